import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import { overview, transfer } from '@/testing/wallet-fixtures';
import { POLL_MS } from '../lib/poll';

type TransferInput = {
  requestId: string;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: string;
};

async function openWallet(api = {}) {
  const view = await openMemberCentre({ api });
  await view.user.click(within(view.dialog).getByRole('tab', { name: 'Wallet' }));
  const panel = within(view.dialog).getByRole('tabpanel', { name: 'Wallet' });
  await within(panel).findByRole('list', { name: 'Wallets' });
  return { ...view, panel: within(panel) };
}

describe('wallet (transferFund)', () => {
  afterEach(() => {
    POLL_MS.transfer = 3000;
  });

  it('lists the main wallet and every vendor wallet, a vendor under maintenance disabled', async () => {
    const { panel } = await openWallet();
    expect(panel.getByText('$1,500.00')).toBeInTheDocument();
    const wallets = within(panel.getByRole('list', { name: 'Wallets' })).getAllByRole('listitem');
    expect(wallets.map((w) => w.textContent)).toEqual([
      'Main wallet$1,000.00',
      'Demo Slots$500.00',
      'Live Arena$0.00Under maintenance',
    ]);
    const to = panel.getByLabelText('To');
    expect(within(to).getByRole('option', { name: /Live Arena/ })).toBeDisabled();
  });

  it('names the vendors that play straight from the main wallet, which need no transfer', async () => {
    const { panel } = await openWallet();
    const seamless = panel.getByRole('region', { name: 'Played from your main wallet' });
    expect(within(seamless).getByText(/nothing to transfer/)).toBeVisible();
    expect(
      within(seamless)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Portal Originals', 'Vietnam Lottery']);
    // They are not wallets to transfer to.
    expect(within(panel.getByLabelText('To')).queryByRole('option', { name: /Portal Originals/ })).toBeNull();
  });

  it('offers no transfer when every vendor plays from the main wallet', async () => {
    const { panel } = await openWallet({
      'wallet.overview': overview({
        sumBalance: '1000.00',
        wallets: [
          { accountTypeId: 1, name: 'Main wallet', vendor: null, balance: '1000.00', maintenance: false },
        ],
      }),
    });
    expect(
      panel.getByText(
        'Every game here takes its bets straight from your main wallet, so there is nothing to transfer.',
      ),
    ).toBeVisible();
    expect(panel.queryByRole('region', { name: 'Transfer between wallets' })).toBeNull();
    expect(panel.queryByRole('button', { name: 'Recover all' })).toBeNull();
  });

  it('says the brand’s transfer limits and refuses an amount outside them in the browser', async () => {
    const { panel, user, fake } = await openWallet({
      'wallet.overview': overview({ transferLimits: { min: '10.00', max: '200.00' } }),
    });
    const amount = panel.getByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount between $10.00 and $200.00.'),
    );
    for (const typed of ['9.99', '200.01']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(panel.getByRole('button', { name: 'Continue' }));
      expect(amount, typed).toHaveAttribute('aria-invalid', 'true');
      expect(panel.queryByRole('region', { name: 'Confirm the transfer' }), typed).toBeNull();
    }
    expect(inputsOf(fake, 'wallet.transfer')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(panel.getByRole('region', { name: 'Confirm the transfer' })).toBeVisible();
  });

  it('words a limit on one side only', async () => {
    const { panel } = await openWallet({
      'wallet.overview': overview({ transferLimits: { min: '5.00', max: null } }),
    });
    expect(panel.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('Enter at least $5.00.'),
    );
  });

  it('asks for confirmation before moving money, then moves it with a requestId', async () => {
    const { panel, user, fake } = await openWallet();
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    const confirm = panel.getByRole('region', { name: 'Confirm the transfer' });
    expect(within(confirm).getByText('Main wallet')).toBeInTheDocument();
    expect(within(confirm).getByText('Demo Slots')).toBeInTheDocument();
    expect(within(confirm).getByText('$100.00')).toBeInTheDocument();
    expect(inputsOf(fake, 'wallet.transfer')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm transfer' }));
    expect(await panel.findByText('$100.00 moved from Main wallet to Demo Slots.')).toBeInTheDocument();
    const [sent] = inputsOf<TransferInput>(fake, 'wallet.transfer');
    expect(sent).toMatchObject({ fromAccountTypeId: 1, toAccountTypeId: 101, amount: '100' });
    expect(sent!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('fills the whole source balance with All and keeps one side the main wallet', async () => {
    const { panel, user } = await openWallet();
    await user.selectOptions(panel.getByLabelText('From'), '101');
    expect(panel.getByLabelText('To')).toHaveValue('1');
    await user.click(panel.getByRole('button', { name: 'All' }));
    expect(panel.getByLabelText('Amount')).toHaveValue('500');
  });

  it('refuses more than the source balance in the browser', async () => {
    const { panel, user, fake } = await openWallet();
    await user.type(panel.getByLabelText('Amount'), '1000.01');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(panel.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('The amount is more than the available balance.'),
    );
    expect(inputsOf(fake, 'wallet.transfer')).toHaveLength(0);
  });

  it('shows a refusal under the amount, back on the form with the amount kept', async () => {
    const { panel, user } = await openWallet({
      'wallet.transfer': new FakeGatewayError('INSUFFICIENT_BALANCE'),
    });
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    const amount = await panel.findByLabelText('Amount');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('Your balance is not enough')),
    );
    expect(amount).toHaveValue('100');
  });

  it('reuses the requestId when the same transfer is retried after a network failure', async () => {
    let calls = 0;
    const { panel, user, fake } = await openWallet({
      'wallet.transfer': (input: unknown) => {
        calls += 1;
        return calls === 1 ? new Error('socket hang up') : transfer({ ...(input as object) });
      },
    });
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    expect(await panel.findByText(/Network error/)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    expect(await panel.findByText('$100.00 moved from Main wallet to Demo Slots.')).toBeInTheDocument();
    const [first, second] = inputsOf<TransferInput>(fake, 'wallet.transfer');
    expect(second!.requestId).toBe(first!.requestId);
    // A new submission is a new request.
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(inputsOf(fake, 'wallet.transfer')).toHaveLength(3));
    expect(inputsOf<TransferInput>(fake, 'wallet.transfer')[2]!.requestId).not.toBe(first!.requestId);
  });

  it('shows a pending transfer as pending and follows it until the vendor answers', async () => {
    POLL_MS.transfer = 50;
    let asked = 0;
    const { panel, user, fake } = await openWallet({
      'wallet.transfer': (input: unknown) => transfer({ ...(input as object), status: 'pending' }),
      'wallet.transferStatus': () => {
        asked += 1;
        return transfer({ amount: '100.00', status: asked < 2 ? 'pending' : 'success' });
      },
    });
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    expect(await panel.findByText(/waiting for the game provider to confirm/)).toBeInTheDocument();
    expect(await panel.findByText('$100.00 moved from Main wallet to Demo Slots.')).toBeInTheDocument();
    expect(inputsOf(fake, 'wallet.transferStatus')[0]).toEqual({ transferId: 'T1' });
  });

  it('recovers every vendor wallet after a confirmation', async () => {
    const { panel, user, fake } = await openWallet({
      'wallet.recoverAll': {
        transfers: [transfer({ fromAccountTypeId: 101, toAccountTypeId: 1, amount: '500.00' })],
      },
    });
    await user.click(panel.getByRole('button', { name: 'Recover all' }));
    expect(inputsOf(fake, 'wallet.recoverAll')).toHaveLength(0);
    const question = panel.getByRole('group', { name: 'Recover all' });
    await user.click(within(question).getByRole('button', { name: 'Yes, recover all' }));
    expect(await panel.findByText('1 of 1 wallets moved back to the main wallet.')).toBeInTheDocument();
    expect(inputsOf<{ requestId: string }>(fake, 'wallet.recoverAll')[0]!.requestId).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
  });
});
