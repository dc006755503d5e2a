/**
 * How the descriptor walk calls each payments endpoint (see walk.ts). The player funds what it
 * withdraws with a bank-transfer deposit the operator approves, and the operator API brings a
 * withdrawal to `paid` for the confirmation. The sandbox callback is the provider's call: signed
 * with the platform's SANDBOX_PAY_SECRET and sent without the gateway's client.
 */
import { createHmac } from 'node:crypto';
import {
  envelope,
  paymentsEndpoints as e,
  SANDBOX_SIGNATURE_HEADER,
  type AnyEndpoint,
  type DepositOrder,
  type EndpointInput,
  type EndpointResponse,
  type SandboxCallback,
  type WithdrawOrder,
} from '@portal/contracts';
import type { Examples, Role, Walk } from './walk.js';

/** The payment password the walk sets for a role (any later change keeps it). */
export const WALK_PAYMENT_PASSWORD = '246810';

const ACCOUNT: Record<Role, string> = { player: 'demoplayer', agent: 'demoagent' };
const BANK_DEPOSIT = '50.00';
const WITHDRAWAL = '10.00';

let requests = 0;
const requestId = () => `walk-pay-${process.pid}-${++requests}`;

/** A setup call, answered as its descriptor's response (the client parsed it with that schema). */
async function call<E extends AnyEndpoint>(
  walk: Walk,
  endpoint: E,
  input: EndpointInput<E>,
  as: Role = 'player',
): Promise<EndpointResponse<E>> {
  return (await walk.call(endpoint, input, as)) as EndpointResponse<E>;
}

async function channelId(walk: Walk, type: 'online' | 'bank', as: Role): Promise<number> {
  const { channels } = await call(walk, e.depositChannels, {}, as);
  const channel = channels.find((c) => c.type === type);
  if (!channel) throw new Error(`no ${type} deposit channel`);
  return channel.id;
}

export async function bankDeposit(walk: Walk, as: Role = 'player'): Promise<DepositOrder> {
  const id = await channelId(walk, 'bank', as);
  const body = { requestId: requestId(), channelId: id, amount: BANK_DEPOSIT, payerName: 'Walk Payer' };
  return call(walk, e.deposit, { body }, as);
}

/** Sets the walk's payment password for the role unless it has one. */
export async function ensurePaymentPassword(walk: Walk, as: Role = 'player'): Promise<void> {
  const info = await call(walk, e.withdrawInfo, {}, as);
  if (info.isPaymentPasswordSet) return;
  await call(walk, e.setPaymentPassword, { body: { newPaymentPassword: WALK_PAYMENT_PASSWORD } }, as);
}

/** The role's first bound card, bound now (holder: the payee name) when it has none. */
async function ensureBankCard(walk: Walk, as: Role = 'player'): Promise<number> {
  const { cards } = await call(walk, e.bankCards, {}, as);
  const first = cards[0];
  if (first) return first.id;
  return (await bindCard(walk, as)).id;
}

async function bindCard(walk: Walk, as: Role) {
  await ensurePaymentPassword(walk, as);
  const { payeeName } = await call(walk, e.bankCards, {}, as);
  const accountNumber = `${process.pid}${Date.now()}${++requests}`.slice(-16);
  return call(
    walk,
    e.bindBankCard,
    {
      body: {
        bankCode: 'VCB',
        accountNumber,
        holderName: payeeName ?? 'Walk Payee',
        paymentPassword: WALK_PAYMENT_PASSWORD,
      },
    },
    as,
  );
}

/** Money in the main wallet and its turnover met: an approved bank deposit, turnover added by hand. */
async function fundWithdrawal(walk: Walk, as: Role = 'player'): Promise<void> {
  const order = await bankDeposit(walk, as);
  await walk.admin('POST', `/admin/deposits/${encodeURIComponent(order.orderId)}/approve`);
  const info = await call(walk, e.withdrawInfo, {}, as);
  const missing = Number(info.turnoverRequired) - Number(info.turnoverDone);
  if (missing > 0) {
    await walk.admin('POST', `/admin/members/${ACCOUNT[as]}/turnover`, { amount: missing.toFixed(2) });
  }
}

