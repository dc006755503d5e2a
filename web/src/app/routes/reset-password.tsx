import { ErrorCode } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { errorCode, serverFieldErrors } from '@/features/accounts/api/errors';
import { useResetByEmail } from '@/features/accounts/api/use-account-mutations';
import { useAuthOptions } from '@/features/accounts/api/use-auth-options';
import {
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  useProblemText,
  useSingleFlight,
} from '@/features/accounts/components/form-kit';
import { useFormErrors } from '@/features/accounts/components/use-form-errors';
import { collect, confirmProblem, newPasswordProblem } from '@/features/accounts/validation';
import { useAccountDialogs } from '../account/account-dialogs';

/** The gateway's bounds for a reset token; anything shorter is a cut-off link. */
const MIN_TOKEN_LENGTH = 16;

type Outcome = 'form' | 'done' | 'invalidLink';

/**
 * /resetPassword?token=… : the page the forgot-password e-mail links to. The token works once, for
 * 30 minutes; a link without one (or cut short) cannot work, and the page says so.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account-forms');
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [outcome, setOutcome] = useState<Outcome>('form');
  const incomplete = token.length < MIN_TOKEN_LENGTH;

  return (
    <div className="page">
      {/* Keeps the form at dialog width on wide screens. */}
      <div className="reset-password">
        <h1 className="page-title">{t('resetByEmail.title')}</h1>
        {incomplete ? (
          <LinkProblem
            title={t('resetByEmail.incompleteTitle')}
            body={t('resetByEmail.incompleteBody')}
            focus={false}
          />
        ) : outcome === 'invalidLink' ? (
          <LinkProblem title={t('resetByEmail.invalidTitle')} body={t('resetByEmail.invalidBody')} focus />
        ) : outcome === 'done' ? (
          <Done />
        ) : (
          <ResetForm
            token={token}
            onDone={() => setOutcome('done')}
            onInvalidLink={() => setOutcome('invalidLink')}
          />
        )}
      </div>
    </div>
  );
}

/** Moves focus to a result that replaced the form, so keyboard and screen-reader users land on it. */
function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

function ResetForm({
  token,
  onDone,
  onInvalidLink,
}: {
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
}) {
  const { t } = useTranslation('account-forms');
  const text = useProblemText();
  const options = useAuthOptions();
  const passwordRule = options.data?.registerRules.password;
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const errors = useFormErrors();
  const reset = useResetByEmail();

  const submit = useSingleFlight(async () => {
    const problems = collect({
      newPassword: newPasswordProblem(passwordRule, newPassword),
      confirmPassword: confirmProblem(newPassword, confirmPassword),
    });
    errors.reset(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await reset.mutateAsync({ token, newPassword, confirmPassword });
      onDone();
    } catch (error) {
      // The token is spent, expired or malformed: the form cannot succeed, so it gives way.
      if (errorCode(error) === ErrorCode.resetTokenInvalid || 'token' in serverFieldErrors(error)) {
        onInvalidLink();
        return;
      }
      errors.fromServer(error, () =>
        passwordRule ? { min: passwordRule.minLength, max: passwordRule.maxLength } : undefined,
      );
    }
  });

  const clearing = (setter: (v: string) => void, field: string) => (value: string) => {
    setter(value);
    errors.clearField(field);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit.onSubmit}>
      <p className="auth-form__intro">{t('resetByEmail.intro')}</p>
      <NewPasswordFields
        rule={passwordRule}
        newPassword={newPassword}
        confirmPassword={confirmPassword}
        onNewPassword={clearing(setNewPassword, 'newPassword')}
        onConfirmPassword={clearing(setConfirmPassword, 'confirmPassword')}
        newPasswordError={text(errors.problems.newPassword)}
        confirmPasswordError={text(errors.problems.confirmPassword)}
      />
      <FormAlert message={text(errors.formError)} />
      <SubmitButton pending={submit.pending} verifying={false}>
        {t('resetByEmail.submit')}
      </SubmitButton>
    </form>
  );
}

function Done() {
  const { t } = useTranslation('account-forms');
  const { openLogin } = useAccountDialogs();
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="auth-form">
      <p ref={ref} tabIndex={-1} role="status" className="auth-success">
        {t('resetByEmail.done')}
      </p>
      <button type="button" className="btn btn--primary btn--block" onClick={openLogin}>
        {t('resetByEmail.login')}
      </button>
    </div>
  );
}

/** The link cannot reset anything: says why, and how to get a working one. */
function LinkProblem({ title, body, focus }: { title: string; body: string; focus: boolean }) {
  const { t } = useTranslation(['account-forms', 'common']);
  const { openLogin } = useAccountDialogs();
  const ref = useFocusOnMount<HTMLDivElement>(focus);
  return (
    <div ref={ref} tabIndex={-1} role="alert">
      <EmptyState
        icon="shield"
        title={title}
        action={
          <div className="reset-password__actions">
            <button type="button" className="btn btn--primary" onClick={openLogin}>
              {t('account-forms:resetByEmail.requestNew')}
            </button>
            <Link className="btn btn--outline" to="/index">
              {t('common:backHome')}
            </Link>
          </div>
        }
      >
        <p>{body}</p>
        <p>{t('account-forms:resetByEmail.requestNewHint')}</p>
      </EmptyState>
    </div>
  );
}
