import { ErrorCode } from '@portal/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { PasskeyCeremonyError, cancelPasskeyRequest, passkeyAutofillSupported } from '@/lib/passkey-ceremony';
import { captchaRequiredOf, errorCode, maskedMobileOf } from '../api/errors';
import { usePasskeyLogin } from '../api/use-passkeys';
import type { AuthOptions, LoginResult } from '../api/types';
import {
  useFreePlay,
  useLogin,
  useLoginFirebase,
  useLoginSms,
  useSendCode,
} from '../api/use-account-mutations';
import { useHumanVerification } from '../api/use-human-verification';
import { phoneProblem } from '../phone-check';
import { collect, required, smsCodeProblem } from '../validation';
import { CaptchaField } from './captcha-field';
import {
  FormSubmit,
  SwitchLink,
  TabbedForm,
  TextField,
  UsernameField,
  useProblemText,
  useSingleFlight,
} from './form-kit';
import { LoginIpVerificationFields } from './login-ip-verification';
import { defaultDialingCode, PhoneCodeFields } from './phone-fields';
import { sendPhoneCode } from './send-phone-code';
import { useFormErrors } from './use-form-errors';
import { usePhoneSignIn } from './use-phone-sign-in';

type LoginTab = 'username' | 'sms';
/** Set while the login waits for the code of a login from a new IP (LOGIN_IP_VERIFICATION_REQUIRED). */
type IpStep = { maskedMobile: string | null };

type Props = {
  options: AuthOptions;
  /** The w_login banner group, rendered by the app (features do not import each other). */
  banner?: ReactNode;
  onClose: () => void;
  onRegister: () => void;
  onForgot: () => void;
  onLoggedIn: (result: LoginResult) => void;
};

