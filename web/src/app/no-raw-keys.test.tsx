import { CATEGORY_ORDER } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { agentApi, page, teamBets } from '@/testing/agent-fixtures';
import type { FakeApi } from '@/testing/fake-trpc';
import * as f from '@/testing/fixtures';
import { resources } from '@/testing/i18n-resources';
import { renderApp } from '@/testing/render-app';
import { createRoutes } from './router';

/**
 * What a person reads is words, never the code behind them: no rendered page shows a translation
 * key (`txType.POINTS_REDEEM`, `agent:pages.x`: a key the language lacks reads as itself) and no
 * table shows a vendor or category code (`TCG_LOTTO_VN`, `DEMO`, `LOTT`) where its name belongs.
 */

// uPlot draws on a canvas, which jsdom lacks: the chart chunk is replaced by its data.
vi.mock('@/features/agent/components/team-chart', () => ({
  default: ({ days }: { days: unknown[] }) => <div data-testid="team-chart">{days.length} days</div>,
}));

const en = resources['en']!;
const NAMESPACES = Object.keys(en);
/** The first part of every nested key (`txType`, `reports`, ...): a dotted text starting with one reads as a key. */
const KEY_HEADS = new Set(
  Object.values(en).flatMap((strings) =>
    Object.entries(strings)
      .filter(([, value]) => typeof value === 'object')
      .map(([key]) => key),
  ),
);
const DOTTED = /(?:\b([A-Za-z]\w*):)?\b([A-Za-z_]\w*)(?:\.\w+)+/g;
const NAMESPACED = new RegExp(`\\b(?:${NAMESPACES.join('|')}):[A-Za-z_][\\w.]*`, 'g');

/** The texts that look like translation keys: `ns:key`, or a dotted path that starts as the keys do. */
function keysIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(NAMESPACED)) found.add(m[0]);
  for (const m of text.matchAll(DOTTED)) {
    const [whole, ns, head] = m;
    if ((ns !== undefined && NAMESPACES.includes(ns)) || KEY_HEADS.has(head!)) found.add(whole);
  }
  return [...found];
}

/** Every text a person meets: the text itself, what names a control, its hint, the tab's title. */
function readableTexts(): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent !== 'SCRIPT' && parent !== 'STYLE') texts.push(node.textContent ?? '');
  }
  for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(attr);
      if (value) texts.push(value);
    }
  }
  return texts;
}

function expectNoKeys(where: string) {
  const keys = readableTexts().flatMap(keysIn);
  expect(keys, `translation keys shown on ${where}`).toEqual([]);
}

/**
 * Vendors whose code is not their name, and the category codes: a table cell that reads one of
 * them shows the code where the name belongs.
 */
function codesIn(cells: Iterable<Element>, codes: Set<string>): string[] {
  return [...cells].map((cell) => cell.textContent?.trim() ?? '').filter((text) => codes.has(text));
}

function expectNoCodesInTables(where: string, codes: Set<string>) {
  expect(codesIn(document.querySelectorAll('td, th'), codes), `codes in a table on ${where}`).toEqual([]);
}

/** The lanes with the seed's two vendors whose codes are not names. */
function lanes() {
  const all = f.lanes();
  all[0]!.vendors.unshift(
    f.vendor({ vendor: 'DEMO', displayName: 'Portal Originals', gameType: 'RNG', nodeId: 90 }),
  );
  all.push({
    gameType: 'LOTT',
    vendors: [
      f.vendor({ vendor: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameType: 'LOTT', nodeId: 91 }),
    ],
  });
  return all;
}

const CODES = new Set([
  ...CATEGORY_ORDER,
  ...lanes()
    .flatMap((lane) => lane.vendors)
    .filter((v) => v.vendor !== v.displayName)
    .map((v) => v.vendor),
]);

