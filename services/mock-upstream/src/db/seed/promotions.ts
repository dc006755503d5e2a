import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { lacksLanguages, withLanguages } from './upgrade-texts.js';
import { textsOf } from './translations/index.js';
import {
  memberPromotions,
  members,
  promotionApplications,
  promotions,
  rafflePrizes,
  rebateRates,
  rebateSettings,
  rewards,
  settings,
} from '../schema/index.js';

/**
 * The demo brand's promotions, seeded once (an operator's later edits stay): a welcome
 * deposit bonus, a weekly slots cashback, two application promotions, a raffle, one coming soon and
 * one closed, each in EN, VI and CN; the manual rebate's rates per VIP rank. demoplayer is placed in
 * several states (joined the cashback and the raffle, rejected once, a birthday gift issued).
 */
const SEEDED_KEY = 'seed.promotions';
const DAY = 86_400_000;
/** A text in every language with a file in translations/ (`{ EN, VI, CN }` today). */
type T = Record<string, string>;

interface PromotionSeed {
  key: string;
  kind: 'depositBonus' | 'application' | 'rebate' | 'raffle';
  category: 'newMember' | 'deposit' | 'rebate' | 'daily' | 'vip' | 'event';
  audience: Record<string, unknown>;
  title: T;
  summary: T;
  body: T;
  terms: T;
  /** Days from now. */
  start: number;
  end: number;
  percent?: string;
  cap?: bigint;
  minDeposit?: bigint;
  /** A reload bonus (any qualifying deposit after joining); otherwise the first deposit only. */
  reload?: boolean;
  turnoverMultiplier?: number;
  rebateBasis?: 'netLoss' | 'validBets';
  drawEvery?: bigint;
  drawBasis?: 'deposits' | 'validBets';
  prizes?: { name: T; amount: bigint; stock: number; weight: number }[];
}

const TERMS = textsOf((t) => t.promotions.terms);

export function promotionSeeds(unit: bigint): PromotionSeed[] {
  return [
    {
      key: 'welcome',
      kind: 'depositBonus',
      category: 'newMember',
      audience: { type: 'newMembers', days: 30 },
      title: textsOf((t) => t.promotions.list.welcome.title),
      summary: textsOf((t) => t.promotions.list.welcome.summary),
      body: textsOf((t) => t.promotions.list.welcome.body),
      terms: TERMS,
      start: -30,
      end: 335,
      percent: '100',
      cap: 500n * unit,
      minDeposit: 10n * unit,
      turnoverMultiplier: 5,
    },
    {
      key: 'cashback',
      kind: 'rebate',
      category: 'rebate',
      audience: { type: 'all' },
      title: textsOf((t) => t.promotions.list.cashback.title),
      summary: textsOf((t) => t.promotions.list.cashback.summary),
      body: textsOf((t) => t.promotions.list.cashback.body),
      terms: TERMS,
      start: -3,
      end: 4,
      percent: '5',
      cap: 200n * unit,
      turnoverMultiplier: 1,
      rebateBasis: 'netLoss',
    },
    {
      key: 'share',
      kind: 'application',
      category: 'event',
      audience: { type: 'all' },
      title: textsOf((t) => t.promotions.list.share.title),
      summary: textsOf((t) => t.promotions.list.share.summary),
      body: textsOf((t) => t.promotions.list.share.body),
      terms: TERMS,
      start: -10,
      end: 50,
    },
    {
      key: 'birthday',
      kind: 'application',
      category: 'vip',
      audience: { type: 'vipRanks', min: 1, max: 20 },
      title: textsOf((t) => t.promotions.list.birthday.title),
      summary: textsOf((t) => t.promotions.list.birthday.summary),
      body: textsOf((t) => t.promotions.list.birthday.body),
      terms: TERMS,
      start: -20,
      end: 345,
    },
    {
      key: 'raffle',
      kind: 'raffle',
      category: 'daily',
      audience: { type: 'all' },
      title: textsOf((t) => t.promotions.list.raffle.title),
      summary: textsOf((t) => t.promotions.list.raffle.summary),
      body: textsOf((t) => t.promotions.list.raffle.body),
      terms: TERMS,
      start: -5,
      end: 25,
      drawEvery: 100n * unit,
      drawBasis: 'deposits',
      prizes: [
        {
          name: textsOf((t) => t.promotions.prizes['grand-prize-888']),
          amount: 888n * unit,
          stock: 1,
          weight: 1,
        },
        {
          name: textsOf((t) => t.promotions.prizes['gold-prize-88']),
          amount: 88n * unit,
          stock: 20,
          weight: 20,
        },
        {
          name: textsOf((t) => t.promotions.prizes['silver-prize-8']),
          amount: 8n * unit,
          stock: 500,
          weight: 300,
        },
        {
          name: textsOf((t) => t.promotions.prizes['lucky-prize-1']),
          amount: 1n * unit,
          stock: 5000,
          weight: 679,
        },
      ],
    },
    {
      key: 'lunar',
      kind: 'depositBonus',
      category: 'deposit',
      audience: { type: 'all' },
      title: textsOf((t) => t.promotions.list.lunar.title),
      summary: textsOf((t) => t.promotions.list.lunar.summary),
      body: textsOf((t) => t.promotions.list.lunar.body),
      terms: TERMS,
      start: 7,
      end: 37,
      percent: '30',
      cap: 300n * unit,
      minDeposit: 50n * unit,
      reload: true,
      turnoverMultiplier: 3,
    },
    {
      key: 'summer',
      kind: 'depositBonus',
      category: 'deposit',
      audience: { type: 'all' },
      title: textsOf((t) => t.promotions.list.summer.title),
      summary: textsOf((t) => t.promotions.list.summer.summary),
      body: textsOf((t) => t.promotions.list.summer.body),
      terms: TERMS,
      start: -40,
      end: -10,
      percent: '20',
      cap: 100n * unit,
      minDeposit: 20n * unit,
      reload: true,
      turnoverMultiplier: 3,
    },
  ];
}

