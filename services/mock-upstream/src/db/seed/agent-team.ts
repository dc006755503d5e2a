import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { bankCards, members, notices, withdrawOrders, type merchants } from '../schema/index.js';
import { random } from './demo-players.js';
import { BANKS } from './payments.js';
import { en, translationsOf, type SeedTexts } from './translations/index.js';

/**
 * demoagent's team (agent centre): direct players, a sub-agent with players of its own,
 * and 30 days of history (registrations, deposits, withdrawals, bets and settled rounds, bonuses, rebates, the
 * agent's commissions), so that every page of the centre has something to show on a fresh start.
 * Everything moves through the ledger and game_round_move like real play. It happens now, then is
 * re-dated into the past day by day (ids grow with time, so running balances stay in order) and
 * the rollups are rebuilt from the re-dated rows. Seeded once: skipped when demosubagent exists.
 */
const SUB_AGENT = 'demosubagent';
const DIRECT = ['lotusana', 'lotusbao', 'lotuschi', 'lotusduc', 'lotuseve', 'lotusfay'];
const UNDER_SUB = ['subhoa', 'subkim', 'sublan', 'submai'];
const DAYS = 30;

/** The agent centre's announcements: their keys in translations/en.ts `agentNotices`. */
export const AGENT_NOTICES: (keyof SeedTexts['agentNotices'])[] = [
  'agent-commission-is-paid-every-monday',
  'new-invitation-links-with-qr-codes',
];