function world(overrides: FakeApi = {}): FakeApi {
  return agentApi({
    'games.lanes': lanes(),
    'promotions.rebateSummary': {
      rankLevel: 3,
      rates: [
        { category: 'RNG', vendor: null, rate: '0.8' },
        { category: 'LOTT', vendor: 'TCG_LOTTO_VN', rate: '0.5' },
      ],
      accrued: [
        { category: 'RNG', vendor: 'DEMO', validBets: '62.50', rate: '0.8', amount: '0.50' },
        { category: 'LOTT', vendor: 'TCG_LOTTO_VN', validBets: '10.00', rate: '0.5', amount: '0.05' },
      ],
      total: '0.55',
      minClaim: '1.00',
      lastClaimAt: null,
    },
    'promotions.rebateHistory': page([]),
    'agent.teamBets': (input: unknown) =>
      (input as { groupBy: string }).groupBy === 'category'
        ? { ...page([{ ...teamBets.list[0]!, key: 'LOTT', label: 'LOTT' }]), totals: teamBets.totals }
        : teamBets,
    ...overrides,
  });
}

/**
 * Waits until nothing is being fetched and the loading placeholders have given way. The jackpot
 * waits for its first live push, which these pages' fake never sends: its placeholder stays.
 */
async function settled(queryClient: QueryClient) {
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    expect(document.querySelector('.page-skeleton, [aria-busy="true"]:not(.jackpot)')).toBeNull();
  });
}

const PATHS = (createRoutes()[0]!.children ?? [])
  .map((route) => route.path)
  .filter((path): path is string => path !== undefined)
  .map((path) => (path === '*' ? '/no-such-page' : `/${path}`));

describe('no translation key or code where words belong', () => {
  it('finds keys in text, and only keys', () => {
    expect(keysIn('Type txType.POINTS_REDEEM')).toEqual(['txType.POINTS_REDEEM']);
    expect(keysIn('agent:pages.teamOverview')).toEqual(['agent:pages.teamOverview']);
    expect(keysIn('common:loading')).toEqual(['common:loading']);
    expect(keysIn('Visit example.com, pay 1,234.50 at 10:00. Next.')).toEqual([]);
  });

  it.each(PATHS)('%s shows no translation key', async (path) => {
    const { queryClient } = renderApp({ path, api: world() });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    await settled(queryClient);
    expectNoKeys(path);
    expectNoCodesInTables(path, CODES);
  });

  it.each([
    ['agent centre', 'Agent centre', '/index?agentCentre=teamOverview'],
    ['member centre', 'Member centre', null],
  ] as const)(
    'every page of the %s shows no translation key or code',
    async (_, name, path) => {
      const view = renderApp({ path: path ?? '/index', api: world() });
      if (!path) {
        await view.user.click(await screen.findByRole('button', { name: /Account menu/ }));
        await view.user.click(screen.getByRole('menuitem', { name }));
      }
      const dialog = await screen.findByRole('dialog', { name });
      const tabs = await within(dialog).findAllByRole('tab');
      expect(tabs.length).toBeGreaterThan(5);
      for (const tab of tabs) {
        const label = tab.textContent ?? '';
        await view.user.click(tab);
        await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
        await settled(view.queryClient);
        expectNoKeys(`${name}: ${label}`);
        expectNoCodesInTables(`${name}: ${label}`, CODES);
        // A grouped report names its groups (a category, a vendor) as the menus do.
        const group = within(dialog).queryByRole('button', { name: 'Game category' });
        if (group) {
          await view.user.click(group);
          await settled(view.queryClient);
          expectNoCodesInTables(`${name}: ${label} by category`, CODES);
        }
      }
    },
    120_000,
  );

  it('names the rebate rows by vendor, as the game menus do', async () => {
    const view = renderApp({ api: world() });
    await view.user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Member centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await view.user.click(within(dialog).getByRole('tab', { name: 'Rebate' }));
    expect(
      await within(dialog).findByRole('row', { name: /Slots Portal Originals \$62.50 0.8%/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('row', { name: /Lottery Vietnam Lottery \$10.00 0.5%/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Lottery Vietnam Lottery 0.5%/ })).toBeInTheDocument();
  });
});
