import type { GameCategory, MissionKind, MissionPeriod } from '@portal/contracts';
import type { Db } from '../client.js';
import { missions } from '../schema/index.js';

/**
 * The demo brand's missions (issue 18), inserted by code and left alone after (an operator's edits
 * stay): three daily and three weekly ones covering every kind, in EN, VI and CN. The targets are
 * a real day's and week's play, well above what any one test plays, so other areas' tests never
 * complete a mission by accident (mission tests define their own, small ones).
 */
type T = { EN: string; VI: string; CN: string };

interface MissionSeed {
  code: string;
  title: T;
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | null;
  /** Minor units (validBet, deposit) or a count. */
  target: bigint;
  rewardMinor: bigint;
  missionPoints: number;
}

export const MISSION_SEEDS: MissionSeed[] = [
  {
    code: 'daily-slots-20',
    title: { EN: 'Spin 20 slot rounds', VI: 'Quay 20 ván slot', CN: '旋转老虎机20局' },
    period: 'daily',
    kind: 'rounds',
    category: 'RNG',
    target: 20n,
    rewardMinor: 200n,
    missionPoints: 10,
  },
  {
    code: 'daily-bet-1000',
    title: {
      EN: 'Bet 1,000.00 in any game',
      VI: 'Cược 1.000,00 ở bất kỳ trò chơi nào',
      CN: '任意游戏投注1,000.00',
    },
    period: 'daily',
    kind: 'validBet',
    category: null,
    target: 100_000n,
    rewardMinor: 500n,
    missionPoints: 20,
  },
  {
    code: 'daily-deposit-500',
    title: { EN: 'Deposit 500.00', VI: 'Nạp 500,00', CN: '存款500.00' },
    period: 'daily',
    kind: 'deposit',
    category: null,
    target: 50_000n,
    rewardMinor: 1000n,
    missionPoints: 20,
  },
  {
    code: 'weekly-login-3',
    title: {
      EN: 'Log in 3 days in a row',
      VI: 'Đăng nhập 3 ngày liên tiếp',
      CN: '连续3天登录',
    },
    period: 'weekly',
    kind: 'loginDays',
    category: null,
    target: 3n,
    rewardMinor: 300n,
    missionPoints: 15,
  },
  {
    code: 'weekly-live-100',
    title: { EN: 'Play 100 live casino rounds', VI: 'Chơi 100 ván casino trực tiếp', CN: '玩真人娱乐100局' },
    period: 'weekly',
    kind: 'rounds',
    category: 'LIVE',
    target: 100n,
    rewardMinor: 1500n,
    missionPoints: 40,
  },
  {
    code: 'weekly-bet-10000',
    title: { EN: 'Bet 10,000.00 this week', VI: 'Cược 10.000,00 trong tuần', CN: '本周投注10,000.00' },
    period: 'weekly',
    kind: 'validBet',
    category: null,
    target: 1_000_000n,
    rewardMinor: 5000n,
    missionPoints: 50,
  },
];

export async function seedMissions(tx: Db, merchant: { id: number }): Promise<void> {
  await tx
    .insert(missions)
    .values(
      MISSION_SEEDS.map((m, i) => ({
        merchantId: merchant.id,
        code: m.code,
        title: m.title,
        period: m.period,
        kind: m.kind,
        category: m.category,
        target: m.target,
        rewardMinor: m.rewardMinor,
        missionPoints: m.missionPoints,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
}
