import { fromMinor, toMinor, type ContractTier } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkOfferBound, contractsToEnd, settleTree, type LiveContract } from './agent-contract.chain.js';
import {
  applyProportion,
  contractAmount,
  decideOffer,
  maxProportion,
  meetsTier,
  newContractStart,
  selectTier,
  sweepDebts,
  terminationEnd,
  tierToWire,
  tiersFromJson,
  tiersFromWire,
  tiersToJson,
  type StoredTier,
  type TeamFigures,
} from './agent-contract.rules.js';

/** A tier in the ADR's notation: amounts in major units of a 2-decimal currency, percents. */
function tier(proportion: string, c: Partial<Omit<ContractTier, 'proportion'>> = {}): StoredTier {
  const { tiers, fields } = tiersFromWire(
    [{ teamDays: 0, activeNumber: 0, totalAmount: '0', ...c, proportion }],
    2,
  );
  expect(fields).toEqual({});
  return tiers[0] as StoredTier;
}

const money = (major: string) => toMinor(major, 2);
const figures = (f: Partial<Record<keyof TeamFigures, number | string>>): TeamFigures => ({
  teamDays: Number(f.teamDays ?? 0),
  activeNumber: Number(f.activeNumber ?? 0),
  validBets: money(String(f.validBets ?? 0)),
  payouts: money(String(f.payouts ?? 0)),
  bonuses: money(String(f.bonuses ?? 0)),
  rebates: money(String(f.rebates ?? 0)),
  betCount: Number(f.betCount ?? 0),
});
const major = (minor: bigint) => fromMinor(minor, 2);

