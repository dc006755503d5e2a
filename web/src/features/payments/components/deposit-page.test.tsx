import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import { depositOrder, page } from '@/testing/wallet-fixtures';
import { browser } from '../lib/browser';

async function openDeposit(api = {}) {
  const view = await openMemberCentre({ api, item: 'Deposit' });
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'Deposit' }));
  await panel.findByRole('region', { name: 'Recent deposits' });
  return { ...view, panel };
}

describe('deposit (depositv2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a bank transfer credited as soon as the operator approves it, on an open page', async () => {
    let orders = page([depositOrder({ orderId: 'D9', status: 'pending' })]);
    const { panel, fake } = await openDeposit({ 'deposit.orders': () => orders });
    const recent = within(panel.getByRole('region', { name: 'Recent deposits' }));
    const row = () => recent.getAllByRole('row')[1]!;
    await waitFor(() => expect(row()).toHaveTextContent('Pending'));
    orders = page([depositOrder({ orderId: 'D9', status: 'success' })]);
    act(() => fake.emit('orders.onChanged', { kind: 'deposit' }));
    await waitFor(() => expect(row()).toHaveTextContent('Successful'));
  });

  it('pays online: quick amount, confirmation, then the provider pay page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { panel, user, fake } = await openDeposit();
    expect(await panel.findByRole('radio', { name: /Sandbox Pay/ })).toBeChecked();
    expect(panel.getByText('$10.00 – $5,000.00')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: '$100.00' }));
    expect(panel.getByLabelText('Amount')).toHaveValue('100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    const confirm = panel.getByRole('region', { name: 'Confirm the deposit' });
    expect(within(confirm).getByText('$100.00')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-pay/pay/P1'));
    const [sent] = inputsOf<{ requestId: string }>(fake, 'deposit.create');
    expect(sent).toMatchObject({ channelId: 1, amount: '100' });
    expect(sent!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent).not.toHaveProperty('payerName');
  });

  it('asks a bank transfer for the payer name, shows the account to pay and the pending order', async () => {
    const { panel, user, fake } = await openDeposit({
      'deposit.create': depositOrder({
        orderId: 'D9',
        channelId: 2,
        channelName: 'Bank transfer',
        channelType: 'bank',
        payUrl: null,
      }),
      'deposit.order': depositOrder({
        orderId: 'D9',
        channelName: 'Bank transfer',
        channelType: 'bank',
        payUrl: null,
      }),
    });
    await user.click(await panel.findByRole('radio', { name: /Bank transfer/ }));
    const account = panel.getByRole('group', { name: 'Transfer to this account' });
    expect(within(account).getByText('0123456789')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(panel.getByLabelText('Payer name')).toHaveAccessibleDescription(
      expect.stringContaining('This field cannot be empty.'),
    );
    await user.type(panel.getByLabelText('Payer name'), 'Nguyen Van A');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm deposit' }));
    const status = await panel.findByRole('region', { name: 'Deposit status' });
    expect(
      await within(status).findByText('Waiting for your bank transfer to be checked…'),
    ).toBeInTheDocument();
    expect(inputsOf(fake, 'deposit.create')[0]).toMatchObject({ channelId: 2, payerName: 'Nguyen Van A' });
  });

  it('refuses an amount outside the channel limits in the browser and from the server', async () => {
    const { panel, user, fake } = await openDeposit({
      'deposit.create': new FakeGatewayError('AMOUNT_OUT_OF_RANGE'),
    });
    await user.type(await panel.findByLabelText('Amount'), '5');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(panel.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount between $10.00 and $5,000.00.'),
    );
    expect(inputsOf(fake, 'deposit.create')).toHaveLength(0);
    await user.clear(panel.getByLabelText('Amount'));
    await user.type(panel.getByLabelText('Amount'), '50');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() =>
      expect(panel.getByLabelText('Amount')).toHaveAccessibleDescription(
        expect.stringContaining('The amount is outside the allowed limits.'),
      ),
    );
    expect(panel.getByLabelText('Amount')).toHaveValue('50');
  });

  it('lists recent deposits with their status', async () => {
    const { panel } = await openDeposit({
      'deposit.orders': page([
        depositOrder({ orderId: 'D1', status: 'success', amount: '300.00' }),
        depositOrder({ orderId: 'D2', status: 'failed', amount: '20.00' }),
        depositOrder({ orderId: 'D3', status: 'pending', amount: '50.00' }),
      ]),
    });
    const recent = await panel.findByRole('region', { name: 'Recent deposits' });
    const rows = await within(recent).findAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['$300.00', 'Successful'],
      ['$20.00', 'Failed'],
      ['$50.00', 'Pending'],
    ]);
    // On phones each row is a card: every value carries its column's label (as the records do).
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['Time', 'Payment method', 'Amount', 'Status']);
  });

  it('says so when no channel is available', async () => {
    const { panel } = await openDeposit({ 'deposit.channels': [] });
    expect(await panel.findByText(/No deposit method is available right now/)).toBeInTheDocument();
  });
});
