import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { hasBanners, useBanners } from '@/features/content/api/use-banners';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import type { LoginResult } from '@/features/accounts/api/types';
import { useAuthOptions } from '@/features/accounts/api/use-auth-options';
import { ChangePasswordDialog } from '@/features/accounts/components/change-password-dialog';
import { ForgotPasswordDialog } from '@/features/accounts/components/forgot-password-dialog';
import { LoginDialog } from '@/features/accounts/components/login-dialog';
import { LogoutDialog } from '@/features/accounts/components/logout-dialog';
import { RegisterDialog } from '@/features/accounts/components/register-dialog';
import { TrialWarningDialog } from '@/features/accounts/components/trial-warning-dialog';
import { useMe } from '@/features/accounts/api/use-member';
import { useSessionState } from '@/lib/session-state';
import { errorMessageKey } from '@/lib/errors';
import { AgentCentre } from '../agent-centre/agent-centre';
import { MemberCentre } from '../member-centre/member-centre';
import {
  AGENT_CENTRE_PARAM,
  DEFAULT_AGENT_PAGE,
  isAgentCentrePage,
  isOpenedFromRouteAtom,
  openDialogAtom,
  useAccountDialogs,
  type OpenDialog as Open,
} from '@/lib/account-overlays';

export { useAccountDialogs };

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
      <AgentCentreAddress open={open} setOpen={setOpen} />
      {children}
      {open ? (
        <AccountDialogHost
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
  return null;
}

function AccountDialogHost({
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
  const { t } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const options = useAuthOptions();
  const banners = useBanners().data;
  const session = useSessionState().data;
  const me = useMe(session?.isLoggedIn === true);

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

  /** Spec section 4: a forced change first; otherwise close and go to "/". */
  const loggedIn = (result: LoginResult) => {
    clearFromRoute();
    if (result.mustChangePassword) {
      setOpen({ kind: 'changePassword', forced: true, username: result.member.account });
      return;
    }
    setOpen(null);
    navigate(open.kind === 'login' && open.then ? open.then : '/');
  };
  const goHome = () => {
    clearFromRoute();
    setOpen(null);
    navigate('/');
  };

  if (open.kind === 'logout') return <LogoutDialog onClose={close} onLoggedOut={goHome} />;
  if (open.kind === 'trial')
    return <TrialWarningDialog onClose={close} onRegister={() => setOpen({ kind: 'register' })} />;
  if (open.kind === 'agentCentre') {
    return <AgentCentre page={open.page} onPage={(page) => setOpen({ ...open, page })} onClose={close} />;
  }
  if (open.kind === 'centre') {
    return (
      <MemberCentre
        page={open.page}
        depositOrderId={open.depositOrderId}
        onPage={(page) =>
          setOpen({ ...open, page, depositOrderId: page === open.page ? open.depositOrderId : null })
        }
        onClose={close}
        onChangePassword={() =>
          setOpen({
            kind: 'changePassword',
            forced: false,
            username: null,
            returnTo: { ...open, page: 'securityCenter' },
          })
        }
      />
    );
  }

  if (!options.data) {
    return (
      <Dialog
        title={t(`accounts:${open.kind === 'changePassword' ? 'changePassword' : open.kind}.title`)}
        onClose={close}
        size="sm"
      >
        {options.isError ? (
          <ErrorState
            title={t('accounts:loadFailed')}
            message={t(`common:${errorMessageKey(options.error)}`)}
            retryLabel={t('common:retry')}
            onRetry={() => void options.refetch()}
          />
        ) : (
          <p role="status">{t('accounts:loadingForm')}</p>
        )}
      </Dialog>
    );
  }

  const banner = (group: 'w_login' | 'w_register') =>
    hasBanners(banners, group) ? (
      <div className="auth-dialog__banner">
        <BannerCarousel banners={banners?.[group] ?? []} />
      </div>
    ) : null;

  switch (open.kind) {
    case 'login':
      return (
        <LoginDialog
          options={options.data}
          banner={banner('w_login')}
          onClose={close}
          onRegister={() => setOpen({ kind: 'register' })}
          onForgot={() => setOpen({ kind: 'forgot' })}
          onLoggedIn={loggedIn}
        />
      );
    case 'register':
      return (
        <RegisterDialog
          options={options.data}
          banner={banner('w_register')}
          onClose={close}
          onLogin={() => setOpen({ kind: 'login' })}
          onRegistered={loggedIn}
        />
      );
    case 'forgot':
      return (
        <ForgotPasswordDialog
          options={options.data}
          onClose={close}
          onLogin={() => setOpen({ kind: 'login' })}
          onLoggedIn={loggedIn}
        />
      );
    case 'changePassword':
      return (
        <ChangePasswordDialog
          username={open.username ?? me.data?.info.account ?? ''}
          forced={open.forced}
          passwordRule={options.data.registerRules.password}
          onClose={close}
          onChanged={goHome}
        />
      );
  }
}