describe('the worked examples of ADR 0009', () => {
  it('dividend: a share of the net loss, the downline paid out of the upline', () => {
    const a = [
      tier('20'),
      tier('30', { teamDays: 5, activeNumber: 10, totalAmount: '100000' }),
      tier('40', { teamDays: 7, activeNumber: 30, totalAmount: '500000' }),
    ];
    const b = [
      tier('15'),
      tier('25', { teamDays: 5, activeNumber: 10, totalAmount: '100000' }),
      tier('35', { teamDays: 7, activeNumber: 30, totalAmount: '500000' }),
    ];
    const { settlements, net, brandPaid } = settleTree('dividend', [
      {
        id: 1,
        uplineId: null,
        downlineId: 100,
        tiers: a,
        figures: figures({
          teamDays: 7,
          activeNumber: 42,
          validBets: '620000',
          payouts: '560000',
          bonuses: '8000',
          rebates: '2000',
          betCount: 9000,
        }),
      },
      {
        id: 2,
        uplineId: 100,
        downlineId: 200,
        tiers: b,
        figures: figures({
          teamDays: 6,
          activeNumber: 12,
          validBets: '180000',
          payouts: '150000',
          bonuses: '1000',
          rebates: '500',
          betCount: 2000,
        }),
      },
    ]);
    const [toA, toB] = settlements;
    expect([toA?.tierIndex, toA?.proportionPpm, major(toA?.base ?? 0n), major(toA?.amount ?? 0n)]).toEqual([
      2,
      400_000,
      '50000.00',
      '20000.00',
    ]);
    expect([toB?.tierIndex, toB?.proportionPpm, major(toB?.base ?? 0n), major(toB?.amount ?? 0n)]).toEqual([
      1,
      250_000,
      '28500.00',
      '7125.00',
    ]);
    expect(major(net.get(100) ?? 0n)).toBe('12875.00');
    expect(major(brandPaid)).toBe('20000.00');
  });

  it('dividend: an upline whose team won still owes its downline, from its own balance', () => {
    const { settlements, net } = settleTree('dividend', [
      {
        id: 1,
        uplineId: null,
        downlineId: 100,
        tiers: [tier('40')],
        figures: figures({ validBets: '100000', payouts: '110000', activeNumber: 5 }),
      },
      {
        id: 2,
        uplineId: 100,
        downlineId: 200,
        tiers: [tier('25')],
        figures: figures({ validBets: '30000', payouts: '1500', activeNumber: 2 }),
      },
    ]);
    // A's team lost nothing overall (base 0): A receives nothing, but A applied 40 % (its tier was
    // met), so B is paid 25 % of its team's 28,500.00 out of A's wallet.
    expect(settlements.map((s) => major(s.amount))).toEqual(['0.00', '7125.00']);
    expect(major(net.get(100) ?? 0n)).toBe('-7125.00');
    // A holds 3,000.00: that much is paid now and A is frozen for the rest.
    expect(sweepDebts([{ id: 2, amount: 712_500n, paid: 0n }], 300_000n)).toEqual({
      payments: [{ id: 2, paidBefore: 0n, amount: 300_000n }],
      frozen: true,
    });
    // The next credit of 5,000.00 pays the rest and lifts the freeze.
    expect(sweepDebts([{ id: 2, amount: 712_500n, paid: 300_000n }], 500_000n)).toEqual({
      payments: [{ id: 2, paidBefore: 300_000n, amount: 412_500n }],
      frozen: false,
    });
  });

  it('daily wages: a share of the valid bets, floored to the minor unit', () => {
    const { settlements, net } = settleTree('dailyWages', [
      {
        id: 1,
        uplineId: null,
        downlineId: 100,
        tiers: [
          tier('0.5', { activeNumber: 5, totalAmount: '10000' }),
          tier('0.8', { activeNumber: 20, totalAmount: '50000', lossRate: '2' }),
        ],
        figures: figures({
          activeNumber: 25,
          validBets: '72345.67',
          payouts: '69900',
          bonuses: '300',
          rebates: '100',
          betCount: 5000,
        }),
      },
      {
        id: 2,
        uplineId: 100,
        downlineId: 200,
        tiers: [
          tier('0.3', { activeNumber: 5, totalAmount: '10000' }),
          tier('0.6', { activeNumber: 10, totalAmount: '30000' }),
        ],
        figures: figures({ activeNumber: 12, validBets: '31000', payouts: '30000', betCount: 2000 }),
      },
    ]);
    // 72,345.67 x 0.8 % = 578.76536: 578.76 (the payer keeps the fraction of a cent).
    expect(settlements.map((s) => [s.tierIndex, major(s.amount)])).toEqual([
      [1, '578.76'],
      [1, '186.00'],
    ]);
    expect(major(net.get(100) ?? 0n)).toBe('392.76');
  });

  it('hourly salary: the downline never gets a higher proportion than its upline got', () => {
    const { settlements, net } = settleTree('hourlySalary', [
      {
        id: 1,
        uplineId: null,
        downlineId: 100,
        tiers: [
          tier('0.2', { totalAmount: '1000', singleBetAmount: '5' }),
          tier('0.3', { totalAmount: '5000', activeNumber: 10, singleBetAmount: '5', winRate: '97' }),
        ],
        // Win rate 6,100 / 6,200 = 98.4 %: above the second tier's ceiling.
        figures: figures({ activeNumber: 14, validBets: '6200', payouts: '6100', betCount: 400 }),
      },
      {
        id: 2,
        uplineId: 100,
        downlineId: 200,
        tiers: [tier('0.1', { totalAmount: '1000' }), tier('0.25', { totalAmount: '2000', activeNumber: 5 })],
        figures: figures({ activeNumber: 6, validBets: '2500', payouts: '2000', betCount: 100 }),
      },
    ]);
    const [toA, toB] = settlements;
    expect([toA?.tierIndex, toA?.proportionPpm, major(toA?.amount ?? 0n)]).toEqual([0, 2000, '12.40']);
    // B's team meets its 0.25 % tier, but A was applied 0.2 %: B gets 0.2 %.
    expect([toB?.tierIndex, toB?.tierPpm, toB?.proportionPpm, major(toB?.amount ?? 0n)]).toEqual([
      1,
      2500,
      2000,
      '5.00',
    ]);
    expect(major(net.get(100) ?? 0n)).toBe('7.40');
  });

  it('real-time salary: every 5 minutes, nothing below the first tier', () => {
    const run = (aBets: string, bBets: string) =>
      settleTree('realtimeSalary', [
        {
          id: 1,
          uplineId: null,
          downlineId: 100,
          tiers: [tier('0.1', { totalAmount: '100' })],
          figures: figures({ activeNumber: 9, validBets: aBets, betCount: 60 }),
        },
        {
          id: 2,
          uplineId: 100,
          downlineId: 200,
          tiers: [tier('0.05', { totalAmount: '100' })],
          figures: figures({ activeNumber: 3, validBets: bBets, betCount: 10 }),
        },
      ]).settlements.map((s) => major(s.amount));
    expect(run('845.55', '120.37')).toEqual(['0.84', '0.06']);
    expect(run('845.55', '99.99')).toEqual(['0.84', '0.00']);
  });
});

