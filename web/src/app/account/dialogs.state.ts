import { atom } from 'jotai';
import type { AccountMenuItem } from '@/features/accounts/components/logged-in-area';
import { isCentrePage, pageForMenuItem, type CentrePage } from '../member-centre/pages';

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
  /** The member-centre overlay on `page` (and the deposit order the pay page returned with). */
  | { kind: 'centre'; page: CentrePage; depositOrderId: string | null }
  /** The agent-centre overlay arrives in a later issue. */
  | { kind: 'agentCentre' };

export function centreFor(target: CentreTarget): OpenDialog {
  if (target === 'agentCentre') return { kind: 'agentCentre' };
  const page = isCentrePage(target) ? target : pageForMenuItem(target);
  return { kind: 'centre', page, depositOrderId: null };
}

/** The open account dialog or overlay (login, register, the member and agent centres, …), if any. */
export const openDialogAtom = atom<OpenDialog | null>(null);

/** Whether /login or /register opened the dialog: closing whatever follows then goes to /index. */
export const isOpenedFromRouteAtom = atom(false);