/** Everything a withdrawal request needs, answering its body. */
async function withdrawalBody(walk: Walk) {
  await ensurePaymentPassword(walk);
  const bankCardId = await ensureBankCard(walk);
  await fundWithdrawal(walk);
  return { requestId: requestId(), amount: WITHDRAWAL, bankCardId, paymentPassword: WALK_PAYMENT_PASSWORD };
}

/** A withdrawal of the player's that awaits confirmation: the open one moved on, else a new one. */
async function paidWithdrawal(walk: Walk): Promise<WithdrawOrder> {
  const { list } = await call(walk, e.withdrawOrders, { query: { pageNo: 1, pageSize: 20 } });
  let order = list.find((o) => ['pending', 'approved', 'paid'].includes(o.status));
  order ??= await call(walk, e.withdraw, { body: await withdrawalBody(walk) });
  const path = `/admin/withdrawals/${encodeURIComponent(order.orderId)}`;
  if (order.status === 'pending') await walk.admin('POST', `${path}/approve`);
  if (order.status !== 'paid') await walk.admin('POST', `${path}/pay`);
  return order;
}

/** The provider's signed callback for a new online order of the player's: it is paid. */
async function sandboxCallback(walk: Walk): Promise<unknown> {
  const order = await call(walk, e.deposit, {
    body: { requestId: requestId(), channelId: await channelId(walk, 'online', 'player'), amount: '10.00' },
  });
  // The pay page's address: /sandbox-pay/pay/<provider order id>?lang=<the call's language>.
  const providerOrderId =
    order.payUrl && new URL(order.payUrl, 'http://portal.test').pathname.split('/').pop();
  if (!providerOrderId) throw new Error(`online order ${order.orderId} has no pay page`);
  const body: SandboxCallback = {
    providerOrderId: decodeURIComponent(providerOrderId),
    merchantOrderId: order.orderId,
    amount: order.amount,
    status: 'paid',
    paidAt: new Date().toISOString(),
  };
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', walk.stack.upstream.config.sandboxPaySecret)
    .update(raw)
    .digest('hex');
  const res = await fetch(`${walk.stack.upstreamUrl}${e.sandboxCallback.path}`, {
    method: e.sandboxCallback.method,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body: raw,
  });
  const answer: unknown = await res.json();
  if (!res.ok) throw new Error(`sandbox callback answered ${res.status}: ${JSON.stringify(answer)}`);
  return envelope(e.sandboxCallback.response).parse(answer).value;
}

export const paymentsExamples: Examples = {
  'payments.depositChannels': (walk) => walk.call(e.depositChannels, {}),
  'payments.deposit': (walk) => bankDeposit(walk),
  'payments.depositOrder': async (walk) => {
    const { orderId } = await bankDeposit(walk);
    return walk.call(e.depositOrder, { query: { orderId } });
  },
  'payments.depositOrders': (walk) => walk.call(e.depositOrders, { query: { pageNo: 1, pageSize: 5 } }),
  'payments.setPaymentPassword': async (walk) => {
    // Set when there is none, else changed to itself: the walk's password stays what others expect.
    const { isPaymentPasswordSet } = await call(walk, e.withdrawInfo, {});
    return walk.call(e.setPaymentPassword, {
      body: isPaymentPasswordSet
        ? { oldPaymentPassword: WALK_PAYMENT_PASSWORD, newPaymentPassword: WALK_PAYMENT_PASSWORD }
        : { newPaymentPassword: WALK_PAYMENT_PASSWORD },
    });
  },
  'payments.banks': (walk) => walk.call(e.banks, {}),
  'payments.bankCards': (walk) => walk.call(e.bankCards, {}),
  'payments.bindBankCard': (walk) => bindCard(walk, 'player'),
  'payments.withdrawInfo': (walk) => walk.call(e.withdrawInfo, {}),
  'payments.withdraw': async (walk) => walk.call(e.withdraw, { body: await withdrawalBody(walk) }),
  'payments.withdrawOrders': (walk) => walk.call(e.withdrawOrders, { query: { pageNo: 1, pageSize: 5 } }),
  'payments.withdrawConfirm': async (walk) => {
    const { orderId } = await paidWithdrawal(walk);
    return walk.call(e.withdrawConfirm, { body: { orderId, result: 'received' } });
  },
  'payments.sandboxCallback': (walk) => sandboxCallback(walk),
};
