import type { GameCategory, MissionKind, MissionPeriod } from '@portal/contracts';
import type { Db } from '../client.js';
import { addLanguages, addsLanguages } from './upgrade-texts.js';
import { textsOf } from './translations/index.js';
import { missions } from '../schema/index.js';

/**
 * The demo brand's missions, inserted by code and left alone after (an operator's edits
 * stay): three daily and three weekly ones covering every kind, in EN, VI and CN. The targets are
 * a real day's and week's play, well above what any one test plays, so other areas' tests never
 * complete a mission by accident (mission tests define their own, small ones).
 */
/** A text in every language with a file in translations/ (`{ EN, VI, CN }` today). */
type T = Record<string, string>;

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
    title: textsOf((t) => t.missions['daily-slots-20']),
    period: 'daily',
    kind: 'rounds',
    category: 'RNG',
    target: 20n,
    rewardMinor: 200n,
    missionPoints: 10,
  },
  {
    code: 'daily-bet-1000',
    title: textsOf((t) => t.missions['daily-bet-1000']),
    period: 'daily',
    kind: 'validBet',
    category: null,
    target: 100_000n,
    rewardMinor: 500n,
    missionPoints: 20,
  },
  {
    code: 'daily-deposit-500',
    title: textsOf((t) => t.missions['daily-deposit-500']),
    period: 'daily',
    kind: 'deposit',
    category: null,
    target: 50_000n,
    rewardMinor: 1000n,
    missionPoints: 20,
  },
  {
    code: 'weekly-login-3',
    title: textsOf((t) => t.missions['weekly-login-3']),
    period: 'weekly',
    kind: 'loginDays',
    category: null,
    target: 3n,
    rewardMinor: 300n,
    missionPoints: 15,
  },
  {
    code: 'weekly-live-100',
    title: textsOf((t) => t.missions['weekly-live-100']),
    period: 'weekly',
    kind: 'rounds',
    category: 'LIVE',
    target: 100n,
    rewardMinor: 1500n,
    missionPoints: 40,
  },
  {
    code: 'weekly-bet-10000',
    title: textsOf((t) => t.missions['weekly-bet-10000']),
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
    // A mission seeded before a language had its file gets that language's title; a language it
    // has keeps its text (an operator's edit stays).
    .onConflictDoUpdate({
      target: [missions.merchantId, missions.code],
      set: { title: addLanguages(missions.title) },
      setWhere: addsLanguages(missions.title),
    });
}
