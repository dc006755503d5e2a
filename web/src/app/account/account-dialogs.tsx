import { TRIAL_TYPE } from '@portal/contracts';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { useMe } from '@/features/accounts/api/use-member';
import { useSessionState } from '@/lib/session-state';
import { lazyPage } from '../chunk-loading';
import type { HostProps } from './account-dialog-host';
import {
  AGENT_CENTRE_PARAM,
  isCentrePage,
  DEFAULT_AGENT_PAGE,
  isAgentCentrePage,
  isOpenedFromRouteAtom,
  openDialogAtom,
  useAccountDialogs,
  type OpenDialog as Open,
} from '@/lib/account-overlays';

export { useAccountDialogs };

/** While the dialogs' chunk loads (or when it failed): a small dialog that says so and closes. */
function PendingDialog({ onClose, children }: HostProps & { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={t('loading')} onClose={onClose} size="sm">
      {children}
    </Dialog>
  );
}

function Pending() {
  const { t } = useTranslation('common');
  return <p role="status">{t('loading')}</p>;
}

const AccountDialogHost = lazyPage(() => import('./account-dialog-host'), {
  fallback: Pending,
  frame: PendingDialog,
});

/**
 * Renders the open account dialog over `children` (one at a time), and opens the ones the session
 * or the address asks for.
 */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useAtom(openDialogAtom);
  const [fromRoute, setFromRoute] = useAtom(isOpenedFromRouteAtom);
  return (
    <>
      <PendingPasswordChange isOpen={open?.kind === 'changePassword'} open={setOpen} />
      <DepositReturn open={setOpen} />
      <CentreLink open={setOpen} />
      <AgentCentreAddress open={open} setOpen={setOpen} />
      {children}
      {open ? (
        <OpenDialog
          open={open}
          setOpen={setOpen}
          fromRoute={fromRoute}
          clearFromRoute={() => setFromRoute(false)}
        />
      ) : null}
    </>
  );
}

/**
 * A first-time or forced change survives a reload: while the session says one is pending, the
 * forced change dialog is open whatever else was.
 */
function PendingPasswordChange({ isOpen, open }: { isOpen: boolean; open: (open: Open) => void }) {
  const session = useSessionState().data;
  const pending = session?.isLoggedIn === true && session.mustChangePassword;
  const username = useMe(pending).data?.info.account ?? null;
  useEffect(() => {
    if (pending && !isOpen) open({ kind: 'changePassword', forced: true, username });
  }, [pending, isOpen, open, username]);
  return null;
}

/**
 * A notification's tap opens `/index?centre=<page>` (the service worker: messages, the reward centre,
 * the security centre): the member centre opens on that page once a member is logged in, and the
 * parameter leaves the address bar. An unknown page is ignored.
 */
function CentreLink({ open }: { open: (open: Open) => void }) {
  const [params, setParams] = useSearchParams();
  const page = params.get('centre');
  const isLoggedIn = useSessionState().data?.isLoggedIn === true;
  useEffect(() => {
    if (!page || !isLoggedIn) return;
    if (isCentrePage(page)) open({ kind: 'centre', page, depositOrderId: null });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('centre');
        return next;
      },
      { replace: true },
    );
  }, [page, isLoggedIn, open, setParams]);
  return null;
}

/**
 * The sandbox pay page sends the player back to `/index?depositOrder=ID`: the member centre opens on
 * depositv2 with that order's status, and the parameter leaves the address bar.
 */
function DepositReturn({ open }: { open: (open: Open) => void }) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('depositOrder');
  const isLoggedIn = useSessionState().data?.isLoggedIn === true;
  useEffect(() => {
    if (!orderId || !isLoggedIn) return;
    open({ kind: 'centre', page: 'depositv2', depositOrderId: orderId });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('depositOrder');
        return next;
      },
      { replace: true },
    );
  }, [orderId, isLoggedIn, open, setParams]);
  return null;
}

/**
 * The agent centre's page lives in the address (`?agentCentre=<page>`), so a reload or a shared
 * link reopens the centre on that page for an agent; closing the centre takes the parameter away.
 */
function AgentCentreAddress({ open, setOpen }: { open: Open | null; setOpen: (open: Open) => void }) {
  const [params, setParams] = useSearchParams();
  const linked = params.get(AGENT_CENTRE_PARAM);
  const session = useSessionState().data;
  const isAgent = session?.isLoggedIn === true && session.isAgent;
  const openPage = open?.kind === 'agentCentre' ? open.page : null;
  const wasOpen = useRef(false);

  // Address to overlay: the centre opens on the linked page (an unknown page: the default one).
  useEffect(() => {
    if (open !== null || !linked || !isAgent || wasOpen.current) return;
    setOpen({ kind: 'agentCentre', page: isAgentCentrePage(linked) ? linked : DEFAULT_AGENT_PAGE });
  }, [open, linked, isAgent, setOpen]);

  // Overlay to address: the open page replaces the parameter; closing removes it.
  useEffect(() => {
    const write = (page: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page === null) next.delete(AGENT_CENTRE_PARAM);
          else next.set(AGENT_CENTRE_PARAM, page);
          return next;
        },
        { replace: true },
      );
    if (openPage !== null) {
      wasOpen.current = true;
      if (linked !== openPage) write(openPage);
    } else if (wasOpen.current) {
      wasOpen.current = false;
      if (linked !== null) write(null);
    }
  }, [openPage, linked, setParams]);

  // A logged-in member who is no agent followed a centre link: the centre stays shut and the
  // refusal is said in the person's language (spec section 8, "non-agent cannot log in").
  if (linked && open === null && session?.isLoggedIn === true && !session.isAgent) {
    const clear = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(AGENT_CENTRE_PARAM);
          return next;
        },
        { replace: true },
      );
    return <AgentOnlyNotice isTrial={session.type === TRIAL_TYPE} onClose={clear} />;
  }
  return null;
}

/** The refusal of a centre link to a member who is no agent, once the agent strings are in. */
function AgentOnlyNotice({ isTrial, onClose }: { isTrial: boolean; onClose: () => void }) {
  const { t, ready } = useTranslation(['agent', 'common']);
  if (!ready) return null;
  return (
    <Dialog
      title={t('agent:errors.agentOnlyTitle')}
      onClose={onClose}
      size="sm"
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('common:close')}
        </button>
      }
    >
      <p role="alert">{t(isTrial ? 'agent:errors.trialAccount' : 'agent:errors.agentOnly')}</p>
    </Dialog>
  );
}

function OpenDialog({
  open,
  setOpen,
  fromRoute,
  clearFromRoute,
}: {
  open: Open;
  setOpen: (open: Open | null) => void;
  fromRoute: boolean;
  clearFromRoute: () => void;
}) {
  const navigate = useNavigate();
  const close = useCallback(() => {
    // A password change started from the member centre goes back to it, and the member centre
    // opened from the agent centre (a transfer to a downline) goes back to that.
    if ((open.kind === 'changePassword' || open.kind === 'centre') && open.returnTo) {
      setOpen(open.returnTo);
      return;
    }
    setOpen(null);
    if (fromRoute) {
      clearFromRoute();
      navigate('/index', { replace: true });
    }
  }, [open, setOpen, fromRoute, clearFromRoute, navigate]);
  return <AccountDialogHost open={open} setOpen={setOpen} clearFromRoute={clearFromRoute} onClose={close} />;
}