export async function seedAgentTeam(tx: Db, merchant: typeof merchants.$inferSelect): Promise<void> {
  await tx
    .insert(notices)
    .values(
      AGENT_NOTICES.map((key, i) => ({
        merchantId: merchant.id,
        type: 'B',
        ...en.agentNotices[key],
        platform: 'W',
        startAt: new Date(Date.now() - (i + 2) * 86_400_000),
        sort: 100 + i,
        audience: 'agents' as const,
        translations: translationsOf((t) => t.agentNotices[key]),
      })),
    )
    // Their translations are refreshed on every start, like the other notices' (a data folder
    // seeded before they had any gets them); nothing else of the row is touched.
    .onConflictDoUpdate({
      target: [notices.merchantId, notices.type, notices.title],
      set: { translations: sql`excluded.translations` },
    });

  const [agent] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, 'demoagent')));
  if (!agent) return;
  const [seeded] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, SUB_AGENT)));
  if (seeded) return;

  // Immediate, so the triggers run now with the rows as written; the rebuild below re-reads them.
  await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
  const next = random(15_2026);
  // demoagent's own hash is of the demo password: argon2 is slow on purpose, so it is hashed once.
  const passwordHash = agent.passwordHash;
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000 - Math.floor(next() * 3_600_000));
  type Planned = {
    account: string;
    type: number;
    upline: 'agent' | 'sub';
    d: number;
    at: Date;
    code?: string;
  };
  const plan = (
    account: string,
    type: number,
    upline: Planned['upline'],
    d: number,
    code?: string,
  ): Planned => ({
    account,
    type,
    upline,
    d,
    at: daysAgo(d),
    ...(code ? { code } : {}),
  });
  // Drawn in a fixed order (the random stream stays as it was), inserted oldest first: a member's id
  // is its place in the registration order, which the team list sorts by.
  const planned = [
    plan(SUB_AGENT, 1, 'agent', 28, 'LOTUSSUB'),
    ...DIRECT.map((account, i) => plan(account, 3, 'agent', 27 - i * 4)),
    ...UNDER_SUB.map((account, i) => plan(account, 3, 'sub', 25 - i * 5)),
  ];
  const byAccount = new Map<string, typeof members.$inferSelect & { joinedDaysAgo: number }>();
  for (const p of [...planned].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const uplineId = p.upline === 'agent' ? agent.id : byAccount.get(SUB_AGENT)?.id;
    if (uplineId === undefined) throw new Error(`seed: ${p.account} comes before its upline`);
    const [row] = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        account: p.account,
        passwordHash,
        type: p.type,
        uplineId,
        nickname: p.account.charAt(0).toUpperCase() + p.account.slice(1),
        affiliateCode: p.code ?? null,
        createdAt: p.at,
      })
      .returning();
    if (!row) throw new Error(`seed: ${p.account} not inserted`);
    byAccount.set(p.account, { ...row, joinedDaysAgo: p.d });
  }
  // The team in its drawn order, as the rest of the seed walks it.
  const team = planned.map((p) => {
    const row = byAccount.get(p.account);
    if (!row) throw new Error(`seed: ${p.account} missing`);
    return row;
  });
  const players = team.filter((m) => m.type === 3);

  const [lottery] = rowsOf(
    await tx.execute(sql`SELECT g.game_code FROM games g JOIN game_vendors gv ON gv.id = g.vendor_id
      WHERE gv.vendor = 'TCG_LOTTO_VN' ORDER BY g.id LIMIT 1`),
  );
  const games = [
    { vendor: 'DEMO', gameCode: 'DEMOSLOT' },
    ...(lottery ? [{ vendor: 'TCG_LOTTO_VN', gameCode: String(lottery['game_code']) }] : []),
  ];
  const unit = 10n ** BigInt(merchant.currencyDecimals);
  const balances = new Map<number, bigint>();
  /** The history, planned here (the balances are followed so no bet overdraws) and played below
   * by one statement: a fresh database seeds this, so it must cost little. */
  interface Op {
    d: number;
    kind: 'debit' | 'credit' | 'DEPOSIT' | 'BONUS' | 'WITHDRAW';
    memberId: number;
    key: string;
    amount: bigint;
    vendor: string;
    round: string;
    game: string;
    bonusType: string;
  }
  const ops: Op[] = [];
  const nextWithdrawal = random(15_2099);
  const money = (
    d: number,
    kind: 'DEPOSIT' | 'BONUS' | 'WITHDRAW',
    memberId: number,
    key: string,
    amount: bigint,
    bonusType = '',
  ) => ops.push({ d, kind, memberId, key, amount, vendor: '', round: '', game: '', bonusType });

  for (let d = DAYS; d >= 0; d--) {
    for (const m of players) {
      if (m.joinedDaysAgo < d) continue;
      const balance = balances.get(m.id) ?? 0n;
      // A deposit now and then, the first a day or two after joining.
      if ((balance === 0n && m.joinedDaysAgo - d >= 1) || next() < 0.06) {
        const amount = BigInt(50 + Math.floor(next() * 450)) * unit;
        money(d, 'DEPOSIT', m.id, `team:${m.account}:deposit:${d}`, amount);
        balances.set(m.id, balance + amount);
      }
      if (next() < 0.05) {
        const amount = BigInt(5 + Math.floor(next() * 20)) * unit;
        money(d, 'BONUS', m.id, `team:${m.account}:bonus:${d}`, amount, next() < 0.5 ? 'REBATE' : 'PROMO');
        balances.set(m.id, (balances.get(m.id) ?? 0n) + amount);
      }
      // A round or two on active days.
      const rounds = next() < 0.4 ? 1 + Math.floor(next() * 1.3) : 0;
      for (let n = 0; n < rounds; n++) {
        const held = balances.get(m.id) ?? 0n;
        const bet = (held * BigInt(2 + Math.floor(next() * 10))) / 100n;
        const game = games[Math.floor(next() * games.length)] ?? games[0];
        if (bet <= 0n || !game) break;
        const round = `seed-${m.account}-${d}-${n}`;
        const play = { d, memberId: m.id, vendor: game.vendor, round, game: game.gameCode, bonusType: '' };
        ops.push({ ...play, kind: 'debit', key: `${round}-debit`, amount: bet });
        // The last day's last round stays open (a pending bet); the rest settle, now and then big.
        if (d === 0 && n === rounds - 1) {
          balances.set(m.id, held - bet);
          continue;
        }
        const roll = next();
        const win =
          roll < 0.45 ? 0n : roll < 0.97 ? (bet * BigInt(50 + Math.floor(next() * 150))) / 100n : bet * 12n;
        ops.push({ ...play, kind: 'credit', key: `${round}-credit`, amount: win });
        balances.set(m.id, held - bet + win);
      }
      // Now and then a withdrawal of part of a healthy balance, paid and confirmed received the
      // same day (from a stream of its own, so the rest of the history is as before).
      const held = balances.get(m.id) ?? 0n;
      if (d > 0 && held >= 200n * unit && nextWithdrawal() < 0.1) {
        const amount = ((held * BigInt(30 + Math.floor(nextWithdrawal() * 40))) / 100n / unit) * unit;
        const stamp = new Date(Date.now() - d * 86_400_000).toISOString().replace(/\D/g, '').slice(0, 14);
        const key = `W${stamp}${String(m.id % 10_000).padStart(4, '0')}${String(d).padStart(2, '0')}`;
        money(d, 'WITHDRAW', m.id, key, amount);
        balances.set(m.id, held - amount);
      }
    }
    // The agent's weekly commission.
    if (d % 7 === 1) {
      money(
        d,
        'BONUS',
        agent.id,
        `team:demoagent:commission:${d}`,
        BigInt(20 + Math.floor(next() * 80)) * unit,
        'COMMISSION',
      );
    }
  }

  // The withdrawals' orders, on one bank card of each player who withdrew, as the withdraw flow
  // leaves them once the player confirmed receipt (dated with their day below).
  const withdrawals = ops.filter((o) => o.kind === 'WITHDRAW');
  const withdrew = [...new Set(withdrawals.map((o) => o.memberId))];
  const cards =
    withdrew.length === 0
      ? []
      : await tx
          .insert(bankCards)
          .values(
            withdrew.map((memberId) => {
              const [code, name] = BANKS[memberId % BANKS.length] ?? ['VCB', 'Vietcombank'];
              const nickname = team.find((m) => m.id === memberId)?.nickname ?? 'Player';
              return {
                merchantId: merchant.id,
                memberId,
                bankCode: code,
                bankName: name,
                accountNumber: `0071${String(memberId).padStart(8, '0')}`,
                holderName: nickname.toUpperCase(),
              };
            }),
          )
          .returning({ id: bankCards.id, memberId: bankCards.memberId });
  const cardOf = new Map(cards.map((c) => [c.memberId, c.id]));
  if (withdrawals.length > 0) {
    await tx.insert(withdrawOrders).values(
      withdrawals.map((o) => {
        const at = new Date(Date.now() - o.d * 86_400_000);
        return {
          orderNo: o.key,
          merchantId: merchant.id,
          memberId: o.memberId,
          requestId: `seed-${o.key}`,
          bankCardId: cardOf.get(o.memberId) ?? 0,
          amountMinor: o.amount,
          status: 'received' as const,
          receivedMinor: o.amount,
          paidAt: at,
          confirmedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }

  await tx.execute(sql`CREATE TEMP TABLE seed_team_ops (ord integer, d integer, kind text, member_id integer,
    key text, amount bigint, vendor text, round text, game text, bonus_type text) ON COMMIT DROP`);
  await tx.execute(
    sql`INSERT INTO seed_team_ops VALUES ${sql.join(
      ops.map(
        (o, i) =>
          sql`(${i}, ${o.d}, ${o.kind}, ${o.memberId}, ${o.key}, ${o.amount.toString()}::bigint, ${o.vendor},
          ${o.round}, ${o.game}, ${o.bonusType})`,
      ),
      sql`, `,
    )}`,
  );
  const { id: merchantId, currency } = merchant;
  // Each movement as the live code makes it: game_round_move for play, ledger_post for money.
  await tx.execute(
    sql.raw(`DO $seed$
    DECLARE o record;
    BEGIN
      FOR o IN SELECT * FROM seed_team_ops ORDER BY ord LOOP
        IF o.kind IN ('debit', 'credit') THEN
          PERFORM game_round_move(${merchantId}, '${currency}', o.vendor, o.member_id, o.kind, o.key,
            o.round, o.game, o.amount, NULL, o.key);
        ELSIF o.kind = 'WITHDRAW' THEN
          PERFORM ledger_post(${merchantId}, '${currency}', 'withdraw', o.key, o.key, 'WITHDRAW', o.member_id,
            o.key, '{}'::jsonb, ARRAY[o.member_id, NULL]::integer[], ARRAY[1, NULL]::integer[],
            ARRAY[NULL, 'WITHDRAW_HOLD']::text[], ARRAY[-o.amount, o.amount]::bigint[]);
          PERFORM ledger_post(${merchantId}, '${currency}', 'withdraw-pay', o.key, o.key, 'WITHDRAW', NULL,
            o.key, '{}'::jsonb, ARRAY[NULL, NULL]::integer[], ARRAY[NULL, NULL]::integer[],
            ARRAY['WITHDRAW_HOLD', 'PAYMENT_CLEARING']::text[], ARRAY[-o.amount, o.amount]::bigint[]);
        ELSE
          PERFORM ledger_post(${merchantId}, '${currency}', 'seed-team', o.key, o.key, o.kind, o.member_id,
            o.key, CASE WHEN o.bonus_type = '' THEN '{}'::jsonb
              ELSE jsonb_build_object('bonusType', o.bonus_type) END,
            ARRAY[o.member_id, NULL]::integer[], ARRAY[1, NULL]::integer[],
            ARRAY[NULL, CASE WHEN o.kind = 'DEPOSIT' THEN 'PAYMENT_CLEARING' ELSE 'BONUS' END]::text[],
            ARRAY[o.amount, -o.amount]::bigint[]);
        END IF;
      END LOOP;
    END
    $seed$`),
  );
  // The play's outbox rows applied here, with the rows as written (the rebuild below re-reads the
  // rollups; points and missions count as the bet outbox's consumer would have counted them).
  await tx.execute(
    sql.raw(`DO $apply$ BEGIN
      LOOP EXIT WHEN (SELECT applied FROM bet_outbox_apply(10000)) = 0; END LOOP;
    END $apply$`),
  );
  // Into the past: each movement to its planned day (rounds by their round id, the rest by key).
  await tx.execute(sql`UPDATE ledger_transactions t SET created_at = now() - make_interval(days => o.d)
    FROM seed_team_ops o WHERE o.d > 0 AND t.merchant_id = ${merchantId} AND t.idempotency_key = o.key
      AND t.source IN ('seed-team', 'withdraw', 'withdraw-pay', 'seamless:' || o.vendor)`);
  await tx.execute(sql`UPDATE ledger_entries e SET created_at = t.created_at FROM ledger_transactions t
    WHERE e.transaction_id = t.id AND t.merchant_id = ${merchantId}
      AND t.idempotency_key IN (SELECT key FROM seed_team_ops WHERE d > 0)`);
  await tx.execute(sql`UPDATE game_rounds r SET created_at = now() - make_interval(days => o.d),
      settled_at = CASE WHEN r.settled_at IS NULL THEN NULL ELSE now() - make_interval(days => o.d) END
    FROM seed_team_ops o WHERE o.d > 0 AND o.kind = 'debit' AND r.merchant_id = ${merchantId}
      AND r.vendor = o.vendor AND r.round_id = o.round`);
  const ids = [agent.id, ...team.map((m) => m.id)];
  await tx.execute(sql`SELECT member_rollup_rebuild(${`{${ids.join(',')}}`}::integer[])`);
  await tx.execute(sql`SET CONSTRAINTS ALL DEFERRED`);
}
