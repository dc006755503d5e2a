/**
 * The wallet area's platform endpoints (see endpoint.ts): balances, main<->vendor transfers,
 * recover-all, agent transfers and the member's records. Money-moving calls are idempotent by the
 * client's `requestId`: a retry answers the first result and moves nothing twice.
 */
import { endpoints } from './endpoint.js';
import { MerchantWalletQuerySchema, MerchantWalletSchema } from './merchant-wallet.js';
import { STEP_UP_ERRORS } from './payments.endpoints.js';
import {
  AgentTransferRequestSchema,
  AgentTransferSchema,
  BonusQuerySchema,
  BonusRecordsSchema,
  ProfitLossSchema,
  RecordRangeQuerySchema,
  RecoverAllRequestSchema,
  RecoverAllValueSchema,
  TransactionRecordsSchema,
  TransactionsQuerySchema,
  TransferTargetsSchema,
  WalletBalanceSchema,
  WalletTransferRequestSchema,
  WalletTransferSchema,
  WalletTransferStatusQuerySchema,
} from './wallet.js';

export const walletEndpoints = endpoints('wallet', {
  /** The main wallet and every vendor wallet of the brand, with their sum and the held amount. */
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', auth: 'member', response: WalletBalanceSchema },
  /**
   * The spec's "merchant wallet": the brand's currency, transfer limits and each vendor's wallet mode
   * (seamless or transfer), for the wallet page.
   */
  merchantWallet: {
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'public',
    query: MerchantWalletQuerySchema,
    response: MerchantWalletSchema,
  },
  /**
   * Main -> vendor or vendor -> main; `pending` while the vendor's outcome is unknown. Outside the
   * merchant wallet's `transferLimits`: AMOUNT_OUT_OF_RANGE (`fields.amount`); a seamless vendor has
   * no wallet to transfer to: WALLET_NOT_FOUND.
   */
  transfer: {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'member',
    body: WalletTransferRequestSchema,
    response: WalletTransferSchema,
    errors: [
      'TRIAL_ACCOUNT',
      'INVALID_AMOUNT',
      'AMOUNT_OUT_OF_RANGE',
      'WALLET_NOT_FOUND',
      'VENDOR_MAINTENANCE',
      'INSUFFICIENT_BALANCE',
      'ACCOUNT_FROZEN',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  /** One of the member's transfers; a pending one is re-queried at the vendor first. */
  transferStatus: {
    method: 'GET',
    path: '/wps/relay/GCS_walletTransferStatus',
    auth: 'member',
    query: WalletTransferStatusQuerySchema,
    response: WalletTransferSchema,
    errors: ['NOT_FOUND'],
  },
  /** Every non-empty vendor wallet back to main (wallets under maintenance are skipped). */
  recoverAll: {
    method: 'POST',
    path: '/wps/relay/GCS_walletRecoverAll',
    auth: 'member',
    body: RecoverAllRequestSchema,
    response: RecoverAllValueSchema,
    errors: ['TRIAL_ACCOUNT', 'IDEMPOTENCY_KEY_REUSED'],
  },
  /** Whom an agent may send to: its upline and its direct downlines. */
  agentTransferTargets: {
    method: 'GET',
    path: '/wps/relay/AGENT_transferTargets',
    auth: 'member',
    response: TransferTargetsSchema,
    errors: ['TRIAL_ACCOUNT', 'AGENT_ONLY'],
  },
  /** Main-wallet money from an agent to its upline or a direct downline (payment password inside). */
  agentTransfer: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/AGENT_transfer',
    auth: 'member',
    encrypted: true,
    body: AgentTransferRequestSchema,
    response: AgentTransferSchema,
    errors: [
      'DECRYPTION_FAILED',
      'TRIAL_ACCOUNT',
      'AGENT_ONLY',
      'INVALID_AMOUNT',
      'TRANSFER_TARGET_NOT_ALLOWED',
      ...STEP_UP_ERRORS,
      'INSUFFICIENT_BALANCE',
      'ACCOUNT_FROZEN',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  /** The member's wallet movements over a range of brand-zone days, newest first. */
  transactions: {
    method: 'GET',
    path: '/wps/relay/WALLET_transactions',
    auth: 'member',
    query: TransactionsQuerySchema,
    response: TransactionRecordsSchema,
    errors: ['RECORD_RANGE_INVALID'],
  },
  /** Personal profit and loss over a range of days, with one row per day. */
  profitLoss: {
    method: 'GET',
    path: '/wps/relay/WALLET_profitLoss',
    auth: 'member',
    query: RecordRangeQuerySchema,
    response: ProfitLossSchema,
    errors: ['RECORD_RANGE_INVALID'],
  },
  /** The bonuses the member received over a range of days. */
  bonusDetails: {
    method: 'GET',
    path: '/wps/relay/WALLET_bonusDetails',
    auth: 'member',
    query: BonusQuerySchema,
    response: BonusRecordsSchema,
    errors: ['RECORD_RANGE_INVALID'],
  },
});
