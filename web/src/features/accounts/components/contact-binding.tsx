import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, Notice, QueryView } from '@/components/money/parts';
import { Ltr } from '@/components/ui/ltr';
import { useAuthOptions } from '../api/use-auth-options';
import { useContactBinding, useProfile } from '../api/use-profile';
import type { Profile } from '../api/types';
import { phoneProblem } from '../phone-check';
import { FormAlert, SubmitButton, TextField, useProblemText } from './form-kit';
import { defaultDialingCode, PhoneCodeFields, SendCodeButton } from './phone-fields';
import { useFormErrors } from './use-form-errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The member's e-mail and mobile: masked, verified or not, and a form to bind (or change) each with
 * a code sent there. The platform counts the sends (one per countdown, a daily cap) and the tries.
 */
export function ContactsSection() {
  const { t } = useTranslation('account-forms');
  const profile = useProfile();
  return (
    <CentreCard id="contacts-title" title={t('profile.contacts.title')}>
      <QueryView query={profile}>{(data) => <Contacts profile={data} />}</QueryView>
    </CentreCard>
  );
}

function Contacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account-forms');
  const [open, setOpen] = useState<'email' | 'mobile' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const row = (kind: 'email' | 'mobile') => {
    const contact = profile[kind];
    return (
      <div className="contact-row">
        <dt>{t(`profile.contacts.${kind}`)}</dt>
        <dd>
          <span>{contact.masked ? <Ltr>{contact.masked}</Ltr> : t('profile.contacts.notBound')}</span>{' '}
          {contact.masked ? (
            <span className={`contact-badge${contact.verified ? ' contact-badge--ok' : ''}`}>
              {t(contact.verified ? 'profile.contacts.verified' : 'profile.contacts.notVerified')}
            </span>
          ) : null}{' '}
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-expanded={open === kind}
            onClick={() => {
              setDone(null);
              setOpen(open === kind ? null : kind);
            }}
          >
            {t(contact.masked ? 'profile.contacts.change' : 'profile.contacts.bind')}{' '}
            {t(`profile.contacts.${kind}`)}
          </button>
        </dd>
      </div>
    );
  };
  const bound = (message: string) => {
    setOpen(null);
    setDone(message);
  };
  return (
    <>
      <dl className="account-info">
        {row('email')}
        {row('mobile')}
      </dl>
      {open === 'email' ? <EmailForm onBound={() => bound(t('profile.contacts.emailBound'))} /> : null}
      {open === 'mobile' ? <MobileForm onBound={() => bound(t('profile.contacts.mobileBound'))} /> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
    </>
  );
}

function EmailForm({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation('account-forms');
  const text = useProblemText();
  const { sendEmailCode, bindEmail } = useContactBinding();
  const errors = useFormErrors();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<number | null>(null);

  const send = async (): Promise<number | null> => {
    if (!errors.accept(EMAIL.test(email.trim()) ? {} : { email: { key: 'validation.email' } })) return null;
    try {
      const answer = await sendEmailCode.mutateAsync({ email: email.trim() });
      setSent(answer.expiredMinutes);
      return answer.expiredMinutes;
    } catch (error) {
      errors.fromServer(error);
      return null;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(EMAIL.test(email.trim()) ? {} : { email: { key: 'validation.email' } }),
      ...(/^\d{6}$/.test(code) ? {} : { code: { key: 'validation.smsCode' } }),
    };
    if (!errors.accept(problems)) return;
    bindEmail.mutate(
      { email: email.trim(), code },
      { onSuccess: onBound, onError: (e) => errors.fromServer(e) },
    );
  };
  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-label={t('profile.contacts.email')}>
      <FormAlert message={text(errors.formError)} />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        label={t('profile.contacts.email')}
        value={email}
        onChange={errors.clearing(setEmail, 'email')}
        error={text(errors.problems.email)}
        required
        autoComplete="email"
        maxLength={254}
        initialFocus
      />
      <TextField
        name="code"
        inputMode="numeric"
        label={t('profile.contacts.code')}
        value={code}
        onChange={errors.clearing((v) => setCode(v.replace(/\D/g, '')), 'code')}
        error={text(errors.problems.code)}
        required
        autoComplete="one-time-code"
        maxLength={6}
        hint={sent !== null ? t('profile.contacts.codeSent', { minutes: sent }) : undefined}
        addon={<SendCodeButton onSend={send} />}
      />
      <SubmitButton pending={bindEmail.isPending} verifying={false}>
        {t('profile.contacts.confirm')}
      </SubmitButton>
    </form>
  );
}

function MobileForm({ onBound }: { onBound: () => void }) {
  const { t, i18n } = useTranslation('account-forms');
  const text = useProblemText();
  const options = useAuthOptions();
  const countries = options.data?.countryCodes ?? [];
  const { sendMobileCode, bindMobile } = useContactBinding();
  const errors = useFormErrors();
  // The member's choice, else the page language's country (the brand's list may still be loading).
  const [chosenDialing, setDialing] = useState<string | null>(null);
  const dialing = chosenDialing ?? defaultDialingCode(countries, i18n.language);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');

  const send = async (): Promise<number | null> => {
    const problem = await phoneProblem(dialing, mobileNum);
    if (!errors.accept(problem ? { mobileNum: problem } : {})) return null;
    try {
      const answer = await sendMobileCode.mutateAsync({
        countryDialingCode: dialing,
        mobileNum: mobileNum.trim(),
      });
      return answer.expiredMinutes;
    } catch (error) {
      errors.fromServer(error);
      return null;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await phoneProblem(dialing, mobileNum);
    const problems = {
      ...(problem ? { mobileNum: problem } : {}),
      ...(/^\d{6}$/.test(code) ? {} : { code: { key: 'validation.smsCode' } }),
    };
    if (!errors.accept(problems)) return;
    bindMobile.mutate(
      { countryDialingCode: dialing, mobileNum: mobileNum.trim(), code },
      { onSuccess: onBound, onError: (e) => errors.fromServer(e) },
    );
  };
  return (
    <form
      className="contact-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('profile.contacts.mobile')}
    >
      <FormAlert message={text(errors.formError)} />
      <PhoneCodeFields
        countries={countries}
        dialingCode={dialing}
        onDialingCode={setDialing}
        mobileNum={mobileNum}
        onMobileNum={errors.clearing(setMobileNum, 'mobileNum')}
        mobileError={text(errors.problems.mobileNum)}
        code={code}
        onCode={errors.clearing((v) => setCode(v.replace(/\D/g, '')), 'code')}
        codeError={text(errors.problems.code)}
        onSend={send}
      />
      <SubmitButton pending={bindMobile.isPending} verifying={false}>
        {t('profile.contacts.confirm')}
      </SubmitButton>
    </form>
  );
}
