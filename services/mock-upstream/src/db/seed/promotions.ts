import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
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
 * The demo brand's promotions (issue 17), seeded once (an operator's later edits stay): a welcome
 * deposit bonus, a weekly slots cashback, two application promotions, a raffle, one coming soon and
 * one closed, each in EN, VI and CN; the manual rebate's rates per VIP rank. demoplayer is placed in
 * several states (joined the cashback and the raffle, rejected once, a birthday gift issued).
 */
const SEEDED_KEY = 'seed.promotions';
const DAY = 86_400_000;
type T = { EN: string; VI: string; CN: string };

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

const TERMS: T = {
  EN: 'One claim per member. The brand may withdraw a bonus obtained by abuse. Bonus money must be wagered as shown before it can be withdrawn.',
  VI: 'Mỗi thành viên chỉ nhận một lần. Nhà cái có quyền thu hồi tiền thưởng nhận được do gian lận. Tiền thưởng phải đạt đủ doanh cược như quy định trước khi rút.',
  CN: '每位会员限领一次。以不正当手段获得的奖金，平台有权收回。奖金须完成所示流水后方可提款。',
};

export function promotionSeeds(unit: bigint): PromotionSeed[] {
  return [
    {
      key: 'welcome',
      kind: 'depositBonus',
      category: 'newMember',
      audience: { type: 'newMembers', days: 30 },
      title: {
        EN: 'Welcome Bonus 100% up to 500',
        VI: 'Thưởng chào mừng 100% tối đa 500',
        CN: '首存礼金 100%，最高 500',
      },
      summary: {
        EN: 'Double your first deposit: join, deposit at least 10 and claim up to 500.',
        VI: 'Nhân đôi lần nạp đầu: tham gia, nạp từ 10 trở lên và nhận tới 500.',
        CN: '首存翻倍：参加活动后存款 10 以上，最高可领 500。',
      },
      body: {
        EN: '<p>New here? Join this promotion, then make a deposit of <b>10 or more</b>. We match it <b>100%</b> up to <b>500</b>.</p><p>The bonus must be wagered 5 times before withdrawal.</p>',
        VI: '<p>Bạn mới tham gia? Hãy đăng ký khuyến mãi này rồi nạp <b>từ 10 trở lên</b>. Chúng tôi tặng thêm <b>100%</b>, tối đa <b>500</b>.</p><p>Tiền thưởng cần đạt doanh cược gấp 5 lần trước khi rút.</p>',
        CN: '<p>新会员？先参加本活动，再存款 <b>10 以上</b>，即可获得 <b>100%</b> 存款红利，最高 <b>500</b>。</p><p>红利需完成 5 倍流水方可提款。</p>',
      },
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
      title: { EN: 'Weekly Slots Cashback 5%', VI: 'Hoàn trả Slots hằng tuần 5%', CN: '每周电子返水 5%' },
      summary: {
        EN: 'Get 5% of your net slots loss back when the week ends, up to 200.',
        VI: 'Nhận lại 5% số tiền thua ròng khi tuần kết thúc, tối đa 200.',
        CN: '周末结算，返还电子游戏净输额的 5%，最高 200。',
      },
      body: {
        EN: '<p>Join, play your favourite slots all week, and claim <b>5%</b> of your net loss back when the week is over.</p>',
        VI: '<p>Tham gia, chơi slots yêu thích suốt tuần và nhận lại <b>5%</b> số tiền thua ròng khi tuần kết thúc.</p>',
        CN: '<p>参加活动，整周畅玩电子游戏，周期结束后即可领取净输额 <b>5%</b> 的返水。</p>',
      },
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
      title: { EN: 'Share Your Big Win', VI: 'Chia sẻ chiến thắng lớn', CN: '晒出你的大奖' },
      summary: {
        EN: 'Send us a screenshot of a big win and get a reward of up to 88.',
        VI: 'Gửi ảnh chụp chiến thắng lớn và nhận thưởng tới 88.',
        CN: '上传大奖截图，最高可获 88 奖励。',
      },
      body: {
        EN: '<p>Won big? Apply with a short comment and up to three screenshots (png or jpg, 5 MB each). Our team reviews every application within 24 hours.</p>',
        VI: '<p>Vừa thắng lớn? Hãy gửi đơn kèm bình luận ngắn và tối đa ba ảnh chụp màn hình (png hoặc jpg, mỗi ảnh 5 MB). Chúng tôi duyệt mọi đơn trong 24 giờ.</p>',
        CN: '<p>赢了大奖？附上简短留言和最多三张截图（png 或 jpg，每张 5 MB）提交申请，我们会在 24 小时内审核。</p>',
      },
      terms: TERMS,
      start: -10,
      end: 50,
    },
    {
      key: 'birthday',
      kind: 'application',
      category: 'vip',
      audience: { type: 'vipRanks', min: 1, max: 20 },
      title: { EN: 'VIP Birthday Gift', VI: 'Quà sinh nhật VIP', CN: 'VIP 生日礼金' },
      summary: {
        EN: 'VIP members apply in their birthday month for a gift from us.',
        VI: 'Thành viên VIP đăng ký trong tháng sinh nhật để nhận quà.',
        CN: 'VIP 会员可在生日当月申请专属礼金。',
      },
      body: {
        EN: '<p>Happy birthday! Apply during your birthday month and our VIP team will send you a gift.</p>',
        VI: '<p>Chúc mừng sinh nhật! Hãy đăng ký trong tháng sinh nhật, đội ngũ VIP sẽ gửi quà cho bạn.</p>',
        CN: '<p>生日快乐！在生日当月提交申请，VIP 团队将为您送上礼金。</p>',
      },
      terms: TERMS,
      start: -20,
      end: 345,
    },
    {
      key: 'raffle',
      kind: 'raffle',
      category: 'daily',
      audience: { type: 'all' },
      title: { EN: 'Lucky Lotus Raffle', VI: 'Vòng quay Lucky Lotus', CN: '幸运莲花抽奖' },
      summary: {
        EN: 'One draw for every 100 deposited. Prizes up to 888!',
        VI: 'Mỗi 100 tiền nạp được một lượt quay. Giải thưởng tới 888!',
        CN: '每存款 100 获得一次抽奖机会，最高奖金 888！',
      },
      body: {
        EN: '<p>Join, deposit and draw: every <b>100</b> you deposit earns one draw. Each draw is decided on our server with a published seed hash you can check afterwards.</p>',
        VI: '<p>Tham gia, nạp tiền và quay: mỗi <b>100</b> tiền nạp được một lượt. Kết quả được quyết định trên máy chủ với mã băm công khai để bạn kiểm tra sau.</p>',
        CN: '<p>参加活动、存款、抽奖：每存 <b>100</b> 可抽一次。每次抽奖在服务器上决定，并公布种子哈希供您事后核验。</p>',
      },
      terms: TERMS,
      start: -5,
      end: 25,
      drawEvery: 100n * unit,
      drawBasis: 'deposits',
      prizes: [
        {
          name: { EN: 'Grand prize 888', VI: 'Giải đặc biệt 888', CN: '特等奖 888' },
          amount: 888n * unit,
          stock: 1,
          weight: 1,
        },
        {
          name: { EN: 'Gold prize 88', VI: 'Giải vàng 88', CN: '金奖 88' },
          amount: 88n * unit,
          stock: 20,
          weight: 20,
        },
        {
          name: { EN: 'Silver prize 8', VI: 'Giải bạc 8', CN: '银奖 8' },
          amount: 8n * unit,
          stock: 500,
          weight: 300,
        },
        {
          name: { EN: 'Lucky prize 1', VI: 'Giải may mắn 1', CN: '幸运奖 1' },
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
      title: { EN: 'Lunar New Year Reload 30%', VI: 'Nạp lại Tết Nguyên Đán 30%', CN: '新春续存 30%' },
      summary: {
        EN: 'Join, then deposit 50 or more: get 30% of that deposit, up to 300 (once per member).',
        VI: 'Tham gia rồi nạp từ 50 trở lên: nhận 30% của lần nạp đó, tối đa 300 (mỗi thành viên một lần).',
        CN: '参加活动后单笔存款 50 以上，即获该笔存款 30% 的红利，最高 300（每位会员限一次）。',
      },
      body: {
        EN: '<p>Celebrate the new year: join this promotion, then make a deposit of <b>50 or more</b> and get <b>30%</b> of it as a bonus, up to <b>300</b>. One bonus per member.</p><p>The bonus must be wagered 3 times before withdrawal.</p>',
        VI: '<p>Đón năm mới: tham gia khuyến mãi này, sau đó nạp <b>từ 50 trở lên</b> để nhận thưởng <b>30%</b> của lần nạp đó, tối đa <b>300</b>. Mỗi thành viên nhận một lần.</p><p>Tiền thưởng cần đạt doanh cược gấp 3 lần trước khi rút.</p>',
        CN: '<p>新春佳节：参加本活动后，单笔存款 <b>50 以上</b>即可获得该笔存款 <b>30%</b> 的红利，最高 <b>300</b>。每位会员限领一次。</p><p>红利需完成 3 倍流水方可提款。</p>',
      },
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
      title: { EN: 'Summer Reload Bonus 20%', VI: 'Thưởng nạp lại mùa hè 20%', CN: '夏日续存 20%' },
      summary: {
        EN: 'This promotion has ended. Thank you for taking part!',
        VI: 'Khuyến mãi đã kết thúc. Cảm ơn bạn đã tham gia!',
        CN: '本活动已结束，感谢您的参与！',
      },
      body: {
        EN: '<p>20% on reload deposits of 20 or more, up to 100.</p>',
        VI: '<p>Thưởng 20% cho lần nạp lại từ 20 trở lên, tối đa 100.</p>',
        CN: '<p>续存 20 以上送 20%，最高 100。</p>',
      },
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
const RANK_RATES = ['0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9', '1', '1.1', '1.2', '1.5'];

export async function seedPromotions(
  tx: Db,
  merchant: { id: number; currencyDecimals: number },
): Promise<void> {
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
