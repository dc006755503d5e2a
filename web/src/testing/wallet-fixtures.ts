import { WITHDRAW_RULES, type ProfileField, type WithdrawRule } from '@portal/contracts';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';
import type { FakeApi } from './fake-trpc';

type Outputs = inferRouterOutputs<AppRouter>;
const AT = '2026-03-01T10:00:00.000Z';

export function overview(
  overrides: Partial<Outputs['wallet']['overview']> = {},
): Outputs['wallet']['overview'] {
  return {
    sumBalance: '1500.00',
    holdBalance: '0.00',
    currency: 'USD',
    currencySymbol: '$',
    currencyDecimals: 2,
    wallets: [
      { accountTypeId: 1, name: 'Main wallet', vendor: null, balance: '1000.00', maintenance: false },
      { accountTypeId: 101, name: 'Demo Slots', vendor: 'DEMO', balance: '500.00', maintenance: false },
      { accountTypeId: 102, name: 'Live Arena', vendor: 'LIVE1', balance: '0.00', maintenance: true },
    ],
    transferLimits: { min: null, max: null },
    seamlessVendors: [
      { vendor: 'ORIG', name: 'Portal Originals', gameTypes: ['RNG', 'LIVE'] },
      { vendor: 'VNLOT', name: 'Vietnam Lottery', gameTypes: ['LOTT'] },
    ],
    ...overrides,
  };
}

export function transfer(overrides: Partial<Outputs['wallet']['transferStatus']> = {}) {
  return {
    transferId: 'T1',
    requestId: 'req00000001',
    fromAccountTypeId: 1,
    toAccountTypeId: 101,
    amount: '100.00',
    status: 'success' as const,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function channels(): Outputs['deposit']['channels'] {
  return [
    {
      id: 1,
      code: 'SANDBOX',
      name: 'Sandbox Pay',
      type: 'online',
      minAmount: '10.00',
      maxAmount: '5000.00',
      bankAccount: null,
    },
    {
      id: 2,
      code: 'BANK',
      name: 'Bank transfer',
      type: 'bank',
      minAmount: '50.00',
      maxAmount: '20000.00',
      bankAccount: { bankName: 'Vietcombank', accountName: 'GOLDEN PALACE', accountNumber: '0123456789' },
    },
  ];
}

export function depositOrder(
  overrides: Partial<Outputs['deposit']['order']> = {},
): Outputs['deposit']['order'] {
  return {
    orderId: 'D1',
    channelId: 1,
    channelName: 'Sandbox Pay',
    channelType: 'online',
    amount: '100.00',
    status: 'pending',
    payUrl: '/sandbox-pay/pay/P1',
    reason: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function page<T>(list: T[], pageNo = 1, totalPages = 1) {
  return { list, pageNo, pageSize: 20, totalCount: list.length, totalPages };
}

/**
 * The withdrawal's information; its `requirements` follow the other fields as the platform derives
 * them (a card, the real name and a real, unfrozen account assumed), unless given.
 */
export function withdrawInfo(
  overrides: Partial<Outputs['withdraw']['info']> = {},
  options: { unmet?: WithdrawRule[]; missingFields?: ProfileField[] } = {},
): Outputs['withdraw']['info'] {
  const base = {
    minAmount: '50.00',
    maxAmount: '10000.00',
    dailyCountLimit: 5,
    dailyCountUsed: 1,
    turnoverRequired: '1000.00',
    turnoverDone: '250.00',
    withdrawable: '1000.00',
    hasPendingWithdrawal: false,
    isPaymentPasswordSet: true,
    confirmMinutes: 30,
    methods: [
      { bankCode: 'VCB', bankName: 'Vietcombank', payoutMinutesMin: 5, payoutMinutesMax: 30 },
      { bankCode: 'HSBC', bankName: 'HSBC', payoutMinutesMin: 60, payoutMinutesMax: 1440 },
    ],
    ...overrides,
  };
  const unmet = new Set(options.unmet ?? []);
  const metBy: Record<WithdrawRule, boolean> = {
    realAccount: true,
    notFrozen: true,
    paymentPassword: base.isPaymentPasswordSet,
    bankCard: true,
    profile: true,
    noPending: !base.hasPendingWithdrawal,
    dailyCount: base.dailyCountUsed < base.dailyCountLimit,
    turnover: Number(base.turnoverDone) >= Number(base.turnoverRequired),
    balance: Number(base.withdrawable) >= Number(base.minAmount),
  };
  return {
    requirements: WITHDRAW_RULES.map((rule) => ({
      rule,
      met: metBy[rule] && !unmet.has(rule),
      code: rule,
      missingFields:
        rule === 'profile' && unmet.has('profile') ? (options.missingFields ?? ['realName']) : [],
    })),
    ...base,
  };
}

export function cards(overrides: Partial<Outputs['withdraw']['cards']> = {}): Outputs['withdraw']['cards'] {
  return {
    cards: [
      {
        id: 11,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        accountNumberMasked: '**** **** 6789',
        holderName: 'Nguyen Van A',
        createdAt: AT,
      },
    ],
    maxCards: 3,
    payeeName: 'Nguyen Van A',
    ...overrides,
  };
}

export function withdrawOrder(
  overrides: Partial<Outputs['withdraw']['create']> = {},
): Outputs['withdraw']['create'] {
  return {
    orderId: 'W1',
    amount: '200.00',
    status: 'pending',
    bankName: 'Vietcombank',
    accountNumberMasked: '**** **** 6789',
    reason: null,
    receivedAmount: null,
    remainingAmount: null,
    confirmDeadline: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** A member with money, a payment password, one card and nothing pending. */
export function walletApi(): FakeApi {
  return {
    'wallet.overview': overview(),
    'wallet.transfer': (input: unknown) => transfer({ ...(input as object), status: 'success' }),
    'wallet.transferStatus': transfer(),
    'wallet.recoverAll': { transfers: [] },
    'deposit.channels': channels(),
    'deposit.orders': page([]),
    'deposit.order': depositOrder(),
    'deposit.create': depositOrder(),
    'withdraw.info': withdrawInfo(),
    'withdraw.banks': [
      { code: 'VCB', name: 'Vietcombank' },
      { code: 'TCB', name: 'Techcombank' },
    ],
    'withdraw.cards': cards(),
    'withdraw.setPaymentPassword': { ok: true },
    'withdraw.bindCard': cards().cards[0],
    'withdraw.orders': page([]),
    'withdraw.create': withdrawOrder(),
    'withdraw.confirm': withdrawOrder({ status: 'received' }),
    'agentTransfer.targets': { upline: { account: 'boss01', nickname: 'Boss' }, downlines: [] },
    'agentTransfer.create': {
      transferId: 'A1',
      targetAccount: 'boss01',
      direction: 'upline',
      amount: '100.00',
      createdAt: AT,
    },
    'records.transactions': page([]),
    'records.profitLoss': {
      deposit: '0',
      withdraw: '0',
      bonus: '0',
      bet: '0',
      win: '0',
      profit: '0',
      pendingBet: '0',
      days: [],
    },
    'records.bonuses': page([]),
  };
}
