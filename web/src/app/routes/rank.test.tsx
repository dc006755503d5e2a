import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGatewayError, PENDING } from '@/testing/fake-trpc';
import * as f from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { formatPeriod } from '@/features/content/components/ranking-table';

describe('ranking pages', () => {
  it('shows this month’s deposit TOP 20: rank, masked name and amount in the brand currency', async () => {
    const { fake } = renderApp({ path: '/deposit-rank' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit TOP 20' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deposit TOP 20' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Rank', 'Member', 'Deposits']);
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'lu***ar', '$1,234,567.50'],
      ['2', 'mi***an', '$8,000.00'],
      ['2', 'de***88', '$8,000.00'],
      ['4', 'e***', '$12.30'],
    ]);
    expect(screen.getByText('Nov 1 – 30, 2026')).toBeInTheDocument();
    expect(fake.inputs.find((c) => c.path === 'content.ranking')?.input).toEqual({ kind: 'deposit' });
  });

  it('asks for the valid-bet ranking on /bet-rank', async () => {
    const { fake } = renderApp({
      path: '/bet-rank',
      api: { 'content.ranking': f.ranking('bet', [{ rank: 1, customerName: 'ti***ng', amount: '99.90' }]) },
    });
    const table = await screen.findByRole('table', { name: 'Valid bet TOP 20' });
    expect(within(table).getByRole('columnheader', { name: 'Valid bets' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$99.90' })).toBeInTheDocument();
    expect(fake.inputs.find((c) => c.path === 'content.ranking')?.input).toEqual({ kind: 'bet' });
  });

  it('says so when nobody ranks yet', async () => {
    renderApp({ path: '/deposit-rank', api: { 'content.ranking': f.ranking('deposit', []) } });
    expect(await screen.findByRole('heading', { name: 'No rankings yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while the ranking is read', async () => {
    renderApp({ path: '/bet-rank', api: { 'content.ranking': PENDING } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that reads again', async () => {
    let answer: unknown = new FakeGatewayError('UPSTREAM_UNAVAILABLE');
    const { user, fake } = renderApp({ path: '/bet-rank', api: { 'content.ranking': () => answer } });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    answer = f.ranking('bet');
    await user.click(retry);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c === 'content.ranking')).toHaveLength(2);
  });

  it('formats the period for the language, on the brand’s calendar days', () => {
    // Intl puts thin spaces around the dash.
    expect(formatPeriod('2026-11-01', '2026-11-30', 'en').replace(/\s/g, ' ')).toBe('Nov 1 – 30, 2026');
    expect(formatPeriod('2026-11-01', '2026-11-30', 'vi')).toMatch(/1.*30.*2026/);
    expect(formatPeriod('bad', '2026-11-30', 'en')).toBe('bad – 2026-11-30');
  });
});
