import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import type { AuthOptions, LoginResult } from '../api/types';
import { useForgotByEmail, useForgotByPhone, useSendCode } from '../api/use-account-mutations';
import { useHumanVerification } from '../api/use-human-verification';
import {
  collect,
  confirmProblem,
  emailProblem,
  newPasswordProblem,
  required,
  ruleProblem,
  smsCodeProblem,
} from '../validation';
import { phoneProblem } from '../phone-check';
import {
  FormSubmit,
  NewPasswordFields,
  SwitchLink,
  TabbedForm,
  TextField,
  UsernameField,
  useProblemText,
  useSingleFlight,
} from './form-kit';
import { defaultDialingCode, PhoneCodeFields } from './phone-fields';
import { sendPhoneCode } from './send-phone-code';
import { useFormErrors } from './use-form-errors';

type ForgotTab = 'email' | 'mobileNum';

type Props = {
  options: AuthOptions;
  onClose: () => void;
  onLogin: () => void;
  /** Reset by phone logs the person in. */
  onLoggedIn: (result: LoginResult) => void;
};

export function ForgotPasswordDialog({ options, onClose, onLogin, onLoggedIn }: Props) {
  const { t, i18n } = useTranslation('account-forms');
  const text = useProblemText();
  const idBase = useId();
  const [tab, setTab] = useState<ForgotTab>('email');
  const activeTab: ForgotTab = options.forgotByPhone ? tab : 'email';
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [dialing, setDialing] = useState(() => defaultDialingCode(options.countryCodes, i18n.language));
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const errors = useFormErrors();
  const { verify, isVerifying, progress } = useHumanVerification();
  const byEmail = useForgotByEmail();
  const byPhone = useForgotByPhone();
  const sendCode = useSendCode();
  const usernameRule = options.registerRules.username;
  const passwordRule = options.registerRules.password;
  // The server's reg_pattern_{id} answers carry no numbers; the rule it applied has them.
  const passwordValues = () =>
    passwordRule ? { min: passwordRule.minLength, max: passwordRule.maxLength } : undefined;

  const submit = useSingleFlight(async () => {
    if (activeTab === 'email') {
      const problems = collect({
        username:
          required(username) ??
          ruleProblem(usernameRule ? { ...usernameRule, required: true } : undefined, username),
        email: emailProblem(email),
      });
      if (!errors.accept(problems)) return;
      try {
        await byEmail.mutateAsync({ username: username.trim(), email: email.trim() });
        setSent(true);
      } catch (error) {
        errors.fromServer(error);
      }
      return;
    }
    const problems = collect({
      mobileNum: await phoneProblem(dialing, mobileNum),
      code: smsCodeProblem(code),
      newPassword: newPasswordProblem(options.registerRules.password, newPassword),
      confirmPassword: confirmProblem(newPassword, confirmPassword),
    });
    if (!errors.accept(problems)) return;
    try {
      onLoggedIn(
        await byPhone.mutateAsync({
          mobileNum: mobileNum.trim(),
          countryDialingCode: dialing,
          code: code.trim(),
          newPassword,
          confirmPassword,
        }),
      );
    } catch (error) {
      errors.fromServer(error, passwordValues);
    }
  });

  const sendResetCode = () =>
    sendPhoneCode({ sendCode, verify, errors, purpose: 'resetPassword', dialing, mobileNum });

  if (sent) {
    return (
      <Dialog
        title={t('forgot.title')}
        onClose={onClose}
        size="sm"
        footer={
          <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
            {t('close')}
          </button>
        }
      >
        <p role="status" className="auth-success">
          {t('in_been_out')}
        </p>
      </Dialog>
    );
  }

  const { clearing } = errors;

  return (
    <Dialog title={t('forgot.title')} onClose={onClose} size="md" className="auth-dialog">
      <TabbedForm
        idBase={idBase}
        label={t('forgot.tabs')}
        active={activeTab}
        onTab={errors.resetting(setTab)}
        tabs={[
          { key: 'email' as const, label: t('forgot.tabEmail') },
          ...(options.forgotByPhone ? [{ key: 'mobileNum' as const, label: t('forgot.tabMobile') }] : []),
        ]}
        onSubmit={submit.onSubmit}
      >
        {activeTab === 'email' ? (
          <>
            <p className="auth-form__intro">{t('forgot.emailIntro')}</p>
            <UsernameField
              value={username}
              onChange={clearing(setUsername, 'username')}
              error={text(errors.problems.username)}
            />
            <TextField
              name="email"
              type="email"
              inputMode="email"
              label={t('fields.email')}
              value={email}
              onChange={clearing(setEmail, 'email')}
              error={text(errors.problems.email)}
              required
              autoComplete="email"
              maxLength={254}
            />
          </>
        ) : (
          <>
            <PhoneCodeFields
              countries={options.countryCodes}
              dialingCode={dialing}
              onDialingCode={setDialing}
              mobileNum={mobileNum}
              onMobileNum={clearing(setMobileNum, 'mobileNum')}
              mobileError={text(errors.problems.mobileNum)}
              code={code}
              onCode={clearing(setCode, 'code')}
              codeError={text(errors.problems.code)}
              onSend={sendResetCode}
            />
            <NewPasswordFields
              rule={passwordRule}
              newPassword={newPassword}
              confirmPassword={confirmPassword}
              onNewPassword={clearing(setNewPassword, 'newPassword')}
              onConfirmPassword={clearing(setConfirmPassword, 'confirmPassword')}
              newPasswordError={text(errors.problems.newPassword)}
              confirmPasswordError={text(errors.problems.confirmPassword)}
            />
          </>
        )}
        <FormSubmit
          error={text(errors.formError)}
          pending={submit.pending}
          verifying={isVerifying && submit.pending}
          progress={progress}
        >
          {t('forgot.submit')}
        </FormSubmit>
        <SwitchLink onClick={onLogin}>{t('forgot.backToLogin')}</SwitchLink>
      </TabbedForm>
    </Dialog>
  );
}