export function LoginDialog({ options, banner, onClose, onRegister, onForgot, onLoggedIn }: Props) {
  const { t, i18n } = useTranslation('account-forms');
  const text = useProblemText();
  const idBase = useId();
  const [tab, setTab] = useState<LoginTab>('username');
  // The phone tab: the platform's SMS code, or Firebase's while FIREBASELOGIN3 is on (ADR 0023).
  const phoneTab = options.smsLogin || options.firebase !== null;
  const activeTab: LoginTab = phoneTab ? tab : 'username';

  const [username, setUsername] = useState(options.rememberedUsername ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(options.rememberedUsername !== null);
  const [captcha, setCaptcha] = useState('');
  const [showCaptcha, setShowCaptcha] = useState(options.captchaOnLogin);
  // Set when the field appeared because of failed attempts: it then says why it is there.
  const [captchaAfterFailures, setCaptchaAfterFailures] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [dialing, setDialing] = useState(() => defaultDialingCode(options.countryCodes, i18n.language));
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [ipStep, setIpStep] = useState<IpStep | null>(null);
  const [ipCode, setIpCode] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = useFormErrors();
  const { verify, isVerifying, progress } = useHumanVerification();
  const login = useLogin();
  const loginSms = useLoginSms();
  const loginFirebase = useLoginFirebase();
  const sendCode = useSendCode();
  const firebasePhone = usePhoneSignIn(options.firebase, errors, 'code');
  const freePlay = useFreePlay();
  const passkeyLogin = usePasskeyLogin();

  // Where the browser offers passkeys among the username field's suggestions (conditional UI), a
  // request waits in the background for the person to pick one; it ends when the dialog closes.
  useEffect(() => {
    let live = true;
    void passkeyAutofillSupported().then((yes) => {
      if (!yes || !live) return;
      passkeyLogin.mutate(
        { autofill: true },
        {
          onSuccess: (result) => onLoggedIn(result),
          onError: (error) => {
            // The background request is no action of the person's: the browser's own refusals of it
            // (dismissed, no authenticator, aborted) stay silent; the server's answer to a passkey
            // they picked shows in the form's banner.
            if (live && !(error instanceof PasskeyCeremonyError)) errors.fromServer(error);
          },
        },
      );
    });
    return () => {
      live = false;
      void cancelPasskeyRequest();
    };
    // Once per dialog: a new autofill request would cancel the one the browser holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signInWithPasskey = async () => {
    errors.reset();
    // The button's prompt replaces a waiting autofill request (one ceremony at a time).
    await cancelPasskeyRequest();
    try {
      onLoggedIn(await passkeyLogin.mutateAsync({ autofill: false }));
    } catch (error) {
      errors.fromServer(error);
    }
  };

  const freshCaptcha = () => {
    setCaptcha('');
    setCaptchaGeneration((g) => g + 1);
  };

  const failed = (error: unknown) => {
    errors.fromServer(error);
    const captchaNext = captchaRequiredOf(error);
    if (errorCode(error) === ErrorCode.captchaError || captchaNext) {
      // The code is single use and now spent, or this failure made one necessary: show the captcha
      // with a fresh image now, so the next attempt is the one that carries it.
      if (!showCaptcha && captchaNext) setCaptchaAfterFailures(true);
      setShowCaptcha(true);
      freshCaptcha();
    }
  };

  /** Right password, new IP: the next step asks for the code sent to the account's mobile. */
  const askForIpCode = (error: unknown) => {
    const again = ipStep !== null;
    setIpStep({ maskedMobile: maskedMobileOf(error) ?? ipStep?.maskedMobile ?? null });
    // The captcha of the first attempt is spent: the step shows a fresh one when one is needed.
    if (showCaptcha) freshCaptcha();
    // Asked again from the step itself: the platform's challenge lapsed, a new code is needed.
    errors.reset(again ? { code: { key: 'loginIp.requestNew' } } : {});
  };

  const leaveIpStep = () => {
    setIpStep(null);
    setIpCode('');
    errors.reset();
    // The password field came back where the step was; the typed username is still there.
    window.setTimeout(() => passwordRef.current?.focus(), 0);
  };

  const sendIpCode = async (): Promise<number | null> => {
    errors.reset();
    try {
      const verification = await verify();
      const answer = await sendCode.mutateAsync({
        purpose: 'loginIp',
        username: username.trim(),
        verification,
      });
      return answer.expiredMinutes;
    } catch (error) {
      errors.fromServer(error);
      return null;
    }
  };

  /** The username and password login, with the IP code once the platform has asked for one. */
  const passwordLogin = async (ipVerificationCode?: string) => {
    try {
      const verification = await verify();
      const result = await login.mutateAsync({
        username: username.trim(),
        password,
        ...(showCaptcha ? { captcha: captcha.trim() } : {}),
        rememberMe,
        verification,
        ...(ipVerificationCode === undefined ? {} : { ipVerificationCode }),
      });
      onLoggedIn(result);
    } catch (error) {
      if (errorCode(error) === ErrorCode.loginIpVerificationRequired) askForIpCode(error);
      else failed(error);
    }
  };

  const submit = useSingleFlight(async () => {
    if (ipStep) {
      const problems = collect({
        code: smsCodeProblem(ipCode),
        captcha: showCaptcha ? required(captcha) : null,
      });
      if (errors.accept(problems)) await passwordLogin(ipCode.trim());
      return;
    }
    if (activeTab === 'sms') {
      const problems = collect({
        mobileNum: await phoneProblem(dialing, mobileNum),
        code: smsCodeProblem(code),
      });
      if (!errors.accept(problems)) return;
      if (firebasePhone) {
        try {
          const idToken = await firebasePhone.token(dialing, mobileNum, code.trim());
          if (idToken === null) {
            errors.reset({ code: { key: 'errors.sendCodeFirst' } });
            return;
          }
          onLoggedIn(await loginFirebase.mutateAsync({ idToken, rememberMe }));
        } catch (error) {
          firebasePhone.refused(error);
          errors.fromServer(error);
        }
        return;
      }
      try {
        onLoggedIn(
          await loginSms.mutateAsync({
            mobileNum: mobileNum.trim(),
            countryDialingCode: dialing,
            code: code.trim(),
            rememberMe,
          }),
        );
      } catch (error) {
        failed(error);
      }
      return;
    }
    const problems = collect({
      username: required(username),
      password: required(password),
      captcha: showCaptcha ? required(captcha) : null,
    });
    if (errors.accept(problems)) await passwordLogin();
  });

  const sendLoginCode = () =>
    firebasePhone
      ? firebasePhone.send(dialing, mobileNum)
      : sendPhoneCode({ sendCode, verify, errors, purpose: 'login', dialing, mobileNum });

  const startFreePlay = useSingleFlight(async () => {
    errors.reset();
    try {
      const verification = await verify();
      onLoggedIn(await freePlay.mutateAsync({ verification }));
    } catch (error) {
      errors.fromServer(error);
    }
  });

  const pending = submit.pending || startFreePlay.pending;

  const captchaField = showCaptcha ? (
    <CaptchaField
      key={captchaGeneration}
      value={captcha}
      onChange={errors.clearing(setCaptcha, 'captcha')}
      error={text(errors.problems.captcha)}
      {...(captchaAfterFailures ? { hint: t('login.captchaAfterFailures') } : {})}
    />
  ) : null;

  if (ipStep) {
    return (
      <Dialog title={t('login.title')} onClose={onClose} size="md" className="auth-dialog">
        <form className="auth-form" noValidate onSubmit={submit.onSubmit} aria-label={t('loginIp.heading')}>
          <LoginIpVerificationFields
            maskedMobile={ipStep.maskedMobile}
            code={ipCode}
            onCodeChange={(v) => {
              setIpCode(v);
              errors.clearField('code');
              errors.clearField('ipVerificationCode');
            }}
            error={text(errors.problems.code ?? errors.problems.ipVerificationCode)}
            onSend={sendIpCode}
          />
          {captchaField}
          <FormSubmit
            error={text(errors.formError)}
            pending={submit.pending}
            verifying={isVerifying && submit.pending}
            progress={progress}
          >
            {t('loginIp.submit')}
          </FormSubmit>
          <SwitchLink onClick={leaveIpStep}>{t('loginIp.back')}</SwitchLink>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('login.title')} onClose={onClose} size="md" className="auth-dialog">
      {banner}
      <TabbedForm
        idBase={idBase}
        label={t('login.tabs')}
        active={activeTab}
        onTab={errors.resetting(setTab)}
        tabs={[
          { key: 'username', label: t('login.tabUsername') },
          { key: 'sms', label: t('login.tabSms') },
        ].filter((tabItem): tabItem is { key: LoginTab; label: string } => tabItem.key !== 'sms' || phoneTab)}
        onSubmit={submit.onSubmit}
      >
        {activeTab === 'username' ? (
          <>
            <UsernameField
              offersPasskeys
              value={username}
              onChange={errors.clearing(setUsername, 'username')}
              error={text(errors.problems.username)}
            />
            <TextField
              name="password"
              type="password"
              label={t('fields.password')}
              value={password}
              onChange={errors.clearing(setPassword, 'password')}
              error={text(errors.problems.password)}
              required
              autoComplete="current-password"
              maxLength={128}
              inputRef={passwordRef}
            />
            {captchaField}
          </>
        ) : (
          <>
            <PhoneCodeFields
              countries={options.countryCodes}
              dialingCode={dialing}
              onDialingCode={setDialing}
              mobileNum={mobileNum}
              onMobileNum={errors.clearing(setMobileNum, 'mobileNum')}
              mobileError={text(errors.problems.mobileNum)}
              code={code}
              onCode={errors.clearing(setCode, 'code')}
              codeError={text(errors.problems.code)}
              onSend={sendLoginCode}
            />
            {firebasePhone ? (
              <>
                <p className="auth-form__hint">{t('phoneSignIn.note')}</p>
                {firebasePhone.host}
              </>
            ) : null}
          </>
        )}
        <div className="auth-form__row">
          <label className="checkbox">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            {t('login.rememberMe')}
          </label>
          <button type="button" className="link-btn" onClick={onForgot}>
            {t('login.forgot')}
          </button>
        </div>
        <FormSubmit
          error={text(errors.formError)}
          pending={submit.pending}
          verifying={isVerifying && submit.pending}
          progress={progress}
        >
          {t('login.submit')}
        </FormSubmit>
        <button
          type="button"
          className="btn btn--outline btn--block"
          aria-disabled={pending || undefined}
          onClick={() => !pending && void signInWithPasskey()}
        >
          {passkeyLogin.isPending && passkeyLogin.variables?.autofill === false
            ? t('pending')
            : t('login.passkey')}
        </button>
        {options.freePlay ? (
          <button
            type="button"
            className="btn btn--outline btn--block"
            aria-disabled={pending || undefined}
            onClick={(e) => !pending && startFreePlay.onSubmit(e)}
          >
            {startFreePlay.pending ? t('pending') : t('login.freePlay')}
          </button>
        ) : null}
        <SwitchLink prompt={t('login.noAccount')} onClick={onRegister}>
          {t('login.registerNow')}
        </SwitchLink>
      </TabbedForm>
    </Dialog>
  );
}
