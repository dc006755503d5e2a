import { MOBILE_INPUT_MAX, type RegisterField } from '@portal/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ExternalLink } from '@/components/ui/external-link';
import { errorCode } from '../api/errors';
import type { AuthOptions, LoginResult, RegisterRule } from '../api/types';
import { useCheckAffiliate, useRegister, useSendCode } from '../api/use-account-mutations';
import { useHumanVerification } from '../api/use-human-verification';
import {
  collect,
  confirmProblem,
  newPasswordProblem,
  ruleProblem,
  smsCodeProblem,
  type Problem,
} from '../validation';
import { checkPhone, phoneProblem } from '../phone-check';
import { CaptchaField } from './captcha-field';
import { FormSubmit, SwitchLink, TabbedForm, TextField, useProblemText, useSingleFlight } from './form-kit';
import { CountryCodeSelect, defaultDialingCode, SendCodeButton } from './phone-fields';
import { useFormErrors } from './use-form-errors';
import { usePhoneSignIn } from './use-phone-sign-in';

type RegisterTab = 'username' | 'mobile';

/** Optional profile fields, in the order the form shows them when their rule is enabled. */
const EXTRA_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'recommenderId',
] as const satisfies readonly RegisterField[];

/** The spec's verification-code limit. */
const VERIFICATION_CODE_MAX = 255;

type Values = Record<string, string>;

function initialValues(affiliateCode: string, dialing: string): Values {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    mobileNum: '',
    countryDialingCode: dialing,
    verificationCode: '',
    affiliateCode,
    captcha: '',
    ...Object.fromEntries(EXTRA_FIELDS.map((f) => [f, ''])),
  };
}

type Props = {
  options: AuthOptions;
  banner?: ReactNode;
  onClose: () => void;
  onLogin: () => void;
  onRegistered: (result: LoginResult) => void;
};