const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS', 'OTHER'];
/** Percent of valid bets by VIP rank 0..10 (slots and fishing pay a little more). */
/**
 * Promotions seeded before a language had its file get its texts, found by their English title (a
 * language a promotion has keeps its text: an operator's edit stays; a promotion whose English
 * title the operator changed is the operator's now).
 */
async function upgradeTexts(tx: Db, merchantId: number): Promise<void> {
  for (const s of promotionSeeds(1n)) {
    const fields = { title: s.title, summary: s.summary, body: s.body, terms: s.terms };
    const [row] = await tx
      .update(promotions)
      .set({
        title: withLanguages(promotions.title, s.title),
        summary: withLanguages(promotions.summary, s.summary),
        body: withLanguages(promotions.body, s.body),
        terms: withLanguages(promotions.terms, s.terms),
      })
      .where(
        and(
          eq(promotions.merchantId, merchantId),
          sql`${promotions.title}->>'EN' = ${s.title['EN']}`,
          or(
            ...Object.entries(fields).map(([f, texts]) =>
              lacksLanguages(promotions[f as keyof typeof fields], texts),
            ),
          ),
        ),
      )
      .returning({ id: promotions.id });
    if (!row) continue;
    for (const p of s.prizes ?? []) {
      await tx
        .update(rafflePrizes)
        .set({ name: withLanguages(rafflePrizes.name, p.name) })
        .where(and(eq(rafflePrizes.promotionId, row.id), sql`${rafflePrizes.name}->>'EN' = ${p.name['EN']}`));
    }
  }
}

const RANK_RATES = ['0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9', '1', '1.1', '1.2', '1.5'];

