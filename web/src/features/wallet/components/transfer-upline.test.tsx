import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import { withdrawInfo } from '@/testing/wallet-fixtures';

async function openAgentTransfer(api = {}, { form = true } = {}) {
  const view = await openMemberCentre({ api, isAgent: true });
  await view.user.click(within(view.dialog).getByRole('tab', { name: 'Agent transfer' }));
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'Agent transfer' }));
  if (form) await panel.findByLabelText('Send to');
  return { ...view, panel };
}

describe('agent transfer (transferUpline)', () => {
  const targets = {
    upline: { account: 'boss01', nickname: 'Boss' },
    downlines: [{ account: 'kid01', nickname: 'Kid' }],
  };

  it('sends to a direct downline after a confirmation', async () => {
    const { panel, user, fake } = await openAgentTransfer({ 'agentTransfer.targets': targets });
    await user.selectOptions(panel.getByLabelText('Send to'), 'kid01');
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.type(panel.getByLabelText('Payment password'), '123456');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    const confirm = panel.getByRole('region', { name: 'Confirm the transfer' });
    expect(within(confirm).getByText('Kid (kid01) · Downline')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(inputsOf(fake, 'agentTransfer.create')).toHaveLength(1));
    const [sent] = inputsOf<{ requestId: string }>(fake, 'agentTransfer.create');
    expect(sent).toMatchObject({ targetAccount: 'kid01', amount: '100', paymentPassword: '123456' });
    expect(sent!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await panel.findByText(/\$100\.00 sent to/)).toBeInTheDocument();
  });

  it('shows a refused target under the field', async () => {
    const { panel, user } = await openAgentTransfer({
      'agentTransfer.targets': targets,
      'agentTransfer.create': new FakeGatewayError('TRANSFER_TARGET_NOT_ALLOWED'),
    });
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.type(panel.getByLabelText('Payment password'), '123456');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() =>
      expect(panel.getByLabelText('Send to')).toHaveAccessibleDescription(
        'You can only transfer to your upline or a direct downline.',
      ),
    );
  });

  it('asks for the payment password on the form and keeps what was entered when it is refused', async () => {
    const { panel, user, fake } = await openAgentTransfer({
      'agentTransfer.targets': targets,
      'agentTransfer.create': new FakeGatewayError('PAYMENT_PASSWORD_INCORRECT'),
    });
    // The password is asked for before the confirmation step, not after it.
    await user.selectOptions(panel.getByLabelText('Send to'), 'kid01');
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(panel.getByLabelText('Payment password')).toHaveAccessibleDescription(
      'This field cannot be empty.',
    );
    expect(panel.queryByRole('region', { name: 'Confirm the transfer' })).not.toBeInTheDocument();

    await user.type(panel.getByLabelText('Payment password'), '654321');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(inputsOf(fake, 'agentTransfer.create')).toHaveLength(1));

    // Back on the form with everything as it was, the refusal shown once, under its field.
    const password = await panel.findByLabelText('Payment password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The payment password is incorrect.'));
    expect(panel.getAllByText('The payment password is incorrect.')).toHaveLength(1);
    expect(panel.getByLabelText('Send to')).toHaveValue('kid01');
    expect(panel.getByLabelText('Amount')).toHaveValue('100');
    expect(password).toHaveValue('654321');
  });

  it('says what a refusal means when the gateway names its field with the code (no payment password set)', async () => {
    // What the gateway sends: `fields.paymentPassword` carries the error's code, which is no message.
    const { panel, user } = await openAgentTransfer({
      'agentTransfer.targets': targets,
      'agentTransfer.create': new FakeGatewayError('PAYMENT_PASSWORD_NOT_SET', {
        paymentPassword: 'PAYMENT_PASSWORD_NOT_SET',
      }),
    });
    await user.type(panel.getByLabelText('Amount'), '10');
    await user.type(panel.getByLabelText('Payment password'), '999999');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() =>
      expect(panel.getByLabelText('Payment password')).toHaveAccessibleDescription(
        'Set your payment password first.',
      ),
    );
    // With the way to set one.
    expect(panel.getByRole('button', { name: 'Set a payment password' })).toBeVisible();
  });

  it('says before the form that a transfer needs a payment password and lands on its section to set one', async () => {
    let isSet = false;
    const { panel, user, dialog, fake } = await openAgentTransfer(
      {
        'agentTransfer.targets': targets,
        'withdraw.info': () => withdrawInfo({ isPaymentPasswordSet: isSet }),
        'withdraw.setPaymentPassword': () => {
          isSet = true;
          return { ok: true };
        },
      },
      { form: false },
    );
    expect(
      await panel.findByText(
        'Set a payment password before transferring: every transfer is confirmed with it.',
      ),
    ).toBeVisible();
    // No form to fill in that the platform would refuse only after "Confirm transfer".
    expect(panel.queryByLabelText('Payment password')).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Set a payment password' }));
    expect(within(dialog).getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'true');
    const section = within(await within(dialog).findByRole('region', { name: 'Payment password' }));
    // Landed on the section, ready to type.
    await waitFor(() => expect(section.getByLabelText('New payment password')).toHaveFocus());
    await user.keyboard('246810');
    await user.type(section.getByLabelText('Confirm new payment password'), '246810');
    await user.click(section.getByRole('button', { name: 'Set payment password' }));
    expect(await section.findByText('Payment password saved.')).toBeInTheDocument();
    expect(inputsOf(fake, 'withdraw.setPaymentPassword')).toHaveLength(1);

    // Back on the transfer: the form, now that one is set.
    await user.click(within(dialog).getByRole('tab', { name: 'Agent transfer' }));
    const back = within(within(dialog).getByRole('tabpanel', { name: 'Agent transfer' }));
    expect(await back.findByLabelText('Payment password')).toBeInTheDocument();
    expect(back.queryByRole('button', { name: 'Set a payment password' })).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field once, in the form banner, and keeps the form', async () => {
    const { panel, user } = await openAgentTransfer({
      'agentTransfer.targets': targets,
      'agentTransfer.create': new FakeGatewayError('TRANSFER_FAILED'),
    });
    await user.type(panel.getByLabelText('Amount'), '100');
    await user.type(panel.getByLabelText('Payment password'), '123456');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.click(panel.getByRole('button', { name: 'Confirm transfer' }));
    const message = 'The game provider refused the transfer. Your money was not moved.';
    expect(await panel.findByRole('alert')).toHaveTextContent(message);
    expect(panel.getAllByText(message)).toHaveLength(1);
    await user.click(panel.getByRole('button', { name: 'Back' }));
    expect(panel.getByLabelText('Amount')).toHaveValue('100');
  });
});
