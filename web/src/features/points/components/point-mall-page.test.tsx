import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf } from '@/testing/render-centre';
import { renderApp } from '@/testing/render-app';
import { walletApi, withdrawInfo } from '@/testing/wallet-fixtures';
import type { PointExchange, PointProduct } from '../api/types';

function product(id: number, over: Partial<PointProduct> = {}): PointProduct {
  return {
    id,
    name: `Prize ${id}`,
    description: 'A prize',
    imageUrl: `/point-product/${id}.svg`,
    kind: 'virtual',
    quantity: 5,
    pointsRequired: 300,
    amountRequired: '0.00',
    ...over,
  };
}

const exchange: PointExchange = {
  transactionNo: 'PX20261125170000123456',
  applicationTime: '2026-11-25 17:00:00',
  exchangeType: 'physical',
  productName: 'Prize 2',
  quantity: 1,
  points: 1200,
  amount: '0.00',
  status: 'applying',
  reason: null,
  deliveryAddress: { recipient: 'Tran An', phone: '+84 912 345 678', address: '1 Le Loi, District 1' },
};

const mall = {
  'points.products': {
    list: [
      product(1),
      product(2, { kind: 'physical', pointsRequired: 1200, amountRequired: '5.00' }),
      product(3, { quantity: 0 }),
    ],
  },
  'points.config': {
    rates: [{ category: 'RNG', rate: '1' }],
    convert: { enabled: true, pointsPerUnit: 100, minPoints: 100 },
    expires: false,
  },
};
const member = () => ({
  ...accountApi({ session: loggedIn }).api,
  ...mall,
  'points.balance': { balance: 1500, totalEarned: 2000 },
});

describe('point mall', () => {
  it('shows a visitor the products and asks them to log in to redeem', async () => {
    const view = renderApp({ path: '/pointMall', api: mall });
    const card = within(await screen.findByRole('article', { name: 'Prize 1' }));
    expect(card.getByText('300')).toBeInTheDocument();
    expect(screen.queryByText('My points')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sold out: Prize 3' })).toBeDisabled();
    await view.user.click(card.getByRole('button', { name: 'Redeem: Prize 1' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(view.fake.calls).not.toContain('points.redeem');
  }, 30_000);

  it('redeems a physical product: the address and password are checked first, then sent once', async () => {
    const view = renderApp({
      path: '/pointMall',
      api: { ...member(), 'points.redeem': { exchange, balance: 300, replayed: false } },
    });
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    expect(screen.getByText('Points never expire.', { exact: false })).toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'Redeem: Prize 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Prize 2' }));
    await view.user.click(dialog.getByRole('button', { name: 'Redeem now' }));
    expect(dialog.getAllByText('This field is required.')).toHaveLength(4);
    expect(view.fake.calls).not.toContain('points.redeem');
    await view.user.type(dialog.getByLabelText('Recipient'), 'Tran An');
    await view.user.type(dialog.getByLabelText('Phone number'), '+84 912 345 678');
    await view.user.type(dialog.getByLabelText('Address'), '1 Le Loi, District 1');
    await view.user.type(dialog.getByLabelText('Payment password'), '246810');
    await view.user.click(dialog.getByRole('button', { name: 'Redeem now' }));
    const done = within(await screen.findByRole('dialog', { name: 'Exchange submitted' }));
    expect(done.getByText('PX20261125170000123456')).toBeInTheDocument();
    expect(done.getByText('In application')).toBeInTheDocument();
    expect(inputsOf(view.fake, 'points.redeem')).toEqual([
      expect.objectContaining({
        productId: 2,
        quantity: 1,
        paymentPassword: '246810',
        deliveryAddress: { recipient: 'Tran An', phone: '+84 912 345 678', address: '1 Le Loi, District 1' },
      }),
    ]);
  }, 30_000);

  it('puts a wrong payment password beside its field', async () => {
    const view = renderApp({
      path: '/pointMall',
      api: {
        ...member(),
        'points.redeem': new FakeGatewayError('PAYMENT_PASSWORD_INCORRECT', {
          paymentPassword: 'PAYMENT_PASSWORD_INCORRECT',
        }),
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Redeem: Prize 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Prize 1' }));
    await view.user.type(dialog.getByLabelText('Payment password'), '000000');
    await view.user.click(dialog.getByRole('button', { name: 'Redeem now' }));
    expect(await dialog.findByText('The payment password is wrong.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);

  it('without a payment password, leads to its own section of the security centre and drops the old error', async () => {
    const view = renderApp({
      path: '/pointMall',
      api: {
        ...walletApi(),
        ...member(),
        'withdraw.info': withdrawInfo({ isPaymentPasswordSet: false }),
        // As the gateway answers: the code, and the field it is about.
        'points.redeem': new FakeGatewayError('PAYMENT_PASSWORD_NOT_SET', {
          paymentPassword: 'PAYMENT_PASSWORD_NOT_SET',
        }),
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Redeem: Prize 1' }));
    const redeem = await screen.findByRole('dialog', { name: 'Redeem Prize 1' });
    await view.user.type(within(redeem).getByLabelText('Payment password'), '000000');
    await view.user.click(within(redeem).getByRole('button', { name: 'Redeem now' }));
    const notSet = 'Set a payment password in the security centre first.';
    expect(await within(redeem).findByText(notSet)).toBeInTheDocument();

    await view.user.click(within(redeem).getByRole('button', { name: 'Set a payment password' }));
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'true');
    const section = within(await within(centre).findByRole('region', { name: 'Payment password' }));
    await waitFor(() => expect(section.getByLabelText('New payment password')).toHaveFocus());

    // Escape closes the centre only: back on the redemption, what was typed stays, the old refusal
    // does not.
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Redeem Prize 1' })).toBe(redeem);
    expect(redeem).toHaveFocus();
    expect(within(redeem).queryByText(notSet)).toBeNull();
    expect(within(redeem).queryByRole('button', { name: 'Set a payment password' })).toBeNull();
    expect(within(redeem).getByLabelText('Payment password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(redeem).getByLabelText('Payment password')).toHaveValue('000000');
  }, 30_000);

  it('lists the exchange records and converts points to cash', async () => {
    const view = renderApp({
      path: '/pointMall',
      api: {
        ...member(),
        'points.exchanges': { list: [exchange], pageNo: 1, pageSize: 10, totalCount: 1, totalPages: 1 },
        'points.convert': {
          exchange: { ...exchange, exchangeType: 'cash', points: 500, amount: '5.00', status: 'passed' },
          balance: 1000,
          replayed: false,
        },
      },
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Exchange records' }));
    expect(await screen.findByText('PX20261125170000123456')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('In application')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Convert to cash' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to cash' }));
    await view.user.type(dialog.getByLabelText('Points to convert'), '50');
    await view.user.type(dialog.getByLabelText('Payment password'), '246810');
    await view.user.click(dialog.getByRole('button', { name: 'Convert to cash' }));
    expect(await dialog.findByText('Convert at least 100 points.')).toBeInTheDocument();
    await view.user.type(dialog.getByLabelText('Points to convert'), '0');
    await view.user.click(dialog.getByRole('button', { name: 'Convert to cash' }));
    await waitFor(() => expect(inputsOf(view.fake, 'points.convert')).toHaveLength(1));
    expect(await screen.findByRole('dialog', { name: 'Points converted' })).toBeInTheDocument();
  }, 30_000);
});
