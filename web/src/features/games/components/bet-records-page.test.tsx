import type { BetRecord, BetRecords } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { lanes, vendor } from '@/testing/fixtures';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';

function round(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    roundId: 'R-20260302-0001-ABCDEF0123456789',
    vendor: 'JILI',
    gameCode: 'JL101',
    gameName: 'Fortune Gems',
    gameType: 'RNG',
    bet: '10.00',
    validBet: '10.00',
    win: '25.50',
    profit: '15.50',
    status: 'settled',
    createdAt: '2026-03-01T18:15:00.000Z',
    settledAt: '2026-03-01T18:15:02.000Z',
    ...overrides,
  };
}

function records(
  list: BetRecord[],
  summary: Partial<BetRecords['summary']> & { rounds: number },
  totalCount = list.length,
): BetRecords {
  return {
    list,
    pageNo: 1,
    pageSize: 20,
    totalCount,
    summary: {
      bet: '0',
      validBet: '0',
      win: '0',
      profit: '0',
      pendingBet: '0',
      pendingRounds: 0,
      ...summary,
    },
  };
}

const withLottery = [
  ...lanes(),
  {
    gameType: 'LOTT' as const,
    vendors: [
      vendor({ vendor: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameType: 'LOTT', nodeId: 901 }),
    ],
  },
];

async function openBettingRecord(api: Record<string, unknown>) {
  const view = await openMemberCentre({
    item: 'Betting record',
    api: { 'games.lanes': withLottery, ...api },
  });
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'Betting record' }));
  return { ...view, panel };
}

describe('betting record', () => {
  beforeEach(() => {
    // 20:30 UTC on 1 March: already 2 March in the brand's zone (Asia/Ho_Chi_Minh, UTC+7).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T20:30:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists rounds with the totals of every match, on the brand clock, with vendor names', async () => {
    const { panel } = await openBettingRecord({
      'games.betRecords': records(
        [
          round(),
          round({
            roundId: 'R2',
            vendor: 'TCG_LOTTO_VN',
            gameCode: 'VNMB',
            gameName: 'Miền Bắc',
            gameType: 'LOTT',
            bet: '5.00',
            validBet: '0.00',
            win: null,
            profit: null,
            status: 'pending',
            settledAt: null,
          }),
        ],
        {
          bet: '115.00',
          validBet: '110.00',
          win: '125.50',
          profit: '15.50',
          pendingBet: '5.00',
          rounds: 7,
          pendingRounds: 1,
        },
        7,
      ),
    });
    const summary = within(await panel.findByRole('list', { name: 'Totals for this period' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rounds7',
      'Valid bets$110.00',
      'Total win$125.50',
      'Profit and loss+$15.50',
      // The open round's stake stands apart: not in the profit, not a loss.
      'Pending bets$5.00' + '1 round awaiting its result',
    ]);
    const table = within(panel.getByRole('table', { name: 'Betting record' }));
    const [, first, second] = table.getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first!)).toEqual([
      '03/02/2026 01:15:00 AM',
      'Fortune GemsJILI',
      'R-20260302-0001-ABCDEF0123456789Copy',
      '$10.00',
      '$10.00',
      '$25.50',
      '+$15.50',
      'SettledDispute',
    ]);
    expect(cells(second!)).toEqual([
      '03/02/2026 01:15:00 AM',
      'Miền BắcVietnam Lottery',
      'R2Copy',
      '$5.00',
      '$0.00',
      '—Not settled yet',
      '—Not settled yet',
      'PendingDispute',
    ]);
    expect(table.getByRole('button', { name: 'Copy round ID R2' })).toBeInTheDocument();
  });

  it('sends the range, category and status filters and pages through the rounds', async () => {
    const { panel, user, fake } = await openBettingRecord({
      'games.betRecords': records([round()], { bet: '10.00', win: '25.50', profit: '15.50', rounds: 45 }, 45),
    });
    await panel.findByRole('table', { name: 'Betting record' });
    expect(inputsOf(fake, 'games.betRecords')[0]).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-03-02',
      pageNo: 1,
      pageSize: 20,
    });
    await user.click(panel.getByRole('button', { name: 'Next page' }));
    expect(inputsOf(fake, 'games.betRecords').at(-1)).toMatchObject({ pageNo: 2 });
    await user.click(panel.getByRole('button', { name: 'Last 30 days' }));
    await user.selectOptions(panel.getByRole('combobox', { name: 'Game category' }), 'Lottery');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(inputsOf(fake, 'games.betRecords').at(-1)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-02',
      gameType: 'LOTT',
      status: 'rolled_back',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('says when there are no bets in the period', async () => {
    const { panel } = await openBettingRecord({
      'games.betRecords': records([], { bet: '0', win: '0', profit: '0', rounds: 0 }),
    });
    expect(await panel.findByText('No bets in this period.')).toBeInTheDocument();
    expect(panel.queryByRole('table')).not.toBeInTheDocument();
  });

  it('translates a refused range and retries', async () => {
    let calls = 0;
    const { panel, user } = await openBettingRecord({
      'games.betRecords': () => {
        calls += 1;
        if (calls === 1) return new FakeGatewayError(ErrorCode.recordRangeInvalid);
        return records([round()], { bet: '10.00', win: '25.50', profit: '15.50', rounds: 1 });
      },
    });
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'This date range cannot be searched. Please choose a shorter or more recent range.',
    );
    await user.click(panel.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByRole('table', { name: 'Betting record' })).toBeInTheDocument();
  });
  it("links each round of the portal's demo slot to the verifier with its id, and no other round", async () => {
    const demo = round({
      roundId: 'DS-launch01-spin-0001',
      vendor: 'DEMO',
      gameCode: 'DEMOSLOT',
      gameName: 'Lucky Lanterns',
    });
    const { panel } = await openBettingRecord({
      'games.betRecords': records([demo, round()], { rounds: 2 }),
    });
    const table = within(await panel.findByRole('table', { name: 'Betting record' }));
    const links = table.getAllByRole('link', { name: /^Verify round / });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Verify round DS-launch01-spin-0001');
    expect(links[0]).toHaveAttribute('href', '/fairness?roundId=DS-launch01-spin-0001');
  });
});