describe('tier selection', () => {
  const tiers = [
    tier('1', { totalAmount: '100' }),
    tier('2', { totalAmount: '200', activeNumber: 3 }),
    tier('3', { totalAmount: '300', activeNumber: 3, teamDays: 2 }),
  ];

  it('picks the highest tier whose every condition is met', () => {
    expect(selectTier(tiers, figures({ validBets: '99.99', activeNumber: 9, teamDays: 9 }))).toBeNull();
    expect(selectTier(tiers, figures({ validBets: '100', activeNumber: 0 }))).toBe(0);
    expect(selectTier(tiers, figures({ validBets: '1000', activeNumber: 3, teamDays: 1 }))).toBe(1);
    expect(selectTier(tiers, figures({ validBets: '300', activeNumber: 3, teamDays: 2 }))).toBe(2);
  });

  it('compares rates exactly at their boundary and treats a team without bets as not meeting them', () => {
    const ceiling = tier('1', { winRate: '97.5' });
    expect(meetsTier(ceiling, figures({ validBets: '1000', payouts: '975' }))).toBe(true);
    expect(meetsTier(ceiling, figures({ validBets: '1000', payouts: '975.01' }))).toBe(false);
    expect(meetsTier(ceiling, figures({}))).toBe(false);
    const loss = tier('1', { lossRate: '2' });
    // Net loss 1000 - 970 - 5 - 5 = 20: exactly 2 %.
    expect(meetsTier(loss, figures({ validBets: '1000', payouts: '970', bonuses: '5', rebates: '5' }))).toBe(
      true,
    );
    expect(
      meetsTier(loss, figures({ validBets: '1000', payouts: '970', bonuses: '5', rebates: '5.01' })),
    ).toBe(false);
    const single = tier('1', { singleBetAmount: '2.50' });
    expect(meetsTier(single, figures({ validBets: '250', betCount: 100 }))).toBe(true);
    expect(meetsTier(single, figures({ validBets: '249.99', betCount: 100 }))).toBe(false);
    expect(meetsTier(single, figures({ validBets: '0', betCount: 0 }))).toBe(false);
  });

  it('pays nothing on a dividend whose team won, and floors every amount', () => {
    expect(
      contractAmount('dividend', [tier('50')], figures({ validBets: '10', payouts: '11' }), 1_000_000),
    ).toMatchObject({
      tierIndex: 0,
      base: 0n,
      amount: 0n,
    });
    expect(applyProportion(999n, 1)).toBe(0n);
    expect(applyProportion(1_000_000n, 1)).toBe(1n);
    expect(applyProportion(123_456_789n, 333_333)).toBe(41_152_221n);
    expect(applyProportion(-5n, 500_000)).toBe(0n);
  });
});

describe('tiers as stored', () => {
  it('refuses amounts with more decimals than the currency, at their field', () => {
    const { fields } = tiersFromWire(
      [
        { teamDays: 0, activeNumber: 0, totalAmount: '10.001', proportion: '1' },
        { teamDays: 0, activeNumber: 0, totalAmount: '20', singleBetAmount: '0.5', proportion: '2' },
      ],
      0,
    );
    expect(fields).toEqual({
      'tiers.0.totalAmount': 'amount_decimals',
      'tiers.1.singleBetAmount': 'amount_decimals',
    });
  });

  it('survive jsonb with amounts beyond 2^53, and go back to the wire as they came', () => {
    const big: StoredTier = { ...tier('12.3456'), totalAmount: 12_345_678_901_234_567_890n };
    expect(tiersFromJson(JSON.parse(JSON.stringify(tiersToJson([big]))))).toEqual([big]);
    expect(() => tiersFromJson([{ ...tiersToJson([big])[0], proportionPpm: 0 }])).toThrow();
    const wire = {
      teamDays: 2,
      activeNumber: 3,
      totalAmount: '100.50',
      winRate: '97',
      lossRate: null,
      singleBetAmount: '2.00',
      proportion: '0.125',
    };
    const [stored] = tiersFromWire([wire], 2).tiers;
    expect(tierToWire('hourlySalary', stored as StoredTier, { currencyDecimals: 2 })).toEqual(wire);
    expect(tierToWire('dividend', stored as StoredTier, { currencyDecimals: 2 })).toEqual({
      teamDays: 2,
      activeNumber: 3,
      totalAmount: '100.50',
      proportion: '0.125',
    });
  });
});