export function RegisterDialog({ options, banner, onClose, onLogin, onRegistered }: Props) {
  const { t, i18n } = useTranslation('account-forms');
  const text = useProblemText();
  const idBase = useId();
  const [searchParams] = useSearchParams();
  // A member's invite (the referral) names the referral code, sent as is (the platform
  // also places under an agent whose code came as referralCode); an agent's invitation link names
  // the affiliate code (agent centre, open account), which fills the affiliate field.
  const referralCode = searchParams.get('referralCode')?.trim() ?? '';
  const linkAffiliateCode = searchParams.get('affiliateCode')?.trim() ?? '';
  const defaultDialing = defaultDialingCode(options.countryCodes, i18n.language);
  const rules = options.registerRules;

  const tabs = (
    [
      { key: 'username', label: t('register.tabUsername'), on: options.usernameRegister },
      { key: 'mobile', label: t('register.tabMobile'), on: options.mobileRegister },
    ] as const
  ).filter((tab) => tab.on);
  const [tab, setTab] = useState<RegisterTab>(tabs[0]?.key ?? 'username');
  const [values, setValues] = useState<Values>(() => initialValues(linkAffiliateCode, defaultDialing));
  const [agree, setAgree] = useState(true);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  const errors = useFormErrors();
  const { verify, isVerifying, progress } = useHumanVerification();
  const register = useRegister();
  const sendCode = useSendCode();
  const checkAffiliate = useCheckAffiliate();

  // While FIREBASELOGIN3 is on, a mobile registration's code comes from Firebase (ADR 0023).
  const firebasePhone = usePhoneSignIn(options.firebase, errors, 'verificationCode');

  const isMobileTab = tab === 'mobile';
  const byFirebase = isMobileTab && firebasePhone !== null;
  const enabled = (field: RegisterField) => rules[field]?.enabled === true;
  const showMobile = isMobileTab || enabled('mobileNum');
  const showCode = byFirebase || (showMobile && options.mobileRegisterVerify);
  // MOBILENUMPASSREG3 off with the number proven (REGMOBVERF3's code or Firebase's): the proven
  // number is the credential, no password.
  const passwordless =
    isMobileTab && !options.mobilePasswordRegister && (options.mobileRegisterVerify || byFirebase);
  const showCaptcha = enabled('captcha');
  const mobileRule: RegisterRule | undefined = isMobileTab
    ? {
        ...(rules.mobileNum ?? { acceptedPattern: '*', minLength: 6, maxLength: 15, patternId: 5 }),
        enabled: true,
        required: true,
      }
    : rules.mobileNum;

  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };
  const ruleValues = (field: string): Problem['values'] => {
    const rule = rules[field];
    return rule ? { min: rule.minLength, max: rule.maxLength } : undefined;
  };

  const validate = async () => {
    const mobile = values.mobileNum ?? '';
    const dialing = values.countryDialingCode ?? defaultDialing;
    const entries: Record<string, Problem | null> = {
      password: passwordless ? null : newPasswordProblem(rules.password, values.password ?? ''),
      confirmPassword: passwordless
        ? null
        : confirmProblem(values.password ?? '', values.confirmPassword ?? ''),
      affiliateCode: ruleProblem(rules.affiliateCode, values.affiliateCode ?? ''),
      captcha:
        showCaptcha && rules.captcha
          ? ruleProblem({ ...rules.captcha, required: true }, values.captcha ?? '')
          : null,
    };
    // The register rule measures the national number, however it was typed ("0912 345 678").
    if (isMobileTab) {
      const phone = await checkPhone(dialing, mobile);
      entries.mobileNum = phone.problem ?? ruleProblem(mobileRule, phone.national ?? mobile);
    } else {
      entries.username = ruleProblem(
        rules.username && { ...rules.username, enabled: true },
        values.username ?? '',
      );
      const phone = mobile.trim() === '' ? null : await checkPhone(dialing, mobile);
      entries.mobileNum = phone?.problem ?? ruleProblem(rules.mobileNum, phone?.national ?? mobile);
      for (const field of EXTRA_FIELDS) entries[field] = ruleProblem(rules[field], values[field] ?? '');
    }
    if (byFirebase) {
      // Firebase's codes are six digits.
      entries.verificationCode = smsCodeProblem(values.verificationCode ?? '');
    } else if (showCode && (isMobileTab || mobile.trim() !== '')) {
      entries.verificationCode =
        (values.verificationCode ?? '').trim() === '' ? { key: 'validation.required' } : null;
    }
    if (!agree) entries.agree = { key: 'validation.agree' };
    return collect(entries);
  };

  const payload = () => {
    const fields: Record<string, string> = {};
    const keep = (field: string) => {
      const value = (values[field] ?? '').trim();
      if (value !== '') fields[field] = value;
    };
    if (!isMobileTab) {
      keep('username');
      for (const field of EXTRA_FIELDS) if (enabled(field)) keep(field);
    }
    if (showMobile) {
      keep('mobileNum');
      if (fields.mobileNum) fields.countryDialingCode = values.countryDialingCode ?? defaultDialing;
    }
    // Firebase checks the code itself: the registration carries its ID token instead.
    if (showCode && !byFirebase) keep('verificationCode');
    if (enabled('affiliateCode')) keep('affiliateCode');
    if (showCaptcha) keep('captcha');
    if (referralCode) fields.referralCode = referralCode;
    if (passwordless) return fields;
    return {
      ...fields,
      // Passwords are sent as typed: spaces may be part of them.
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
  };

  const submit = useSingleFlight(async () => {
    const problems = await validate();
    if (!errors.accept(problems)) return;
    try {
      const affiliate = (values.affiliateCode ?? '').trim();
      if (affiliate !== '' && enabled('affiliateCode')) {
        const { valid } = await checkAffiliate(affiliate);
        if (!valid) {
          errors.reset({ affiliateCode: { key: 'errors.invitationCode' } });
          errors.setFormError({ key: 'errors.invitationCode' });
          return;
        }
      }
      let firebaseIdToken: string | undefined;
      if (firebasePhone && byFirebase) {
        const token = await firebasePhone.token(
          values.countryDialingCode ?? defaultDialing,
          values.mobileNum ?? '',
          (values.verificationCode ?? '').trim(),
        );
        if (token === null) {
          errors.reset({ verificationCode: { key: 'errors.sendCodeFirst' } });
          return;
        }
        firebaseIdToken = token;
      }
      const verification = await verify();
      const result = await register.mutateAsync({
        ...payload(),
        ...(firebaseIdToken ? { firebaseIdToken, firebaseChannel: 'sms' as const } : {}),
        method: isMobileTab ? 'mobile' : 'username',
        agree: true,
        verification,
      });
      onRegistered(result);
    } catch (error) {
      firebasePhone?.refused(error);
      errors.fromServer(error, ruleValues);
      if (errorCode(error) === 'CAPTCHA_ERROR' && showCaptcha) {
        setValues((v) => ({ ...v, captcha: '' }));
        setCaptchaGeneration((g) => g + 1);
      }
    }
  });

  const sendRegisterCode = async (): Promise<number | null> => {
    const problem = await phoneProblem(values.countryDialingCode ?? defaultDialing, values.mobileNum ?? '');
    errors.reset(problem ? { mobileNum: problem } : {});
    if (problem) return null;
    try {
      const verification = await verify();
      const answer = await sendCode.mutateAsync({
        purpose: 'register',
        mobileNum: (values.mobileNum ?? '').trim(),
        countryDialingCode: values.countryDialingCode ?? defaultDialing,
        verification,
      });
      return answer.expiredMinutes;
    } catch (error) {
      errors.fromServer(error);
      return null;
    }
  };

  const resetForm = () => {
    setValues(initialValues(linkAffiliateCode, defaultDialing));
    setAgree(true);
    errors.reset();
  };

  const field = (
    name: RegisterField | 'confirmPassword' | 'verificationCode',
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => {
    const rule = name === 'confirmPassword' ? rules.password : rules[name];
    const isRequired = name === 'confirmPassword' || name === 'password' || rule?.required === true;
    return (
      <TextField
        key={name}
        name={name}
        label={t(`fields.${name}`)}
        value={values[name] ?? ''}
        onChange={set(name)}
        error={text(errors.problems[name])}
        required={isRequired}
        maxLength={rule?.maxLength}
        {...extra}
      />
    );
  };

  if (tabs.length === 0) {
    return (
      <Dialog title={t('register.title')} onClose={onClose} size="sm">
        <p>{t('errors.functionNotAvailable')}</p>
      </Dialog>
    );
  }

  const mobileField = field('mobileNum', {
    type: 'tel',
    inputMode: 'tel',
    // The rule's length is the national number's; "+84 912 345 678" is longer as typed.
    maxLength: MOBILE_INPUT_MAX,
    autoComplete: 'tel-national',
    required: isMobileTab || rules.mobileNum?.required === true,
    initialFocus: isMobileTab,
    prefix: (
      <CountryCodeSelect
        countries={options.countryCodes}
        value={values.countryDialingCode ?? defaultDialing}
        onChange={set('countryDialingCode')}
      />
    ),
  });

  return (
    <Dialog title={t('register.title')} onClose={onClose} size="md" className="auth-dialog">
      {banner}
      <TabbedForm
        idBase={idBase}
        label={t('register.tabs')}
        active={tab}
        onTab={errors.resetting(setTab)}
        tabs={tabs.map(({ key, label }) => ({ key, label }))}
        onSubmit={submit.onSubmit}
      >
        {isMobileTab ? mobileField : field('username', { autoComplete: 'username', initialFocus: true })}
        {showCode && isMobileTab
          ? field('verificationCode', {
              label: t('fields.smsCode'),
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              required: true,
              maxLength: byFirebase ? 6 : VERIFICATION_CODE_MAX,
              addon: (
                <SendCodeButton
                  onSend={
                    firebasePhone && byFirebase
                      ? () =>
                          firebasePhone.send(
                            values.countryDialingCode ?? defaultDialing,
                            values.mobileNum ?? '',
                          )
                      : sendRegisterCode
                  }
                />
              ),
            })
          : null}
        {firebasePhone && byFirebase ? (
          <>
            <p className="auth-form__hint">{t('phoneSignIn.note')}</p>
            {firebasePhone.host}
          </>
        ) : null}
        {passwordless ? (
          <p className="auth-form__intro">{t('register.smsLoginHint')}</p>
        ) : (
          <>
            {field('password', { type: 'password', autoComplete: 'new-password' })}
            {field('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
          </>
        )}
        {!isMobileTab ? (
          <>
            {EXTRA_FIELDS.filter((name) => name !== 'recommenderId' && enabled(name)).map((name) =>
              field(name, {
                ...(name === 'email' ? { type: 'email', inputMode: 'email', autoComplete: 'email' } : {}),
                ...(name === 'paymentPassword' ? { type: 'password', autoComplete: 'off' } : {}),
                ...(name === 'payeeName' ? { autoComplete: 'name' } : {}),
              }),
            )}
            {enabled('mobileNum') ? mobileField : null}
            {showCode
              ? field('verificationCode', {
                  label: t('fields.smsCode'),
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  required: (values.mobileNum ?? '').trim() !== '',
                  maxLength: VERIFICATION_CODE_MAX,
                  addon: <SendCodeButton onSend={sendRegisterCode} />,
                })
              : null}
            {enabled('recommenderId') ? field('recommenderId') : null}
          </>
        ) : null}
        {enabled('affiliateCode') ? field('affiliateCode', { hint: t('register.affiliateHint') }) : null}
        {showCaptcha ? (
          <CaptchaField
            key={captchaGeneration}
            value={values.captcha ?? ''}
            onChange={set('captcha')}
            error={text(errors.problems.captcha)}
          />
        ) : null}
        <div className={`field${errors.problems.agree ? ' field--invalid' : ''}`}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={agree}
              onChange={(e) => {
                setAgree(e.target.checked);
                errors.clearField('agree');
              }}
              aria-invalid={errors.problems.agree ? true : undefined}
              aria-describedby={`${idBase}-agree-error`}
            />
            <span>
              {/* The documents open in a new tab: the form keeps what was typed. */}
              <Trans
                t={t}
                i18nKey="register.agree"
                values={{ age: options.minimumAge }}
                components={{
                  terms: <ExternalLink href="/help?topic=terms" />,
                  privacy: <ExternalLink href="/help?topic=privacy" />,
                }}
              />
            </span>
          </label>
          <p id={`${idBase}-agree-error`} className="field__error" aria-live="polite">
            {text(errors.problems.agree) ?? ''}
          </p>
        </div>
        <FormSubmit
          error={text(errors.formError)}
          pending={submit.pending}
          verifying={isVerifying && submit.pending}
          progress={progress}
        >
          {t('register.submit')}
        </FormSubmit>
        <div className="auth-form__row">
          <button type="button" className="btn btn--ghost" onClick={resetForm}>
            {t('register.reset')}
          </button>
          <SwitchLink prompt={t('register.haveAccount')} onClick={onLogin}>
            {t('register.loginNow')}
          </SwitchLink>
        </div>
      </TabbedForm>
    </Dialog>
  );
}
