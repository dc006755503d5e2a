import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Contract, ContractInfo, ContractOffer } from '@/features/agent/api/types';
import { agentApi, page } from '@/testing/agent-fixtures';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { inputsOf } from '@/testing/render-centre';
import { renderApp } from '@/testing/render-app';

const TIERS = [
  {
    teamDays: 0,
    activeNumber: 1,
    totalAmount: '50.00',
    proportion: '0.5',
    winRate: null,
    lossRate: null,
    singleBetAmount: null,
  },
  {
    teamDays: 0,
    activeNumber: 5,
    totalAmount: '2000.00',
    proportion: '1',
    winRate: null,
    lossRate: null,
    singleBetAmount: null,
  },
];

const contract = (overrides: Partial<Contract> = {}): Contract => ({
  id: 11,
  kind: 'dailyWages',
  period: 'daily',
  upline: null,
  downline: 'demoagent',
  tiers: TIERS,
  maxProportion: '1',
  status: 'active',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  endReason: null,
  createdAt: '2025-12-31T00:00:00.000Z',
  ...overrides,
});

const offerTo = (overrides: Partial<ContractOffer> = {}): ContractOffer => ({
  id: 77,
  action: 'new',
  kind: 'dailyWages',
  upline: 'bigboss',
  downline: 'demoagent',
  period: 'daily',
  tiers: TIERS,
  maxProportion: '1',
  contractId: null,
  status: 'pending',
  createdAt: '2026-01-07T00:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

function info(
  kinds: Partial<Record<'dividend' | 'dailyWages', Partial<ContractInfo['kinds'][number]>>>,
): ContractInfo {
  const all = ['dividend', 'dailyWages', 'hourlySalary', 'realtimeSalary'] as const;
  return {
    divtypereq: 'dividend' in kinds,
    dailysalreqtype: 'dailyWages' in kinds,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    kinds: all.map((kind) => ({
      kind,
      enabled: kind in kinds,
      contracts: [],
      pendingOffer: null,
      maxProportion: null,
      ...(kinds as Record<string, object>)[kind],
    })),
  };
}

const progress = {
  contract: contract(),
  periodStart: '2026-01-07T00:00:00.000Z',
  periodEnd: '2026-01-08T00:00:00.000Z',
  figures: {
    teamDays: 6,
    activeNumber: 2,
    validBets: '120.00',
    payouts: '100.00',
    bonuses: '0.00',
    rebates: '0.00',
    netLoss: '20.00',
    betCount: 10,
    winRate: '83.3333',
    lossRate: '16.6666',
    singleBetAmount: '12.00',
  },
  tierIndex: 0,
  tierProportion: '0.5',
  proportion: '0.5',
  estimatedAmount: '0.60',
  nextTier: {
    index: 1,
    proportion: '1',
    conditions: [
      { field: 'teamDays', required: '0', current: '6', met: true },
      { field: 'activeNumber', required: '5', current: '2', met: false },
      { field: 'totalAmount', required: '2000.00', current: '120.00', met: false },
    ],
  },
  asOf: '2026-01-07T10:00:00.000Z',
};

function contractApi(overrides: FakeApi = {}): FakeApi {
  return agentApi({
    'agentContract.info': info({ dailyWages: { contracts: [contract()], maxProportion: '1' }, dividend: {} }),
    'agentContract.onFeed': undefined,
    'agentContract.progress': progress,
    'agentContract.downlineContracts': page([
      { account: 'subone', nickname: 'Sub One', contracts: [], pendingOffers: [] },
    ]),
    ...overrides,
  });
}

async function openWages(api: FakeApi) {
  const view = renderApp({ path: '/index?agentCentre=dailyWages', api });
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  return { ...view, dialog };
}

describe('contract pages', () => {
  it('lists only the enabled kinds and shows my contract with the progress to the next tier', async () => {
    const { dialog } = await openWages(contractApi());
    expect(await within(dialog).findByRole('tab', { name: 'Daily wages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: 'Dividend' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Hourly salary' })).toBeNull();
    expect(within(dialog).queryByRole('tab', { name: 'Real-time salary' })).toBeNull();
    expect(
      await within(dialog).findByRole('heading', { name: /Contract with the brand/ }),
    ).toBeInTheDocument();
    const now = await within(dialog).findByRole('region', { name: 'This period so far' });
    expect(within(now).getByText('$0.60')).toBeInTheDocument();
    expect(within(now).getByText('2 of 5')).toBeInTheDocument();
    // The tier asks no team days: that is no condition, not "6 of 0: met".
    expect(within(now).queryByText(/ of 0/)).not.toBeInTheDocument();
    expect(within(now).queryByText('Team days', { selector: '.contract-conditions__label' })).toBeNull();
    // The team lost $20: a net loss of +$20.00 from my side, and the page says how to read it.
    expect(within(now).getByText('Team net loss').parentElement).toHaveTextContent('+$20.00');
    expect(within(now).getByText(/^Net loss is shown from your side/)).toBeInTheDocument();
    // A period is named as a word of its own, not mid-sentence lowercase.
    expect(within(dialog).getByText('Settlement period').nextElementSibling).toHaveTextContent(/^Daily$/);
  });

  it('shows the simulation with one sign for the net loss, stated under it', async () => {
    const row = (start: string, netLoss: string, amount: string) => ({
      start,
      periods: 1,
      paying: amount === '0.00' ? 0 : 1,
      figures: { ...progress.figures, netLoss },
      tierIndex: amount === '0.00' ? null : 0,
      amount,
    });
    const { dialog, user } = await openWages(
      contractApi({
        'agentContract.simulate': {
          period: 'daily',
          from: '2025-12-08T00:00:00.000Z',
          to: '2026-01-07T00:00:00.000Z',
          cap: '1',
          rows: [
            row('2026-01-05T00:00:00.000Z', '313.06', '1.56'),
            row('2026-01-06T00:00:00.000Z', '-15.00', '0.00'),
          ],
          totals: { periods: 30, paying: 1, amount: '1.56' },
        },
      }),
    );
    await user.click(await within(dialog).findByRole('button', { name: "Sub-agents' contracts" }));
    await user.click(await within(dialog).findByRole('button', { name: 'Offer a contract to subone' }));
    const form = within(dialog).getByRole('form', { name: 'Contract offer to subone' });
    await user.type(within(form).getByLabelText(/Proportion/), '0.5');
    await user.click(within(form).getByRole('button', { name: 'Simulate the last 30 days' }));
    const result = within(
      await within(form).findByRole('region', { name: 'What these tiers would have paid' }),
    );
    expect(result.getByText('+$313.06')).toHaveClass('amount--in');
    expect(result.getByText('−$15.00')).toHaveClass('amount--out');
    // A closed period met its tier or did not: never "no tier yet".
    expect(result.getByText('No tier met')).toBeInTheDocument();
    expect(result.queryByText('No tier yet')).not.toBeInTheDocument();
    expect(result.getByText(/^Net loss is shown from your side/)).toBeInTheDocument();
  });

  it('checks an offer like the server before sending it, puts each problem beside its field, and sends a valid one', async () => {
    const { dialog, user, fake } = await openWages(
      contractApi({
        'agentContract.simulate': {
          period: 'daily',
          from: '2025-12-08T00:00:00.000Z',
          to: '2026-01-07T00:00:00.000Z',
          cap: '1',
          rows: [],
          totals: { periods: 30, paying: 4, amount: '12.34' },
        },
        'agentContract.offer': (input: unknown) => ({
          offer: offerTo({ upline: 'demoagent', downline: (input as { downline: string }).downline }),
          contract: null,
        }),
      }),
    );
    await user.click(await within(dialog).findByRole('button', { name: "Sub-agents' contracts" }));
    await user.click(await within(dialog).findByRole('button', { name: 'Offer a contract to subone' }));
    const form = within(dialog).getByRole('form', { name: 'Contract offer to subone' });
    // Above my own 1 %: said beside the proportion, which takes the focus; nothing is sent.
    await user.type(within(form).getByLabelText(/Proportion/), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('Higher than your own proportion.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Proportion/)).toHaveFocus());
    // A second tier that asks no more than the first: the shared schema's rule, on tier 2.
    await user.clear(within(form).getByLabelText(/Proportion/));
    await user.type(within(form).getByLabelText(/Proportion/), '0.4');
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const second = within(form).getByRole('group', { name: 'Tier 2' });
    await user.type(within(second).getByLabelText(/Proportion/), '0.6');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(second).findByText(
        'This tier has the same conditions as the one before it: make one condition stricter.',
      ),
    ).toBeInTheDocument();
    expect(inputsOf(fake, 'agentContract.offer')).toEqual([]);
    // Stricter now: the simulator answers, then the offer goes with exactly the tiers typed.
    await user.clear(within(second).getByLabelText(/Active members/));
    await user.type(within(second).getByLabelText(/Active members/), '3');
    await user.click(within(form).getByRole('button', { name: 'Simulate the last 30 days' }));
    expect(
      await within(form).findByText(/\$12\.34 over the last 30 days: 4 of 30 periods/),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText(/Your offer was sent to subone/)).toBeInTheDocument();
    expect(inputsOf(fake, 'agentContract.offer')).toEqual([
      {
        downline: 'subone',
        kind: 'dailyWages',
        tiers: [
          {
            teamDays: 0,
            activeNumber: 0,
            totalAmount: '0',
            proportion: '0.4',
            winRate: null,
            lossRate: null,
            singleBetAmount: null,
          },
          {
            teamDays: 0,
            activeNumber: 3,
            totalAmount: '0',
            proportion: '0.6',
            winRate: null,
            lossRate: null,
            singleBetAmount: null,
          },
        ],
      },
    ]);
  });

  it('shows a server refusal beside the tier field it names and keeps what was typed', async () => {
    const { dialog, user } = await openWages(
      contractApi({
        'agentContract.offer': new FakeGatewayError('CONTRACT_PROPORTION_ABOVE_UPLINE', {
          'tiers.0.proportion': 'proportion_above_upline',
        }),
      }),
    );
    await user.click(await within(dialog).findByRole('button', { name: "Sub-agents' contracts" }));
    await user.click(await within(dialog).findByRole('button', { name: 'Offer a contract to subone' }));
    const form = within(dialog).getByRole('form', { name: 'Contract offer to subone' });
    await user.type(within(form).getByLabelText(/Proportion/), '0.9');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('Higher than your own proportion.')).toBeInTheDocument();
    expect(
      within(form).getByText('A proportion cannot be higher than your own contract of this kind.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Proportion/)).toHaveValue('0.9');
  });

  it('accepts an offer addressed to me after a confirm step', async () => {
    const { dialog, user, fake } = await openWages(
      contractApi({
        'agentContract.info': info({
          dailyWages: { contracts: [], pendingOffer: offerTo(), maxProportion: null },
        }),
        'agentContract.progress': { ...progress, contract: null, figures: null, periodStart: null },
        'agentContract.decide': {
          offer: offerTo({ status: 'accepted' }),
          contract: contract({ upline: 'bigboss' }),
        },
      }),
    );
    const offer = await within(dialog).findByRole('region', { name: 'bigboss offers you a new contract' });
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Accept this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('You accepted the offer.')).toBeInTheDocument();
    expect(inputsOf(fake, 'agentContract.decide')).toEqual([{ offerId: 77, decision: 'accept' }]);
  });

  it('counts an offer waiting for my answer on the avatar, the account menu and the centre menu, live, until I answer', async () => {
    const view = renderApp({ path: '/index', api: contractApi() });
    const trigger = await screen.findByRole('button', { name: /Account menu/ });
    expect(screen.queryByLabelText(/Unclaimed items/)).not.toBeInTheDocument();
    // My upline offers me daily wages while I am on the home page.
    await waitFor(() => expect(view.fake.calls).toContain('agentContract.onReceived'));
    act(() => view.fake.emit('agentContract.onReceived', [offerTo()]));
    expect(await screen.findByLabelText('Unclaimed items: 1')).toBeInTheDocument();
    await view.user.click(trigger);
    const entry = screen.getByRole('menuitem', { name: /Agent centre/ });
    expect(entry).toHaveTextContent('Agent centre1 1 contract offer waiting for your answer');
    await view.user.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    const wages = await within(dialog).findByRole('tab', { name: /Daily wages/ });
    expect(wages).toHaveTextContent('Daily wages1 1 contract offer waiting for your answer');
    expect(within(dialog).getByRole('tab', { name: 'Dividend' })).toHaveTextContent(/^Dividend$/);
    // Answered (on another device): every mark goes.
    act(() => view.fake.emit('agentContract.onReceived', []));
    await waitFor(() => expect(wages).toHaveTextContent(/^Daily wages$/));
    expect(screen.queryByLabelText(/Unclaimed items/)).not.toBeInTheDocument();
  });

  it('shows an offer addressed to me without a "no contract yet" under it', async () => {
    const { dialog } = await openWages(
      contractApi({
        'agentContract.info': info({
          dailyWages: { contracts: [], pendingOffer: offerTo(), maxProportion: null },
        }),
        'agentContract.received': [offerTo()],
        'agentContract.progress': { ...progress, contract: null, figures: null, periodStart: null },
      }),
    );
    expect(
      await within(dialog).findByRole('region', { name: 'bigboss offers you a new contract' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('No contract yet')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/when they do, it appears here/)).not.toBeInTheDocument();
  });
});