describe('the bound and automatic ends', () => {
  it('refuses each proportion above the upline own highest, and everything without an upline contract', () => {
    const offer = [tier('10'), tier('20'), tier('30')];
    expect(checkOfferBound(offer, 200_000)).toEqual({ 'tiers.2.proportion': 'proportion_above_upline' });
    expect(checkOfferBound(offer, 300_000)).toEqual({});
    expect(Object.keys(checkOfferBound(offer, null))).toHaveLength(3);
    expect(maxProportion(offer)).toBe(300_000);
  });

  // A (100) -> B (200) -> C (300) -> D (400), and B -> E (500).
  const live: LiveContract[] = [
    { id: 2, uplineId: 200, downlineId: 300, maxProportionPpm: 250_000, period: 'weekly' },
    { id: 3, uplineId: 300, downlineId: 400, maxProportionPpm: 100_000, period: 'weekly' },
    { id: 4, uplineId: 200, downlineId: 500, maxProportionPpm: 150_000, period: 'weekly' },
  ];

  it('ends the lower contracts above the newly agreed proportion, and nothing else', () => {
    expect(contractsToEnd(200, { maxProportionPpm: 200_000, period: 'weekly' }, live)).toEqual([
      { id: 2, reason: 'aboveUpline' },
      { id: 3, reason: 'uplineEnded' },
    ]);
    expect(contractsToEnd(200, { maxProportionPpm: 250_000, period: 'weekly' }, live)).toEqual([]);
  });

  it('ends everything below a contract that ended, or whose period changed', () => {
    expect(
      contractsToEnd(200, null, live)
        .map((e) => e.id)
        .sort(),
    ).toEqual([2, 3, 4]);
    expect(contractsToEnd(200, { maxProportionPpm: 900_000, period: 'monthly' }, live)).toEqual([
      { id: 2, reason: 'uplinePeriodChanged' },
      { id: 4, reason: 'uplinePeriodChanged' },
      { id: 3, reason: 'uplineEnded' },
    ]);
  });
});

describe('the lifecycle', () => {
  it('lets the downline accept or reject a pending offer and the upline cancel it, once', () => {
    expect(decideOffer('pending', 'accept', 'downline')).toEqual({ status: 'accepted' });
    expect(decideOffer('pending', 'reject', 'downline')).toEqual({ status: 'rejected' });
    expect(decideOffer('pending', 'cancel', 'upline')).toEqual({ status: 'cancelled' });
    expect(decideOffer('pending', 'accept', 'upline')).toEqual({ error: 'NOT_YOURS' });
    expect(decideOffer('pending', 'cancel', 'downline')).toEqual({ error: 'NOT_YOURS' });
    expect(decideOffer('accepted', 'reject', 'downline')).toEqual({ error: 'OFFER_NOT_PENDING' });
  });

  it('starts an agreed contract with the next period and ends a terminated one with the current', () => {
    const VN = 'Asia/Ho_Chi_Minh';
    const wednesday = Date.parse('2024-03-13T05:00:00Z');
    expect(new Date(newContractStart('weekly', wednesday, VN)).toISOString()).toBe(
      '2024-03-17T17:00:00.000Z',
    );
    expect(new Date(newContractStart('fiveMinutes', wednesday + 1, VN)).toISOString()).toBe(
      '2024-03-13T05:05:00.000Z',
    );
    const started = { startsAt: Date.parse('2024-03-03T17:00:00Z'), period: 'weekly' as const };
    expect(new Date(terminationEnd(started, wednesday, VN)).toISOString()).toBe('2024-03-17T17:00:00.000Z');
    const notYet = { startsAt: Date.parse('2024-03-17T17:00:00Z'), period: 'weekly' as const };
    expect(terminationEnd(notYet, wednesday, VN)).toBe(notYet.startsAt);
  });

  it('pays debts oldest first and stays frozen while any is left', () => {
    const debts = [
      { id: 1, amount: 500n, paid: 500n },
      { id: 2, amount: 300n, paid: 100n },
      { id: 3, amount: 400n, paid: 0n },
    ];
    expect(sweepDebts(debts, 250n)).toEqual({
      payments: [
        { id: 2, paidBefore: 100n, amount: 200n },
        { id: 3, paidBefore: 0n, amount: 50n },
      ],
      frozen: true,
    });
    expect(sweepDebts(debts, 600n).frozen).toBe(false);
    expect(sweepDebts(debts, -10n)).toEqual({ payments: [], frozen: true });
  });
});
