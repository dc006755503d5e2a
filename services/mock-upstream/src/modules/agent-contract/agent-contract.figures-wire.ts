import {
  PROPORTION_SCALE,
  ppmToPercent,
  type ContractFigures,
  type ContractKind,
  type TierConditionProgress,
} from '@portal/contracts';
import { money, type BrandCurrency } from '../../lib/money.js';
import { meetsTier, netLoss, type StoredTier, type TeamFigures } from './agent-contract.rules.js';

/** Team figures as the contract pages show them (agent-contract.reports.ts and .simulation.ts). */

/** num / den as a percent string with 4 decimals, truncated towards zero (null when den <= 0). */
function rate(num: bigint, den: bigint): string | null {
  if (den <= 0n) return null;
  const ppm = (num * BigInt(PROPORTION_SCALE)) / den;
  const abs = ppm < 0n ? -ppm : ppm;
  return `${ppm < 0n ? '-' : ''}${ppmToPercent(Number(abs))}`;
}

/** The figures on the wire, with the rates a salary tier judges. */
export function figuresToWire(f: TeamFigures, brand: BrandCurrency): ContractFigures {
  return {
    teamDays: f.teamDays,
    activeNumber: f.activeNumber,
    validBets: money(f.validBets, brand),
    payouts: money(f.payouts, brand),
    bonuses: money(f.bonuses, brand),
    rebates: money(f.rebates, brand),
    netLoss: money(netLoss(f), brand),
    betCount: f.betCount,
    winRate: rate(f.payouts, f.validBets),
    lossRate: rate(netLoss(f), f.validBets),
    singleBetAmount: f.betCount > 0 ? money(f.validBets / BigInt(f.betCount), brand) : null,
  };
}

/** Each condition of a tier against the figures (what the progress bar of a page draws). */
export function conditionsOf(
  kind: ContractKind,
  t: StoredTier,
  f: TeamFigures,
  brand: BrandCurrency,
): TierConditionProgress[] {
  const wire = figuresToWire(f, brand);
  // A floor of 0 (no team days, active members or valid bets asked) is no condition: every team meets
  // it, and listing it only said "24 of 0: met".
  const out: TierConditionProgress[] = [
    ...(t.teamDays > 0
      ? [
          {
            field: 'teamDays' as const,
            required: String(t.teamDays),
            current: String(f.teamDays),
            met: f.teamDays >= t.teamDays,
          },
        ]
      : []),
    ...(t.activeNumber > 0
      ? [
          {
            field: 'activeNumber' as const,
            required: String(t.activeNumber),
            current: String(f.activeNumber),
            met: f.activeNumber >= t.activeNumber,
          },
        ]
      : []),
    ...(t.totalAmount > 0n
      ? [
          {
            field: 'totalAmount' as const,
            required: money(t.totalAmount, brand),
            current: wire.validBets,
            met: f.validBets >= t.totalAmount,
          },
        ]
      : []),
  ];
  if (kind === 'dividend') return out;
  // Each rate judged alone by the rules (a tier with only that condition).
  const only = (extra: Partial<StoredTier>) =>
    meetsTier(
      {
        ...t,
        teamDays: 0,
        activeNumber: 0,
        totalAmount: 0n,
        winRatePpm: null,
        lossRatePpm: null,
        singleBetAmount: null,
        ...extra,
      },
      f,
    );
  if (t.winRatePpm !== null) {
    out.push({
      field: 'winRate',
      required: ppmToPercent(t.winRatePpm),
      current: wire.winRate,
      met: only({ winRatePpm: t.winRatePpm }),
    });
  }
  if (t.lossRatePpm !== null) {
    out.push({
      field: 'lossRate',
      required: ppmToPercent(t.lossRatePpm),
      current: wire.lossRate,
      met: only({ lossRatePpm: t.lossRatePpm }),
    });
  }
  if (t.singleBetAmount !== null) {
    out.push({
      field: 'singleBetAmount',
      required: money(t.singleBetAmount, brand),
      current: wire.singleBetAmount,
      met: only({ singleBetAmount: t.singleBetAmount }),
    });
  }
  return out;
}
