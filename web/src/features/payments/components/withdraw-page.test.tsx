import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balance } from '@/testing/account-fixtures';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import { cards, page, withdrawInfo, withdrawOrder } from '@/testing/wallet-fixtures';

/** The turnover is met unless a test says otherwise, so the form is open. */
async function openWithdraw(api = {}) {
  const view = await openMemberCentre({
    api: { 'withdraw.info': withdrawInfo({ turnoverDone: '1000.00' }), ...api },
    item: 'Withdraw',
  });
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'Withdraw' }));
  await panel.findByRole('region', { name: 'Withdrawals' });
  return { ...view, panel };
}

async function fillAndReview(
  panel: Awaited<ReturnType<typeof openWithdraw>>['panel'],
  user: Awaited<ReturnType<typeof openWithdraw>>['user'],
  amount = '200',
  password = '123456',
) {
  await user.type(await panel.findByLabelText('Amount'), amount);
  await user.type(panel.getByLabelText('Payment password'), password);
  await user.click(panel.getByRole('button', { name: 'Continue' }));
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('withdraw', () => {
  it('shows the limits, today’s count and the turnover progress', async () => {
    const { panel } = await openWithdraw({ 'withdraw.info': withdrawInfo() });
    const bar = await panel.findByRole('progressbar', { name: 'Turnover requirement' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '$250.00 of $1,000.00');
    expect(
      panel.getByText('Bet $750.00 more first: settled game rounds and lottery bets count as they settle.'),
    ).toBeInTheDocument();
    expect(panel.getByText('1 of 5')).toBeInTheDocument();
    expect(panel.getByText('$50.00 – $10,000.00')).toBeInTheDocument();
  });

  it('says at the top what is missing before any form: the turnover left to bet', async () => {
    const { panel, fake } = await openWithdraw({
      'withdraw.info': withdrawInfo({ turnoverRequired: '110.00', turnoverDone: '27.00' }),
    });
    const blocked = await panel.findByRole('region', { name: 'Ready to withdraw' });
    expect(blocked).toHaveTextContent('1 step left before you can withdraw');
    expect(blocked).toHaveTextContent(
      'Bet $83.00 more first: settled game rounds and lottery bets count as they settle.',
    );
    // What is in place is listed as done: nothing new is asked later.
    const done = within(blocked)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('✓'));
    expect(done.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Payment password'),
      expect.stringContaining('Bank card'),
      expect.stringContaining('Profile details'),
    ]);
    // Above everything else on the page, and no form to fill in and confirm.
    const regions = panel.getAllByRole('region');
    expect(regions[0]).toBe(blocked);
    expect(panel.queryByRole('region', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
    expect(panel.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(inputsOf(fake, 'withdraw.create')).toHaveLength(0);
    // The balance is not called withdrawable while something above stands in the way.
    expect(panel.queryByText('Withdrawable')).not.toBeInTheDocument();
    expect(panel.getByText('Withdrawable once the above is done')).toBeInTheDocument();
  });

  it.each([
    [
      'a withdrawal in progress',
      { hasPendingWithdrawal: true },
      'You already have a withdrawal in progress. Wait until it is finished before requesting another.',
    ],
    ['today’s withdrawals used up', { dailyCountUsed: 5 }, "You have reached today's number of withdrawals."],
    [
      'a balance under the minimum',
      { withdrawable: '20.00' },
      'Your withdrawable balance of $20.00 is below the minimum withdrawal of $50.00.',
    ],
  ])('refuses before the form with %s', async (_, info, message) => {
    const { panel } = await openWithdraw({
      'withdraw.info': withdrawInfo({ turnoverDone: '1000.00', ...info }),
    });
    const blocked = await panel.findByRole('region', { name: 'Ready to withdraw' });
    expect(blocked).toHaveTextContent(message);
    expect(panel.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('re-reads the turnover when the platform reports a wallet change, and opens the form once it is met', async () => {
    let done = '27.00';
    const { panel, fake } = await openWithdraw({
      'withdraw.info': () => withdrawInfo({ turnoverRequired: '110.00', turnoverDone: done }),
    });
    await panel.findByText(/Bet \$83\.00 more first/);
    // A round settled (the balance push is how the platform's wallet.changed reaches the page).
    done = '50.00';
    act(() => fake.emit('wallet.onBalance', balance('80.00')));
    expect(await panel.findByText(/Bet \$60\.00 more first/)).toBeInTheDocument();
    expect(panel.getByRole('progressbar', { name: 'Turnover requirement' })).toHaveAttribute(
      'aria-valuetext',
      '$50.00 of $110.00',
    );
    done = '110.00';
    act(() => fake.emit('wallet.onBalance', balance('70.00')));
    expect(await panel.findByLabelText('Amount')).toBeInTheDocument();
    expect(panel.getByRole('region', { name: 'Ready to withdraw' })).toHaveTextContent(
      'All set — you can withdraw now.',
    );
    expect(panel.getByText('Turnover requirement met.')).toBeInTheDocument();
  });

  it('re-reads the turnover when the page regains focus', async () => {
    let done = '27.00';
    const { panel } = await openWithdraw({
      'withdraw.info': () => withdrawInfo({ turnoverRequired: '110.00', turnoverDone: done }),
    });
    await panel.findByText(/Bet \$83\.00 more first/);
    done = '100.00';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await panel.findByText(/Bet \$10\.00 more first/)).toBeInTheDocument();
  });

  it('withdraws after a confirmation step, with a requestId', async () => {
    const { panel, user, fake } = await openWithdraw();
    await fillAndReview(panel, user);
    const confirm = panel.getByRole('region', { name: 'Confirm the withdrawal' });
    expect(within(confirm).getByText('Vietcombank **** **** 6789')).toBeInTheDocument();
    expect(inputsOf(fake, 'withdraw.create')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await panel.findByText(/Withdrawal requested/)).toBeInTheDocument();
    const [sent] = inputsOf<{ requestId: string }>(fake, 'withdraw.create');
    expect(sent).toMatchObject({ amount: '200', bankCardId: 11, paymentPassword: '123456' });
    expect(sent!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('still says the request went through once the pending withdrawal closes the form', async () => {
    let pending = false;
    const { panel, user } = await openWithdraw({
      'withdraw.info': () => withdrawInfo({ turnoverDone: '1000.00', hasPendingWithdrawal: pending }),
      'withdraw.create': () => {
        pending = true;
        return withdrawOrder();
      },
    });
    await fillAndReview(panel, user);
    await user.click(panel.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await panel.findByText(/You already have a withdrawal in progress/)).toBeInTheDocument();
    expect(panel.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(panel.getByText(/Withdrawal requested/)).toBeInTheDocument();
  });

  it('puts a wrong payment password under its field and keeps the amount', async () => {
    const { panel, user } = await openWithdraw({
      'withdraw.create': new FakeGatewayError('PAYMENT_PASSWORD_INCORRECT'),
    });
    await fillAndReview(panel, user);
    await user.click(panel.getByRole('button', { name: 'Confirm withdrawal' }));
    const password = await panel.findByLabelText('Payment password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The payment password is incorrect.'));
    expect(panel.getByLabelText('Amount')).toHaveValue('200');
  });

  it.each([
    ['TURNOVER_NOT_MET', 'The turnover requirement is not met yet. Keep playing to unlock withdrawals.'],
    ['WITHDRAW_PENDING_EXISTS', 'You already have a withdrawal in progress.'],
    [
      'TRIAL_ACCOUNT',
      'Free-play accounts cannot move money. Register a real account to deposit and withdraw.',
    ],
  ])('explains %s', async (code, message) => {
    const { panel, user } = await openWithdraw({ 'withdraw.create': new FakeGatewayError(code) });
    await fillAndReview(panel, user);
    await user.click(panel.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await panel.findByText(message)).toBeInTheDocument();
  });

  it('checks the amount against the limits and what is withdrawable', async () => {
    const { panel, user, fake } = await openWithdraw({
      'withdraw.info': withdrawInfo({ withdrawable: '100.00', turnoverDone: '1000.00' }),
    });
    await fillAndReview(panel, user, '150');
    expect(panel.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('The amount is more than the available balance.'),
    );
    expect(inputsOf(fake, 'withdraw.create')).toHaveLength(0);
  });

  it('sends a member without a payment password or card to the part of My account that fixes each', async () => {
    const { panel, user, dialog } = await openWithdraw({
      'withdraw.info': withdrawInfo(
        { isPaymentPasswordSet: false, turnoverDone: '1000.00' },
        { unmet: ['bankCard'] },
      ),
      'withdraw.cards': cards({ cards: [] }),
    });
    expect(await panel.findByText('Set a payment password before withdrawing.')).toBeInTheDocument();
    expect(panel.getByText('Add a bank card before withdrawing.')).toBeInTheDocument();
    expect(panel.getByText('2 steps left before you can withdraw')).toBeInTheDocument();
    expect(panel.queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Set password' }));
    expect(within(dialog).getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'true');
    const section = within(await within(dialog).findByRole('region', { name: 'Payment password' }));
    await waitFor(() => expect(section.getByLabelText('New payment password')).toHaveFocus());
  });

  it('names the profile fields the brand requires and leads to the profile', async () => {
    const { panel } = await openWithdraw({
      'withdraw.info': withdrawInfo(
        { turnoverDone: '1000.00' },
        { unmet: ['profile'], missingFields: ['realName', 'address'] },
      ),
    });
    expect(await panel.findByText('Still to fill in: Real name, Address')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Complete profile' })).toBeInTheDocument();
    expect(panel.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('shows each payout method’s usual time', async () => {
    const { panel, user } = await openWithdraw();
    await user.click(await panel.findByText('Usual payout times'));
    expect(panel.getByText('Vietcombank').nextElementSibling).toHaveTextContent('5–30 min');
    expect(panel.getByText('HSBC').nextElementSibling).toHaveTextContent('1–24 hr');
  });
});

describe('withdrawal confirmation (spec section 4)', () => {
  // Made when each test starts: its deadline is 25 minutes from then, however long earlier tests took.
  const paidOrder = () =>
    withdrawOrder({
      orderId: 'W7',
      status: 'paid',
      amount: '200.00',
      confirmDeadline: new Date(Date.now() + 25 * 60_000).toISOString(),
    });
  const openPaid = () => openWithdraw({ 'withdraw.orders': page([paidOrder()]) });

  it('shows the withdrawal paid, with its form and deadline, as soon as the operator pays it, on an open page', async () => {
    let orders = page([withdrawOrder({ orderId: 'W7', status: 'pending' })]);
    const { panel, fake } = await openWithdraw({ 'withdraw.orders': () => orders });
    const list = within(await panel.findByRole('region', { name: 'Withdrawals' }));
    expect(await list.findByText('Pending')).toBeInTheDocument();
    // The operator pays it: the platform announces the order change, nobody touches the page.
    orders = page([paidOrder()]);
    act(() => fake.emit('orders.onChanged', { kind: 'withdraw' }));
    const form = await list.findByRole('form', { name: 'Confirm receipt of $200.00' });
    expect(within(form).getByText(/Please answer within (24|25):\d\d/)).toBeInTheDocument();
    expect(list.queryByText('Pending')).not.toBeInTheDocument();
    // A deposit's change leaves the withdrawals alone.
    const reads = fake.calls.filter((c) => c === 'withdraw.orders').length;
    act(() => fake.emit('orders.onChanged', { kind: 'deposit' }));
    act(() => fake.emit('orders.onChanged', { kind: 'all' }));
    await waitFor(() => expect(fake.calls.filter((c) => c === 'withdraw.orders').length).toBe(reads + 1));
  });

  it('confirms a paid withdrawal as received, with the deadline shown', async () => {
    const { panel, user, fake } = await openPaid();
    const form = await panel.findByRole('form', { name: 'Confirm receipt of $200.00' });
    expect(within(form).getByText(/Please answer within (24|25):\d\d/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(inputsOf(fake, 'withdraw.confirm')).toEqual([{ orderId: 'W7', result: 'received' }]),
    );
  });

  it('confirms a partial receipt and shows what remains', async () => {
    const { panel, user, fake } = await openPaid();
    const form = within(await panel.findByRole('form', { name: 'Confirm receipt of $200.00' }));
    await user.click(form.getByRole('radio', { name: 'Partly received' }));
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    expect(form.getByLabelText('Amount received')).toHaveAccessibleDescription('This field cannot be empty.');
    await user.type(form.getByLabelText('Amount received'), '200');
    expect(form.getByText('Remaining: $0.00')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    expect(form.getByLabelText('Amount received')).toHaveAccessibleDescription(
      'The received amount must be less than $200.00; otherwise choose Received.',
    );
    await user.clear(form.getByLabelText('Amount received'));
    await user.type(form.getByLabelText('Amount received'), '150.5');
    expect(form.getByText('Remaining: $49.50')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(inputsOf(fake, 'withdraw.confirm')).toEqual([
        { orderId: 'W7', result: 'partlyReceived', receivedAmount: '150.5' },
      ]),
    );
  });

  it('reports not received with proof images checked by their bytes', async () => {
    const { panel, user, fake } = await openPaid();
    const form = within(await panel.findByRole('form', { name: 'Confirm receipt of $200.00' }));
    await user.click(form.getByRole('radio', { name: 'Not received' }));
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    expect(form.getByLabelText('Proof images')).toHaveAccessibleDescription(
      expect.stringContaining('Add at least one proof image.'),
    );
    const input = form.getByLabelText('Proof images');
    // A GIF renamed to .png is refused; fireEvent: user.upload would filter by the accept attribute.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'fake.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(form.getByLabelText('Proof images')).toHaveAccessibleDescription(
        expect.stringContaining('fake.png is not a PNG or JPG image.'),
      ),
    );
    fireEvent.change(input, { target: { files: [new File([PNG], 'statement.png', { type: 'image/png' })] } });
    expect(await form.findByText('statement.png')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(inputsOf(fake, 'withdraw.confirm')).toHaveLength(1));
    const [sent] = inputsOf<{ result: string; proofImages: string[] }>(fake, 'withdraw.confirm');
    expect(sent!.result).toBe('notReceived');
    expect(sent!.proofImages).toEqual([`data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`]);
  });

  it('shows a confirmation the server refuses as a translated message', async () => {
    const { panel, user } = await openWithdraw({
      'withdraw.orders': page([paidOrder()]),
      'withdraw.confirm': new FakeGatewayError('ORDER_STATE_INVALID'),
    });
    const form = within(await panel.findByRole('form', { name: 'Confirm receipt of $200.00' }));
    await user.click(form.getByRole('button', { name: 'Send answer' }));
    expect(await form.findByText('This order can no longer be changed.')).toBeInTheDocument();
  });
});
