import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';

async function openAgentTransfer(api = {}) {
  const view = await openMemberCentre({ api, isAgent: true });
  await view.user.click(within(view.dialog).getByRole('tab', { name: 'Agent transfer' }));
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'Agent transfer' }));
  await panel.findByLabelText('Send to');
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
