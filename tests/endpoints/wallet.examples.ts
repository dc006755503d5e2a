/** How the descriptor walk calls each wallet endpoint (see walk.ts). */
import { MAIN_WALLET_ID, paymentsEndpoints, walletEndpoints } from '@portal/contracts';
import type { Examples, Role, Walk } from './walk.js';

const PAYMENT_PASSWORD = '135790';
let requests = 0;

/** A fresh request id (the money-moving calls are idempotent by it). */
export const walkRequestId = (what: string) => `walk-${what}-${process.pid}-${++requests}`;

/** Money in the role's main wallet, granted by the operator (no turnover owed on it). */
export async function fund(walk: Walk, role: Role, amount = '10.00'): Promise<void> {
  const account = role === 'agent' ? 'demoagent' : 'demoplayer';
  await walk.admin('POST', `/admin/members/${account}/bonus`, {
    requestId: walkRequestId('fund'),
    amount,
    bonusType: 'WELCOME',
    turnoverMultiplier: 0,
  });
}

/** The brand's first vendor wallet (not the main one). */
async function vendorWallet(walk: Walk): Promise<number> {
  const balance = walletEndpoints.balance.response.parse(await walk.call(walletEndpoints.balance, {}));
  const vendor = balance.balance.find((w) => w.accountTypeId !== MAIN_WALLET_ID);
  if (!vendor) throw new Error('the brand has no vendor wallet');
  return vendor.accountTypeId;
}

/** 1.00 from the main wallet to a vendor wallet, for the player. */
async function transferToVendor(walk: Walk) {
  await fund(walk, 'player');
  const body = {
    requestId: walkRequestId('transfer'),
    fromAccountTypeId: MAIN_WALLET_ID,
    toAccountTypeId: await vendorWallet(walk),
    amount: '1.00',
  };
  return walletEndpoints.transfer.response.parse(await walk.call(walletEndpoints.transfer, { body }));
}

/**
 * The agent's payment password: set, or changed to itself when it already is (a walk may run an
 * example twice).
 */
async function agentPaymentPassword(walk: Walk): Promise<void> {
  const body = { oldPaymentPassword: PAYMENT_PASSWORD, newPaymentPassword: PAYMENT_PASSWORD };
  await walk.call(paymentsEndpoints.setPaymentPassword, { body }, 'agent');
}

const today = () => new Date().toISOString().slice(0, 10);

export const walletExamples: Examples = {
  'wallet.merchantWallet': (walk) => walk.call(walletEndpoints.merchantWallet, { query: {} }, null),
  'wallet.balance': (walk) => walk.call(walletEndpoints.balance, {}),
  'wallet.transfer': (walk) => transferToVendor(walk),
  'wallet.transferStatus': async (walk) => {
    const transfer = await transferToVendor(walk);
    return walk.call(walletEndpoints.transferStatus, { query: { transferId: transfer.transferId } });
  },
  'wallet.recoverAll': async (walk) => {
    await transferToVendor(walk);
    return walk.call(walletEndpoints.recoverAll, { body: { requestId: walkRequestId('recover') } });
  },
  'wallet.agentTransferTargets': (walk) => walk.call(walletEndpoints.agentTransferTargets, {}, 'agent'),
  'wallet.agentTransfer': async (walk) => {
    await fund(walk, 'agent');
    await agentPaymentPassword(walk);
    const body = {
      requestId: walkRequestId('agent'),
      targetAccount: 'demoplayer',
      amount: '1.00',
      paymentPassword: PAYMENT_PASSWORD,
    };
    return walk.call(walletEndpoints.agentTransfer, { body }, 'agent');
  },
  'wallet.transactions': (walk) =>
    walk.call(walletEndpoints.transactions, {
      query: { startDate: today(), endDate: today(), types: 'BONUS,TRANSFER_OUT', pageNo: 1, pageSize: 20 },
    }),
  'wallet.profitLoss': (walk) =>
    walk.call(walletEndpoints.profitLoss, { query: { startDate: today(), endDate: today() } }),
  'wallet.bonusDetails': (walk) =>
    walk.call(walletEndpoints.bonusDetails, {
      query: { startDate: today(), endDate: today(), pageNo: 1, pageSize: 20 },
    }),
};
