import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import { page } from '@/testing/wallet-fixtures';

async function openPage(name: string, api = {}) {
  const view = await openMemberCentre({ api });
  await view.user.click(within(view.dialog).getByRole('tab', { name }));
  const panel = within(within(view.dialog).getByRole('tabpanel', { name }));
  return { ...view, panel };
}

describe('records', () => {
  beforeEach(() => {
    // 20:30 UTC on 1 March: already 2 March in the brand's zone (Asia/Ho_Chi_Minh, UTC+7).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T20:30:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('filters the account record by type and by calendar days of the brand zone', async () => {
    const { panel, user, fake } = await openPage('Account record', {
      'records.transactions': page(
        [
          {
            id: 'X1',
            time: '2026-03-02T01:00:00.000Z',
            type: 'DEPOSIT',
            amount: '100.00',
            balanceAfter: '1100.00',
            accountTypeId: 1,
            reference: 'D1',
          },
          {
            id: 'X2',
            time: '2026-03-02T02:00:00.000Z',
            type: 'TRANSFER_OUT',
            amount: '-50.00',
            balanceAfter: '1050.00',
            accountTypeId: 1,
            reference: 'T1',
          },
        ],
        1,
        2,
      ),
    });
    expect(await panel.findByText('+$100.00')).toBeInTheDocument();
    expect(panel.getByText('−$50.00')).toBeInTheDocument();
    expect(inputsOf(fake, 'records.transactions')[0]).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      pageNo: 1,
      pageSize: 20,
    });
    await user.click(panel.getByRole('button', { name: 'Last 7 days' }));
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(panel.getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(panel.getByRole('button', { name: 'Next page' }));
    expect(inputsOf(fake, 'records.transactions').at(-1)).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-03-02',
      types: ['DEPOSIT'],
      pageNo: 2,
      pageSize: 20,
    });
  });

  it('shows personal profit and loss as summary cards and per day', async () => {
    const { panel, user, fake } = await openPage('Personal profit and loss', {
      'records.profitLoss': {
        deposit: '500.00',
        withdraw: '200.00',
        bonus: '10.00',
        bet: '300.00',
        win: '250.00',
        profit: '-40.00',
        pendingBet: '15.00',
        days: [
          {
            date: '2026-03-01',
            deposit: '500.00',
            withdraw: '200.00',
            bonus: '10.00',
            bet: '300.00',
            win: '250.00',
            profit: '-40.00',
            pendingBet: '15.00',
          },
        ],
      },
    });
    const summary = within(await panel.findByRole('list', { name: 'Summary' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Deposits$500.00',
      'Withdrawals$200.00',
      'Bonuses$10.00',
      'Valid bets$300.00',
      'Wins$250.00',
      'Profit and loss−$40.00',
      // Bets not settled yet stand apart from the profit.
      'Pending bets$15.00',
    ]);
    expect(
      panel.getByText(
        'Bets whose result is not known yet are shown as pending and kept out of the profit and loss.',
      ),
    ).toBeInTheDocument();
    expect(panel.getByRole('table', { name: 'Per day' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Yesterday' }));
    expect(inputsOf(fake, 'records.profitLoss').at(-1)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('lists bonuses for the range and says when there are none', async () => {
    const { panel, fake } = await openPage('Bonus details');
    expect(await panel.findByText('No bonuses in this period.')).toBeInTheDocument();
    expect(inputsOf(fake, 'records.bonuses')[0]).toMatchObject({
      startDate: '2026-02-24',
      endDate: '2026-03-02',
    });
  });

  it('names the promotion each bonus came from, with a link to it', async () => {
    const { panel } = await openPage('Bonus details', {
      'records.bonuses': page(
        [
          {
            id: 'B1',
            time: '2026-03-02T01:00:00.000Z',
            bonusType: 'promotion',
            description: 'Welcome Bonus 100% up to 500',
            amount: '100.00',
            promotion: { id: 7, title: 'Welcome Bonus 100% up to 500' },
          },
          {
            id: 'B2',
            time: '2026-03-02T02:00:00.000Z',
            bonusType: 'rebate-manual',
            description: 'Manual rebate',
            amount: '1.00',
            promotion: null,
          },
        ],
        1,
        2,
      ),
    });
    const table = await panel.findByRole('table', { name: 'Bonus details' });
    expect(within(table).getByRole('columnheader', { name: 'Promotion' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Welcome Bonus 100% up to 500' })).toHaveAttribute(
      'href',
      '/promoDetail?id=7',
    );
    const rebate = within(table).getByRole('row', { name: /Manual rebate/ });
    expect(within(rebate).getByText('None')).toBeInTheDocument();
  });
});
