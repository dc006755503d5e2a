import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import type { OpenDialog } from '@/lib/account-overlays';

/**
 * The open account dialog or centre: a chunk of its own (with the forms, their validation and the
 * member and agent centres), loaded when a dialog first opens.
 */
/** What the dialogs' provider hands the host it loads on demand. */
export type HostProps = {
  open: OpenDialog;
  setOpen: (open: OpenDialog | null) => void;
  clearFromRoute: () => void;
  onClose: () => void;
};

export default function AccountDialogHost({ open, setOpen, clearFromRoute, onClose: close }: HostProps) {
  const { t } = useTranslation(['account-forms', 'common']);
  const navigate = useNavigate();
  const options = useAuthOptions();
  const banners = useBanners().data;
  const session = useSessionState().data;
  const me = useMe(session?.isLoggedIn === true);

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
        transferTarget={open.transferTarget ?? null}
        section={open.section ?? null}
        onPage={(page, section) => {
          const { section: _landed, ...rest } = open;
          setOpen({
            ...rest,
            page,
            depositOrderId: page === open.page ? open.depositOrderId : null,
            ...(section ? { section } : {}),
          });
        }}
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
        title={t(`account-forms:${open.kind === 'changePassword' ? 'changePassword' : open.kind}.title`)}
        onClose={close}
        size="sm"
      >
        {options.isError ? (
          <ErrorState
            title={t('account-forms:loadFailed')}
            message={t(`common:${errorMessageKey(options.error)}`)}
            retryLabel={t('common:retry')}
            onRetry={() => void options.refetch()}
          />
        ) : (
          <p role="status">{t('account-forms:loadingForm')}</p>
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
