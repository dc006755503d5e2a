import type { AccountMenuItem } from '@/features/accounts/components/logged-in-area';

/** The spec's member-centre menu, in order (section 2). */
export const CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type CentrePage = (typeof CENTRE_PAGES)[number];

/** Pages whose content arrives with a later release, and which release. */
export const LATER_PAGES: Partial<Record<CentrePage, 'promotions'>> = {
  rewardCenter: 'promotions',
  referral: 'promotions',
  missionLeaderboard: 'promotions',
  manualRebate: 'promotions',
};

/** Agent account types only (spec section 4: 1, 2, 41, 42). */
export const AGENT_ONLY_PAGES: CentrePage[] = ['transferUpline'];

export function isCentrePage(value: string): value is CentrePage {
  return (CENTRE_PAGES as readonly string[]).includes(value);
}

/** What the header's menu items and the Deposit button open. */
export function pageForMenuItem(item: Exclude<AccountMenuItem, 'agentCentre'> | 'deposit'): CentrePage {
  switch (item) {
    case 'memberCentre':
      return 'securityCenter';
    case 'withdraw':
      return 'withdraw';
    case 'accountRecord':
      return 'transactionHistory';
    case 'bettingRecord':
      return 'personalHistoryCopy';
    case 'deposit':
      return 'depositv2';
  }
}
