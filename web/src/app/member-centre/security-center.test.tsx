import { waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import { cards, withdrawInfo } from '@/testing/wallet-fixtures';

async function openSecurity(api = {}) {
  const view = await openMemberCentre({ api });
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'My account' }));
  await panel.findByRole('region', { name: 'Payment password' });
  return { ...view, panel };
}

// The app and the page's sections (the profile's too) are large to transform: once, before the first test's clock.
beforeAll(async () => {
  await Promise.all([import('@/testing/render-app'), import('./member-centre'), import('./security-center')]);
}, 120_000);

describe('my account (securityCenter)', () => {
  it('sets a first payment password: six digits, twice', async () => {
    const { panel, user, fake } = await openSecurity({
      'withdraw.info': withdrawInfo({ isPaymentPasswordSet: false }),
    });
    const section = within(panel.getByRole('region', { name: 'Payment password' }));
    expect(await section.findByText(/Set a 6-digit payment password/)).toBeInTheDocument();
    expect(section.queryByLabelText('Current payment password')).not.toBeInTheDocument();
    await user.type(section.getByLabelText('New payment password'), '12ab34');
    expect(section.getByLabelText('New payment password')).toHaveValue('1234');
    await user.type(section.getByLabelText('Confirm new payment password'), '123456');
    await user.click(section.getByRole('button', { name: 'Set payment password' }));
    expect(section.getByLabelText('New payment password')).toHaveAccessibleDescription(
      'The payment password is exactly 6 digits.',
    );
    await user.type(section.getByLabelText('New payment password'), '56');
    await user.click(section.getByRole('button', { name: 'Set payment password' }));
    expect(await section.findByText('Payment password saved.')).toBeInTheDocument();
    expect(inputsOf(fake, 'withdraw.setPaymentPassword')).toEqual([
      { newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    ]);
  });

  it('changes it with the old one, and shows a wrong old one under its field', async () => {
    const { panel, user } = await openSecurity({
      'withdraw.setPaymentPassword': new FakeGatewayError('OLD_PASSWORD_INCORRECT'),
    });
    const section = within(panel.getByRole('region', { name: 'Payment password' }));
    await user.type(await section.findByLabelText('Current payment password'), '111111');
    await user.type(section.getByLabelText('New payment password'), '222222');
    await user.type(section.getByLabelText('Confirm new payment password'), '222222');
    await user.click(section.getByRole('button', { name: 'Change payment password' }));
    await waitFor(() =>
      expect(section.getByLabelText('Current payment password')).toHaveAccessibleDescription(
        'The current payment password is incorrect.',
      ),
    );
    expect(section.getByLabelText('New payment password')).toHaveValue('222222');
  });

  it('binds a bank card with the holder prefilled from the payee name', async () => {
    const { panel, user, fake } = await openSecurity({
      'withdraw.bindCard': new FakeGatewayError('BANK_CARD_HOLDER_MISMATCH'),
    });
    const section = within(panel.getByRole('region', { name: 'Bank cards' }));
    expect(await section.findByText('**** **** 6789')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add a bank card' }));
    const form = within(section.getByRole('form', { name: 'Add a bank card' }));
    const holder = form.getByLabelText('Account holder name');
    expect(holder).toHaveValue('Nguyen Van A');
    expect(holder).toHaveAccessibleDescription('Must match your payee name: Nguyen Van A.');
    await user.selectOptions(await form.findByLabelText('Bank'), 'TCB');
    await user.type(form.getByLabelText('Account number'), '0987654321');
    await user.clear(holder);
    await user.type(holder, 'Someone Else');
    await user.type(form.getByLabelText('Payment password'), '123456');
    await user.click(form.getByRole('button', { name: 'Add card' }));
    await waitFor(() =>
      expect(form.getByLabelText('Account holder name')).toHaveAccessibleDescription(
        expect.stringContaining('The holder name must match your payee name.'),
      ),
    );
    expect(form.getByLabelText('Account number')).toHaveValue('0987654321');
    expect(inputsOf(fake, 'withdraw.bindCard')[0]).toEqual({
      bankCode: 'TCB',
      accountNumber: '0987654321',
      holderName: 'Someone Else',
      paymentPassword: '123456',
    });
  });

  it('stops at the card limit', async () => {
    const { panel } = await openSecurity({ 'withdraw.cards': cards({ maxCards: 1 }) });
    expect(await panel.findByText('You have linked the maximum number of cards.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Add a bank card' })).not.toBeInTheDocument();
  });
});
