import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, DateTime, Notice, SubmitButton } from '@/components/money/parts';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { agentErrorKey, agentFieldErrors, fieldOfAgentError } from '../api/errors';
import { useCreateInviteLink, useInviteLinks, useRegisterDownline } from '../api/use-agent';
import type { InviteLink } from '../api/types';
import { AgentQuery } from './parts';

type Kind = 'player' | 'agent';
const KINDS: readonly Kind[] = ['player', 'agent'];
type Values = { username: string; password: string; confirmPassword: string };
const EMPTY: Values = { username: '', password: '', confirmPassword: '' };

/** The address an invitation link opens: the register dialog over the home page, with the code. */
export function inviteUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

function problemsOf(values: Values): Partial<Record<keyof Values, string>> {
  const problems: Partial<Record<keyof Values, string>> = {};
  if (values.username.trim() === '') problems.username = 'validation.required';
  if (values.password === '') problems.password = 'validation.required';
  if (values.confirmPassword === '') problems.confirmPassword = 'validation.required';
  else if (values.password !== values.confirmPassword) problems.confirmPassword = 'errors.passwordMismatch';
  return problems;
}

/** Registers a direct downline, a player or a sub-agent, under self-registration's rules. */
function RegisterDownlineForm() {
  const { t } = useTranslation('agent');
  const register = useRegisterDownline();
  const [kind, setKind] = useState<Kind>('player');
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ account: string; kind: Kind } | null>(null);

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const found = problemsOf(values);
    setProblems(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      {
        kind,
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      },
      {
        onSuccess: (result) => {
          setDone({ account: result.account, kind: result.kind });
          setValues(EMPTY);
        },
        onError: (error) => {
          const field = fieldOfAgentError(error);
          const fields = agentFieldErrors(error);
          if (field) setProblems({ [field]: agentErrorKey(error) });
          else if (Object.keys(fields).length > 0) setProblems(fields);
          else setFormError(agentErrorKey(error));
        },
      },
    );
  };

  const input = (field: keyof Values, type: string, autoComplete: string) => (
    <Field label={t(`register.${field}`)} error={problems[field] ? t(problems[field]) : null} required>
      {(props) => (
        <input
          {...props}
          type={type}
          className="field__input"
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          {...(field === 'username' ? { 'data-autofocus': true } : {})}
        />
      )}
    </Field>
  );

  return (
    <section className="centre-card" aria-labelledby="agent-register-title">
      <h4 id="agent-register-title" className="centre-card__title">
        {t('register.title')}
      </h4>
      <p className="centre-card__intro">{t('register.intro')}</p>
      {done ? (
        <Notice tone="success">{t(`register.done.${done.kind}`, { account: done.account })}</Notice>
      ) : null}
      <form className="wallet-form" noValidate onSubmit={submit}>
        <fieldset className="agent-kind">
          <legend className="field__label">{t('register.kind')}</legend>
          {KINDS.map((k) => (
            <label key={k} className="agent-kind__option">
              <input
                type="radio"
                name="agent-register-kind"
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(`kind.${k}`)}
            </label>
          ))}
        </fieldset>
        {input('username', 'text', 'off')}
        {input('password', 'password', 'new-password')}
        {input('confirmPassword', 'password', 'new-password')}
        <FormAlert message={formError ? t(formError) : null} />
        <SubmitButton pending={register.isPending}>{t('register.submit')}</SubmitButton>
      </form>
    </section>
  );
}

function InviteLinkCard({ link }: { link: InviteLink }) {
  const { t } = useTranslation('agent');
  const url = inviteUrl(link.code);
  return (
    <li className="agent-link">
      <QRCodeSVG
        value={url}
        size={112}
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        className="agent-link__qr"
        title={t('links.qr', { kind: t(`kind.${link.kind}`) })}
        role="img"
        aria-label={t('links.qr', { kind: t(`kind.${link.kind}`) })}
      />
      <div className="agent-link__body">
        <p className="agent-link__kind">{t(`kind.${link.kind}`)}</p>
        <p className="agent-link__url mono">{url}</p>
        <p className="agent-link__meta">
          {t('links.registrations', { count: link.registrations })} · <DateTime value={link.createdAt} />
        </p>
        <CopyButton value={url} label={t('links.url')} />
      </div>
    </li>
  );
}

/** Invitation links with their QR codes, type and registrations, and a button to create one. */
function InviteLinks() {
  const { t } = useTranslation('agent');
  const links = useInviteLinks();
  const create = useCreateInviteLink();
  const [kind, setKind] = useState<Kind>('player');
  return (
    <section className="centre-card" aria-labelledby="agent-links-title">
      <div className="centre-card__head">
        <h4 id="agent-links-title" className="centre-card__title">
          {t('links.title')}
        </h4>
      </div>
      <div className="agent-links__create">
        <label className="field__label" htmlFor="agent-link-kind">
          {t('links.kind')}
        </label>
        <select
          id="agent-link-kind"
          className="field__input agent-select"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--primary"
          aria-disabled={create.isPending || undefined}
          onClick={() => {
            if (!create.isPending) create.mutate({ kind });
          }}
        >
          {t('links.create')}
        </button>
      </div>
      <FormAlert message={create.isError ? t(agentErrorKey(create.error)) : null} />
      <AgentQuery query={links} isEmpty={(data) => data.links.length === 0} empty={t('links.none')}>
        {(data) => (
          <>
            <p className="centre-card__intro">{t('links.affiliateCode', { code: data.affiliateCode })}</p>
            <ul className="agent-links">
              {data.links.map((link) => (
                <InviteLinkCard key={link.id} link={link} />
              ))}
            </ul>
          </>
        )}
      </AgentQuery>
    </section>
  );
}

/** agentOpenAccount (register centre): register a downline directly, or invite with a link. */
export function OpenAccountPage() {
  return (
    <div className="centre-page__stack">
      <RegisterDownlineForm />
      <InviteLinks />
    </div>
  );
}
