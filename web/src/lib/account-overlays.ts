import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/**
 * The account dialogs and overlays (login, register, the member and agent centres, ...) as client
 * state: which one is open, and the hook anything uses to open one. The dialogs themselves are
 * composed in app/ (AccountDialogsProvider); features open them through `useAccountDialogs`.
 */

/** The header's account menu (spec section 2). */
export type AccountMenuItem = 'memberCentre' | 'agentCentre' | 'withdraw' | 'accountRecord' | 'bettingRecord';

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
  // Player protection: the footer's Responsible Gaming, not in the spec's menu.
  'responsibleGaming',
] as const;

export type CentrePage = (typeof CENTRE_PAGES)[number];

/** Agent account types only (spec section 4: 1, 2, 41, 42). */
export const AGENT_ONLY_PAGES: CentrePage[] = ['transferUpline'];

export function isCentrePage(value: string): value is CentrePage {
  return (CENTRE_PAGES as readonly string[]).includes(value);
}

/**
 * The spec's agent-centre menu, in order (section 2). Dividend, daily wages, hourly salary and
 * real-time salary (contracts and salaries) follow it in the spec and arrive with the next issue.
 */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'teamOverview',
  'openAccount',
  'teamManagement',
  'teamBetting',
  'downlineProfitLoss',
  'myIncome',
  'downlineAccountChanges',
  // The contract pages, each shown only when the brand enables its kind.
  'dividend',
  'dailyWages',
  'hourlySalary',
  'realtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** The spec's default page of the agent centre (agentTeamOverview). */
export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'teamOverview';

export function isAgentCentrePage(value: string): value is AgentCentrePage {
  return (AGENT_CENTRE_PAGES as readonly string[]).includes(value);
}

/** The address parameter that holds the open agent-centre page, so a reload reopens it. */
export const AGENT_CENTRE_PARAM = 'agentCentre';

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

/**
 * A part of a member-centre page that an outside flow sends the person to (the security centre's
 * payment password: the agent transfer and the point mall need one), brought into view and focused.
 */
/** A part of the security centre a flow sends the person to (the withdrawal panel's fixes). */
export type CentreSection = 'paymentPassword' | 'bankCards' | 'profile';

/** What opens the member centre: a header menu item, the Deposit button, or a page by name. */
export type CentreTarget = AccountMenuItem | 'deposit' | CentrePage;

/** The account dialog or overlay that is open; one at a time, as the spec's modals are. */
export type OpenDialog =
  /** `then`: where a successful login goes instead of "/" (the game a visitor chose). */
  | { kind: 'login'; then?: string }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean; username: string | null; returnTo?: OpenDialog }
  | { kind: 'logout' }
  | { kind: 'trial' }
  /** The member-centre overlay on `page` (and the deposit order the pay page returned with);
   * `returnTo`: what closing it goes back to (the agent centre that opened its transfer page);
   * `transferTarget`: the downline the transfer page starts with (a team-management row's member);
   * `section`: the part of the page it lands on. */
  | {
      kind: 'centre';
      page: CentrePage;
      depositOrderId: string | null;
      returnTo?: OpenDialog;
      transferTarget?: string;
      section?: CentreSection;
    }
  /** The agent-centre overlay on `page` (kept in the address: AGENT_CENTRE_PARAM). */
  | { kind: 'agentCentre'; page: AgentCentrePage };

export function centreFor(target: CentreTarget): OpenDialog {
  if (target === 'agentCentre') return { kind: 'agentCentre', page: DEFAULT_AGENT_PAGE };
  const page = isCentrePage(target) ? target : pageForMenuItem(target);
  return { kind: 'centre', page, depositOrderId: null };
}

/** The open account dialog or overlay (login, register, the member and agent centres, …), if any. */
export const openDialogAtom = atom<OpenDialog | null>(null);

/** Whether /login or /register opened the dialog: closing whatever follows then goes to /index. */
export const isOpenedFromRouteAtom = atom(false);

export type AccountDialogs = {
  openLogin: () => void;
  /** The login popup, and on success `path` (a path on this site) instead of "/". */
  openLoginThen: (path: string) => void;
  openRegister: () => void;
  openChangePassword: () => void;
  openLogout: () => void;
  openTrialWarning: () => void;
  /** The member centre (or the agent centre) for `target`; `returnTo` reopens after it closes;
   * `transferTarget` is the account the transfer page starts with; `section` the part it lands on. */
  openCentre: (
    target: CentreTarget,
    options?: { returnTo?: OpenDialog; transferTarget?: string; section?: CentreSection },
  ) => void;
  /** The agent centre on `page` (its default page without one). */
  openAgentCentre: (page?: AgentCentrePage) => void;
  /** For /login and /register: opens `kind`, and closing whatever follows goes to /index. */
  openFromRoute: (kind: 'login' | 'register') => void;
};

/** Opens an account dialog or overlay from anywhere (the state is `openDialogAtom`). */
export function useAccountDialogs(): AccountDialogs {
  const setOpen = useSetAtom(openDialogAtom);
  const setFromRoute = useSetAtom(isOpenedFromRouteAtom);
  return useMemo<AccountDialogs>(
    () => ({
      openLogin: () => setOpen({ kind: 'login' }),
      openLoginThen: (path) =>
        setOpen(
          path.startsWith('/') && !path.startsWith('//') ? { kind: 'login', then: path } : { kind: 'login' },
        ),
      openRegister: () => setOpen({ kind: 'register' }),
      openChangePassword: () => setOpen({ kind: 'changePassword', forced: false, username: null }),
      openLogout: () => setOpen({ kind: 'logout' }),
      openTrialWarning: () => setOpen({ kind: 'trial' }),
      openCentre: (target, options) => {
        const next = centreFor(target);
        setOpen(
          next.kind === 'centre'
            ? {
                ...next,
                ...(options?.returnTo ? { returnTo: options.returnTo } : {}),
                ...(options?.transferTarget ? { transferTarget: options.transferTarget } : {}),
                ...(options?.section ? { section: options.section } : {}),
              }
            : next,
        );
      },
      openAgentCentre: (page = DEFAULT_AGENT_PAGE) => setOpen({ kind: 'agentCentre', page }),
      openFromRoute: (kind) => {
        setFromRoute(true);
        setOpen({ kind });
      },
    }),
    [setOpen, setFromRoute],
  );
}
