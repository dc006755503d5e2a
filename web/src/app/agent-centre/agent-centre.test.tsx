import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENT_MODULES, agentApi, downline, page } from '@/testing/agent-fixtures';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { bootstrap } from '@/testing/fixtures';
import { inputsOf } from '@/testing/render-centre';
import { renderApp } from '@/testing/render-app';

// uPlot draws on a canvas, which jsdom lacks: the chart chunk is replaced by its data.
vi.mock('@/features/agent/components/team-chart', () => ({
  default: ({ days }: { days: { day: string }[] }) => <div data-testid="team-chart">{days.length} days</div>,
}));

const MENU = [
  'Announcement',
  'Team overview',
  'Open account',
  'Team management',
  'Team betting',
  'Downline profit and loss',
  'My income',
  'Downline account changes',
];

function narrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(max-width: 760px)',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

async function openCentre(path: string, api: FakeApi = {}) {
  const view = renderApp({ path, api: agentApi(api) });
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  return { ...view, dialog };
}

const search = (view: { router: { state: { location: { search: string } } } }) =>
  new URLSearchParams(view.router.state.location.search).get('agentCentre');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('agent centre', () => {
  it('opens from the account menu on team overview, follows the live feed and keeps its page in the address', async () => {
    const view = renderApp({ api: agentApi() });
    await view.user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Agent centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });

    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(MENU);
    expect(within(dialog).getByRole('tab', { name: 'Team overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(search(view)).toBe('teamOverview'));

    const counters = await within(dialog).findByRole('list', { name: 'Team figures' });
    expect(within(counters).getByText('Team size').parentElement).toHaveTextContent('12');
    expect(within(counters).getByText('Direct: 3')).toBeInTheDocument();
    // New members 4 against 2 before: +100%.
    expect(within(counters).getByText('New members').parentElement).toHaveTextContent(
      '+100% vs previous period',
    );
    // The team lost $250 (its profit and loss is −250): from the agent's side, a net loss of +$250.
    expect(within(counters).getByText('Team net loss').parentElement).toHaveTextContent('+$250.00');
    expect(
      within(dialog).getByText(
        'Net loss is shown from your side: positive (green) when your team lost more than it won, negative (red) when your team won more than it lost.',
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByTestId('team-chart')).toHaveTextContent('1 days');
    // Presets ask for the brand's days; a reversed custom range is refused beside its field.
    await view.user.click(within(dialog).getByRole('button', { name: 'Custom' }));
    await view.user.clear(within(dialog).getByLabelText(/^From/));
    await view.user.type(within(dialog).getByLabelText(/^From/), '2026-02-10');
    await view.user.clear(within(dialog).getByLabelText(/^To/));
    await view.user.type(within(dialog).getByLabelText(/^To/), '2026-02-01');
    expect(within(dialog).getByLabelText(/^To/)).toHaveAccessibleDescription(
      'The end date must not be before the start date.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Last 7 days' }));

    // A first deposit in the downline: the feed shows it and the counters are read again.
    expect(within(dialog).getByText('Live')).toBeInTheDocument();
    const reads = inputsOf(view.fake, 'agent.teamOverview').length;
    act(() =>
      view.fake.emit('agent.onTeamEvent', {
        type: 'event',
        event: { kind: 'firstDeposit', account: 'kid09', amount: '50.00', at: '2026-01-07T08:00:00.000Z' },
      }),
    );
    expect(await within(dialog).findByText('kid09 made a first deposit of $50.00')).toBeInTheDocument();
    await waitFor(() => expect(inputsOf(view.fake, 'agent.teamOverview').length).toBeGreaterThan(reads));

    // Arrow keys move through the menu; the address follows; Escape closes and clears it.
    within(dialog).getByRole('tab', { name: 'Team overview' }).focus();
    await view.user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('tab', { name: 'Open account' })).toHaveFocus();
    await waitFor(() => expect(search(view)).toBe('openAccount'));
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
    await waitFor(() => expect(search(view)).toBeNull());
  });

  it('writes every date filter yyyy-mm-dd, as the app writes dates, typed or picked', async () => {
    const view = await openCentre('/index?agentCentre=teamOverview');
    const { dialog, user } = view;
    await user.click(await within(dialog).findByRole('button', { name: 'Custom' }));
    const from = within(dialog).getByRole('textbox', { name: /^From/ });
    expect(from).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await user.clear(from);
    // Digits get their hyphens.
    await user.type(from, '20260203');
    expect(from).toHaveValue('2026-02-03');
    expect(within(dialog).getAllByRole('button', { name: 'Choose a date' })).toHaveLength(2);
    // A half-typed day is refused beside its field, not asked for.
    await user.clear(from);
    await user.type(from, '202602');
    expect(from).toHaveValue('2026-02');
    expect(from).toHaveAccessibleDescription('Enter a date as yyyy-mm-dd.');

    await user.click(within(dialog).getByRole('tab', { name: 'Team management' }));
    const lastLogin = await within(dialog).findByRole('textbox', { name: 'Last login from' });
    expect(lastLogin).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await user.type(lastLogin, '20260105');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(inputsOf(view.fake, 'agent.team').at(-1)).toMatchObject({ lastLoginFrom: '2026-01-05' }),
    );
    // No day field in the browser's own locale order (mm/dd/yyyy) anywhere in the centre.
    for (const input of dialog.querySelectorAll('input[type="date"]')) {
      expect(input).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('reopens on the linked page after a reload: team management with its row actions', async () => {
    const view = await openCentre('/index?agentCentre=teamManagement', {
      'agent.team': (input: unknown) =>
        (input as { parentAccount?: string }).parentAccount === 'kid01'
          ? page([downline('grandkid', { level: 2, uplineAccount: 'kid01' })])
          : page([
              downline('kid01', { directCount: 2 }),
              downline('kid02', { status: 'locked', agentLocked: true }),
            ]),
      'agentTransfer.targets': {
        upline: { account: 'boss01', nickname: 'Boss' },
        downlines: [
          { account: 'kid02', nickname: '' },
          { account: 'kid01', nickname: '' },
        ],
      },
    });
    const { dialog, user } = view;
    expect(within(dialog).getByRole('tab', { name: 'Team management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await within(dialog).findByRole('table', { name: 'Downline members' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('$88.50', { selector: 'td' })).toHaveLength(2);

    // Filters go to the gateway as typed.
    await user.click(within(dialog).getByRole('button', { name: 'All levels' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Account' }), 'kid');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'locked');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(inputsOf(view.fake, 'agent.team').at(-1)).toMatchObject({
        scope: 'all',
        account: 'kid',
        status: 'locked',
        pageNo: 1,
      }),
    );

    // Lock asks first, then locks.
    await user.click(await within(dialog).findByRole('button', { name: 'Lock kid01' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Lock this account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Lock' }));
    expect(await within(dialog).findByText('kid01 is locked.')).toBeInTheDocument();
    expect(inputsOf(view.fake, 'agent.lock')).toEqual([{ account: 'kid01', locked: true }]);

    // Its own downline.
    await user.click(within(dialog).getByRole('button', { name: 'See the downline of kid01' }));
    expect(await within(dialog).findByText('Downline of kid01')).toBeInTheDocument();
    expect(await within(dialog).findByText('grandkid')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    // Transfer opens the member centre's agent transfer with that row's member chosen.
    await user.click(await within(dialog).findByRole('button', { name: 'Transfer to kid01' }));
    const member = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(member).getByRole('tab', { name: 'Agent transfer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(member).findByRole('combobox', { name: /Send to/ })).toHaveValue('kid01');
    // Closing it goes back to the agent centre's team management.
    await user.keyboard('{Escape}');
    const back = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(within(back).getByRole('tab', { name: 'Team management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(search(view)).toBe('teamManagement'));
  });

  it("shows the operator's suspension as such: the agent's unlock lifts its own lock and says the suspension stays", async () => {
    const view = await openCentre('/index?agentCentre=teamManagement', {
      'agent.team': page([
        // Suspended by the operator, and locked by the agent too.
        downline('kid03', { status: 'suspended', agentLocked: true }),
        // Suspended by the operator only.
        downline('kid04', { status: 'suspended', agentLocked: false }),
      ]),
      'agent.lock': (input: unknown) => {
        const { account, locked } = input as { account: string; locked: boolean };
        return { account, status: 'suspended', agentLocked: locked };
      },
    });
    const { dialog, user } = view;
    const table = await within(dialog).findByRole('table', { name: 'Downline members' });
    expect(within(table).getAllByText('Suspended by the operator')).toHaveLength(2);
    expect(within(table).queryByText('Active')).not.toBeInTheDocument();
    // The switch follows the agent's own lock, not the suspension.
    expect(within(table).getByRole('button', { name: 'Unlock kid03' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Lock kid04' })).toBeInTheDocument();
    // The filter offers the suspension apart from the agent's lock.
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Suspended by the operator' })).toHaveValue(
      'suspended',
    );

    // Unlocking promises no login: the operator's suspension holds.
    await user.click(within(table).getByRole('button', { name: 'Unlock kid03' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Unlock this account?' });
    expect(
      within(confirm).getByText(
        'This lifts your lock only. kid03 stays suspended by the operator and cannot log in until the operator lifts the suspension.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Unlock' }));
    expect(
      await within(dialog).findByText(
        'Your lock on kid03 is lifted. The account stays suspended by the operator.',
      ),
    ).toBeInTheDocument();
    expect(inputsOf(view.fake, 'agent.lock')).toEqual([{ account: 'kid03', locked: false }]);
  });

  it('turns the menu into a selector at 390 px; open account registers a downline and shows invite links', async () => {
    narrowScreen();
    const view = await openCentre('/index?agentCentre=openAccount', {
      'agent.register': new FakeGatewayError('US_CUSTOMER_EXIST_ERROR'),
      'agent.createInviteLink': new FakeGatewayError('INVITE_LINK_LIMIT'),
    });
    const { dialog, user } = view;
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    const selector = within(dialog).getByRole('combobox', { name: 'Agent centre menu' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(MENU);
    expect(selector).toHaveValue('openAccount');

    // Field-level errors: required fields, then the platform's answer beside the username.
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByLabelText(/^Username/)).toHaveAccessibleDescription('This field is required.');
    await user.type(within(dialog).getByLabelText(/^Username/), 'kid03');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(within(dialog).getByRole('radio', { name: 'Sub-agent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Username/)).toHaveAccessibleDescription(
        'This username is already taken.',
      ),
    );
    expect(inputsOf(view.fake, 'agent.register')).toEqual([
      { kind: 'agent', username: 'kid03', password: 'Secret123', confirmPassword: 'Secret123' },
    ]);

    // Invitation links: QR code, the register address with the affiliate code, registrations.
    expect(await within(dialog).findByText('Your affiliate code: AGT777')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'QR code of the Player invitation link' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${window.location.origin}/register?affiliateCode=AGT777P1`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Registrations: 5/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(
      await within(dialog).findByText('You have reached the maximum number of invitation links.'),
    ).toBeInTheDocument();

    // The selector changes the page (and the address).
    await user.selectOptions(selector, 'teamBetting');
    expect(await within(dialog).findByRole('list', { name: 'Totals for the range' })).toHaveTextContent(
      'Settled bets3',
    );
    await waitFor(() => expect(search(view)).toBe('teamBetting'));
  });

  it('shows the reports and the announcement, with field-level and translated errors', async () => {
    const view = await openCentre('/index?agentCentre=downlineProfitLoss', {
      'agent.teamBets': (input: unknown) =>
        (input as { account?: string }).account === 'stranger'
          ? new FakeGatewayError('NOT_IN_DOWNLINE')
          : agentApi()['agent.teamBets'],
    });
    const { dialog, user } = view;
    const totals = await within(dialog).findByRole('list', { name: 'Totals for the range' });
    expect(totals).toHaveTextContent('Rebates$0.50');
    expect(totals).toHaveTextContent('Net loss+$8.50');
    // Bets $30.00 of which $28.00 settled (valid): $2.00 still open, said beside them.
    expect(totals).toHaveTextContent('Not settled yet$2.00');
    // The platform gives a member row its level: the row still names the member (then its level).
    expect(within(dialog).getByRole('table', { name: 'Downline profit and loss' })).toHaveTextContent(
      'kid01 · Level 2',
    );

    await user.click(within(dialog).getByRole('tab', { name: 'My income' }));
    expect(await within(dialog).findByRole('table', { name: 'My income' })).toHaveTextContent('$12.00');
    await user.click(within(dialog).getByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(inputsOf(view.fake, 'agent.income').at(-1)).toMatchObject({ period: 'month' }),
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Downline account changes' }));
    const changes = await within(dialog).findByRole('table', { name: 'Downline account changes' });
    expect(changes).toHaveTextContent('Agent transfer in');
    expect(changes).toHaveTextContent('+$25.00');

    await user.click(within(dialog).getByRole('tab', { name: 'Team betting' }));
    await within(dialog).findByRole('table', { name: 'Team betting' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Account' }), 'stranger');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: 'Account' })).toHaveAccessibleDescription(
        'This account is not in your team.',
      ),
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Announcement' }));
    const notice = await within(dialog).findByRole('article', { name: 'New commission table' });
    expect(notice).toHaveTextContent('Rates up');
    expect(notice.querySelector('script, [onerror]')).toBeNull();
  });

  it('says which bets are not settled yet, so the totals agree, and one sign for the net loss', async () => {
    // $62.40 bet today, none of it settled: no valid bets yet, nothing won or lost.
    const open = { betCount: 0, bets: '62.40', validBets: '0.00', payouts: '0.00', profitLoss: '0.00' };
    const won = { betCount: 4, bets: '40.00', validBets: '40.00', payouts: '55.00', profitLoss: '15.00' };
    const { dialog } = await openCentre('/index?agentCentre=teamBetting', {
      'agent.teamBets': {
        ...page([
          { key: 'kid01', label: 'kid01', ...open },
          { key: 'kid02', label: 'kid02', ...won },
        ]),
        totals: {
          betCount: 4,
          bets: '102.40',
          validBets: '40.00',
          payouts: '55.00',
          profitLoss: '15.00',
        },
      },
    });
    const totals = await within(dialog).findByRole('list', { name: 'Totals for the range' });
    // Bets = valid bets + not settled yet: $102.40 = $40.00 + $62.40.
    expect(totals).toHaveTextContent(
      'Bets$102.40Not settled yet$62.40Settled bets4Valid bets$40.00Payouts$55.00Net loss−$15.00',
    );
    expect(
      within(dialog).getByText(
        /^Bets include stakes not settled yet; valid bets, payouts and net loss count settled bets only\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Net loss is shown from your side/)).toBeInTheDocument();
    // The team won $15 from kid02: red and negative from the agent's side, never a green +$15.00.
    const table = within(dialog).getByRole('table', { name: 'Team betting' });
    const kid02 = within(table).getByRole('row', { name: /kid02/ });
    expect(within(kid02).getByText('−$15.00')).toHaveClass('amount--out');
    expect(table).not.toHaveTextContent('+$15.00');
  });

  it('words a refusal of the platform in the person’s language (a non-agent, an empty team)', async () => {
    const { dialog } = await openCentre('/index?agentCentre=teamOverview', {
      'agent.teamOverview': new FakeGatewayError('AGENT_ONLY'),
      'agent.team': page([]),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Non-agents cannot log in to the agent centre.',
    );
  });

  it('does not open for a player, even from a link', async () => {
    const { user } = renderApp({
      path: '/index?agentCentre=teamOverview',
      api: {
        ...accountApi({ session: loggedIn }).api,
        'system.bootstrap': bootstrap({ modules: AGENT_MODULES }),
      },
    });
    await screen.findByRole('button', { name: /Account menu/ });
    // The centre stays shut; the refusal is said in the person's language, and closing clears the link.
    const refusal = await screen.findByRole('dialog', { name: 'Agents only' });
    expect(within(refusal).getByRole('alert')).toHaveTextContent(
      'Non-agents cannot log in to the agent centre.',
    );
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
    await user.click(within(refusal).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Agents only' })).not.toBeInTheDocument(),
    );
  });
});

describe('/join', () => {
  it('takes a visitor’s application, field errors first', async () => {
    const view = renderApp({
      path: '/join',
      api: {
        'system.bootstrap': bootstrap({ modules: AGENT_MODULES }),
        'agent.join': { id: 1, status: 'pending', createdAt: '2026-01-07T00:00:00Z', decidedAt: null },
      },
    });
    const form = await screen.findByRole('form', { name: 'Agent application' });
    await view.user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByLabelText(/^Your name/)).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      /Give at least one way to reach you/,
    );
    await view.user.type(within(form).getByLabelText(/^Your name/), 'Lan');
    await view.user.type(within(form).getByLabelText(/^Telegram/), '@lan');
    await view.user.selectOptions(within(form).getByLabelText(/^Market/), 'PH');
    await view.user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Your application has been sent/)).toBeInTheDocument();
    expect(inputsOf(view.fake, 'agent.join')).toEqual([
      { name: 'Lan', telegram: '@lan', market: 'PH', experience: '' },
    ]);
    expect(screen.getByRole('link', { name: 'Register now' })).toBeInTheDocument();
  });

  it('shows a member the application already sent', async () => {
    renderApp({
      path: '/join',
      api: {
        ...accountApi({ session: loggedIn }).api,
        'system.bootstrap': bootstrap({ modules: AGENT_MODULES }),
        'agent.joinStatus': { id: 4, status: 'pending', createdAt: '2026-01-07T00:00:00Z', decidedAt: null },
      },
    });
    expect(await screen.findByText(/Your application is being reviewed/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Agent application' })).not.toBeInTheDocument();
  });
});