export async function seedPromotions(
  tx: Db,
  merchant: { id: number; currencyDecimals: number },
): Promise<void> {
  await upgradeTexts(tx, merchant.id);
  const first = await tx
    .insert(settings)
    .values({ key: SEEDED_KEY, value: true })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (first.length === 0) return;
  const unit = 10n ** BigInt(merchant.currencyDecimals);
  const now = Date.now();
  const ids = new Map<string, number>();
  for (const s of promotionSeeds(unit)) {
    const [row] = await tx
      .insert(promotions)
      .values({
        merchantId: merchant.id,
        kind: s.kind,
        category: s.category,
        audience: s.audience as never,
        title: s.title,
        summary: s.summary,
        body: s.body,
        terms: s.terms,
        startsAt: new Date(now + s.start * DAY),
        endsAt: new Date(now + s.end * DAY),
        percent: s.percent ?? null,
        capMinor: s.cap ?? null,
        minDepositMinor: s.minDeposit ?? null,
        reload: s.reload ?? false,
        turnoverMultiplier: s.turnoverMultiplier ?? 1,
        rebateBasis: s.rebateBasis ?? null,
        drawEveryMinor: s.drawEvery ?? null,
        drawBasis: s.drawBasis ?? null,
      })
      .returning({ id: promotions.id });
    if (!row) throw new Error('seed: promotion insert returned nothing');
    ids.set(s.key, row.id);
    if (s.prizes) {
      await tx.insert(rafflePrizes).values(
        s.prizes.map((p) => ({
          promotionId: row.id,
          name: p.name,
          amountMinor: p.amount,
          stock: p.stock,
          remaining: p.stock,
          weight: p.weight,
        })),
      );
    }
  }

  await tx.insert(rebateRates).values(
    RANK_RATES.flatMap((rate, rankLevel) =>
      CATEGORIES.map((category) => ({
        merchantId: merchant.id,
        rankLevel,
        category,
        vendor: '',
        rate: category === 'RNG' || category === 'FISH' ? String(Number(rate) + 0.2) : rate,
      })),
    ),
  );
  await tx
    .insert(rebateSettings)
    .values({ merchantId: merchant.id, minClaimMinor: unit })
    .onConflictDoNothing();

  // demoplayer's states: joined the cashback and the raffle, rejected once, a birthday gift issued.
  const [player] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, 'demoplayer')));
  if (!player) return;
  const id = (key: string) => ids.get(key) ?? 0;
  const joinedAt = new Date(now - 3 * DAY);
  await tx.insert(memberPromotions).values([
    { merchantId: merchant.id, memberId: player.id, promotionId: id('cashback'), state: 'joined', joinedAt },
    { merchantId: merchant.id, memberId: player.id, promotionId: id('raffle'), state: 'joined', joinedAt },
    { merchantId: merchant.id, memberId: player.id, promotionId: id('share'), state: 'rejected', joinedAt },
    {
      merchantId: merchant.id,
      memberId: player.id,
      promotionId: id('birthday'),
      state: 'issued',
      joinedAt,
      rewardMinor: 18n * unit,
    },
  ]);
  await tx.insert(promotionApplications).values([
    {
      merchantId: merchant.id,
      memberId: player.id,
      promotionId: id('share'),
      comment: 'My 50x win on Golden Dragon!',
      status: 'rejected',
      reason: 'The screenshot does not show the win amount. Please apply again with a full screenshot.',
      decidedAt: new Date(now - 2 * DAY),
    },
    {
      merchantId: merchant.id,
      memberId: player.id,
      promotionId: id('birthday'),
      comment: 'My birthday is this month :)',
      status: 'approved',
      decidedAt: new Date(now - DAY),
    },
  ]);
  const [gift] = await tx
    .select({ title: promotions.title })
    .from(promotions)
    .where(eq(promotions.id, id('birthday')));
  await tx.insert(rewards).values({
    merchantId: merchant.id,
    memberId: player.id,
    source: 'promotion',
    promotionId: id('birthday'),
    sourceKey: 'seed:birthday',
    title: gift?.title ?? { EN: 'VIP Birthday Gift' },
    amountMinor: 18n * unit,
    turnoverMultiplier: 1,
    expiresAt: new Date(now + 30 * DAY),
  });
}
