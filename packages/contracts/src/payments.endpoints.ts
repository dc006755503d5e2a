/** The payments area's platform endpoints (see endpoint.ts): deposits, bank cards, withdrawals. */
import { endpoints } from './endpoint.js';
import { PASSKEY_ASSERTION_ERRORS } from './passkeys.endpoints.js';
import {
  BankCardSchema,
  BankCardsSchema,
  BanksSchema,
  BindBankCardSchema,
  DepositChannelsSchema,
  DepositOrderQuerySchema,
  DepositOrderSchema,
  DepositOrdersSchema,
  DepositRequestSchema,
  SandboxCallbackAckSchema,
  SandboxCallbackSchema,
  SetPaymentPasswordSchema,
  SetPaymentPasswordValueSchema,
  WithdrawConfirmSchema,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  WithdrawOrdersSchema,
  WithdrawRequestSchema,
} from './payments.js';
import { PageQuerySchema } from './wallet.js';

/**
 * What a call confirmed by the payment password or a passkey (StepUpProofShape) answers when the proof
 * is missing, wrong, locked or refused.
 */
export const STEP_UP_ERRORS = [
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_LOCKED',
  'BUSY',
  'PASSKEY_REQUIRED',
  ...PASSKEY_ASSERTION_ERRORS,
] as const;

export const paymentsEndpoints = endpoints('payments', {
  depositChannels: {
    method: 'GET',
    path: '/wps/relay/PAYMENT_depositChannels',
    auth: 'member',
    response: DepositChannelsSchema,
  },
  /** Online channels answer the provider's payUrl; the client's requestId makes a retry answer the
   * first order. */
  deposit: {
    method: 'POST',
    path: '/wps/relay/PAYMENT_deposit',
    auth: 'member',
    body: DepositRequestSchema,
    response: DepositOrderSchema,
    errors: [
      'TRIAL_ACCOUNT',
      'INVALID_AMOUNT',
      'AMOUNT_OUT_OF_RANGE',
      'CHANNEL_NOT_AVAILABLE',
      'IDEMPOTENCY_KEY_REUSED',
      // player protection (protection.ts)
      'DEPOSIT_LIMIT_EXCEEDED',
      'PLAYER_TIMED_OUT',
      'SELF_EXCLUDED',
    ],
  },
  depositOrder: {
    method: 'GET',
    path: '/wps/relay/PAYMENT_depositOrder',
    auth: 'member',
    query: DepositOrderQuerySchema,
    response: DepositOrderSchema,
    errors: ['ORDER_NOT_FOUND'],
  },
  depositOrders: {
    method: 'GET',
    path: '/wps/relay/PAYMENT_depositOrders',
    auth: 'member',
    query: PageQuerySchema,
    response: DepositOrdersSchema,
  },
  setPaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    auth: 'member',
    encrypted: true,
    body: SetPaymentPasswordSchema,
    response: SetPaymentPasswordValueSchema,
    errors: [
      'PAYMENT_PASSWORD_INCORRECT',
      'PAYMENT_PASSWORD_LOCKED',
      'BUSY',
      'PASSKEY_REQUIRED',
      ...PASSKEY_ASSERTION_ERRORS,
    ],
  },
  banks: { method: 'GET', path: '/wps/relay/PAYMENT_banks', auth: 'member', response: BanksSchema },
  bankCards: {
    method: 'GET',
    path: '/wps/relay/PAYMENT_bankCards',
    auth: 'member',
    response: BankCardsSchema,
  },
  bindBankCard: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/PAYMENT_bindBankCard',
    auth: 'member',
    encrypted: true,
    body: BindBankCardSchema,
    response: BankCardSchema,
    errors: [
      'TRIAL_ACCOUNT',
      ...STEP_UP_ERRORS,
      'BANK_CARD_HOLDER_MISMATCH',
      'BANK_CARD_LIMIT',
      'BANK_CARD_DUPLICATED',
    ],
  },
  /** The limits, the turnover and the readiness: every rule a request is checked against (WITHDRAW_RULES). */
  withdrawInfo: {
    method: 'GET',
    path: '/wps/relay/PAYMENT_withdrawInfo',
    auth: 'member',
    response: WithdrawInfoSchema,
  },
  /** Holds the amount until an operator rejects or pays the order. */
  withdraw: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/PAYMENT_withdraw',
    auth: 'member',
    encrypted: true,
    body: WithdrawRequestSchema,
    response: WithdrawOrderSchema,
    errors: [
      'TRIAL_ACCOUNT',
      ...STEP_UP_ERRORS,
      'IDEMPOTENCY_KEY_REUSED',
      'BANK_CARD_NOT_FOUND',
      'INVALID_AMOUNT',
      'AMOUNT_OUT_OF_RANGE',
      'WITHDRAW_PENDING_EXISTS',
      'WITHDRAW_DAILY_LIMIT',
      'TURNOVER_NOT_MET',
      'INSUFFICIENT_BALANCE',
      'ACCOUNT_FROZEN',
      'PROFILE_INCOMPLETE',
    ],
  },
  withdrawOrders: {
    method: 'GET',
    path: '/wps/relay/PAYMENT_withdrawOrders',
    auth: 'member',
    query: PageQuerySchema,
    response: WithdrawOrdersSchema,
  },
  /** Only a paid order before its confirmation deadline; proof images make the body large. */
  withdrawConfirm: {
    method: 'POST',
    path: '/wps/relay/PAYMENT_withdrawConfirm',
    auth: 'member',
    body: WithdrawConfirmSchema,
    response: WithdrawOrderSchema,
    errors: ['ORDER_NOT_FOUND', 'ORDER_STATE_INVALID', 'INVALID_AMOUNT', 'AMOUNT_OUT_OF_RANGE'],
  },
  /**
   * Sandbox provider -> platform, signed (SANDBOX_SIGNATURE_HEADER over the raw body); idempotent on
   * the provider order. SYSTEM_ERROR (503) while the operator pauses callbacks.
   */
  sandboxCallback: {
    method: 'POST',
    path: '/wps/payment/callback/sandbox',
    auth: 'signed',
    body: SandboxCallbackSchema,
    response: SandboxCallbackAckSchema,
    errors: ['SIGNATURE_INVALID', 'ORDER_NOT_FOUND', 'RECORD_RANGE_INVALID', 'SYSTEM_ERROR'],
  },
});
