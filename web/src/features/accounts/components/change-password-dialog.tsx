import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useSessionState } from '@/lib/session-state';
import { useChangePassword } from '../api/use-account-mutations';
import { collect, confirmProblem, newPasswordProblem, required } from '../validation';
import { FormSubmit, NewPasswordFields, TextField, useProblemText, useSingleFlight } from './form-kit';
import { useFormErrors } from './use-form-errors';
import type { RegisterRule } from '../api/types';

type Props = {
  username: string;
  /** First login or a forced change: the old password is not asked and the dialog cannot be closed. */
  forced: boolean;
  passwordRule: RegisterRule | undefined;
  onClose: () => void;
  onChanged: () => void;
};

export function ChangePasswordDialog({ username, forced, passwordRule, onClose, onChanged }: Props) {
  const { t } = useTranslation('account-forms');
  const text = useProblemText();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const errors = useFormErrors();
  const change = useChangePassword();
  const session = useSessionState().data;
  // A member registered by mobile without a password has no old one to type (the session says so).
  const noOldPassword = forced || session?.hasPassword === false;

  const submit = useSingleFlight(async () => {
    const problems = collect({
      oldPassword: noOldPassword ? null : required(oldPassword),
      newPassword: newPasswordProblem(passwordRule, newPassword),
      confirmPassword: confirmProblem(newPassword, confirmPassword),
    });
    if (!errors.accept(problems)) return;
    try {
      await change.mutateAsync({ ...(noOldPassword ? {} : { oldPassword }), newPassword, confirmPassword });
      onChanged();
    } catch (error) {
      errors.fromServer(error, () =>
        passwordRule ? { min: passwordRule.minLength, max: passwordRule.maxLength } : undefined,
      );
    }
  });

  const { clearing } = errors;

  return (
    <Dialog
      title={t('changePassword.title')}
      onClose={onClose}
      size="sm"
      dismissible={!forced}
      className="auth-dialog"
    >
      <form className="auth-form" noValidate onSubmit={submit.onSubmit}>
        {forced ? <p className="auth-form__intro">{t('changePassword.forcedIntro')}</p> : null}
        <dl className="auth-form__account">
          <dt>{t('fields.username')}</dt>
          <dd>{username}</dd>
        </dl>
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        {noOldPassword ? null : (
          <TextField
            name="oldPassword"
            type="password"
            label={t('fields.oldPassword')}
            value={oldPassword}
            onChange={clearing(setOldPassword, 'oldPassword')}
            error={text(errors.problems.oldPassword)}
            required
            autoComplete="current-password"
            maxLength={128}
            initialFocus
          />
        )}
        <NewPasswordFields
          rule={passwordRule}
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNewPassword={clearing(setNewPassword, 'newPassword')}
          onConfirmPassword={clearing(setConfirmPassword, 'confirmPassword')}
          newPasswordError={text(errors.problems.newPassword)}
          confirmPasswordError={text(errors.problems.confirmPassword)}
          initialFocus={noOldPassword}
        />
        <FormSubmit error={text(errors.formError)} pending={submit.pending} verifying={false}>
          {t('changePassword.submit')}
        </FormSubmit>
      </form>
    </Dialog>
  );
}
