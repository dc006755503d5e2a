import { JOIN_MARKETS } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, SubmitButton } from '@/components/money/parts';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { agentErrorKey, agentFieldErrors, fieldOfAgentError } from '../api/errors';
import { useJoin, useJoinStatus } from '../api/use-agent';
import type { JoinApplicationInput } from '../api/types';
import { AgentQuery } from './parts';

type Market = (typeof JOIN_MARKETS)[number];
type Values = {
  name: string;
  mobileNum: string;
  email: string;
  telegram: string;
  market: Market;
  experience: string;
};
const CONTACTS = ['mobileNum', 'email', 'telegram'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemsOf(values: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.name.trim() === '') problems.name = 'validation.required';
  if (CONTACTS.every((c) => values[c].trim() === '')) problems.mobileNum = 'validation.contactRequired';
  if (values.email.trim() !== '' && !EMAIL.test(values.email.trim())) problems.email = 'validation.email';
  return problems;
}

function toInput(values: Values): JoinApplicationInput {
  const contact = Object.fromEntries(
    CONTACTS.filter((c) => values[c].trim() !== '').map((c) => [c, values[c].trim()]),
  );
  return {
    name: values.name.trim(),
    market: values.market,
    experience: values.experience.trim(),
    ...contact,
  };
}

/** The application form: name, a way to reach the person, market and experience. */
function JoinForm({ defaultMarket }: { defaultMarket: Market }) {
  const { t } = useTranslation('agent');
  const join = useJoin();
  const [values, setValues] = useState<Values>({
    name: '',
    mobileNum: '',
    email: '',
    telegram: '',
    market: defaultMarket,
    experience: '',
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    const found = problemsOf(values);
    setProblems(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    join.mutate(toInput(values), {
      onError: (error) => {
        const field = fieldOfAgentError(error);
        const fields = agentFieldErrors(error);
        if (field && field in values) setProblems({ [field]: agentErrorKey(error) });
        else if (Object.keys(fields).length > 0) setProblems(fields);
        else setFormError(agentErrorKey(error));
      },
    });
  };

  if (join.isSuccess) return <Notice tone="success">{t('join.sent')}</Notice>;

  const text = (key: 'name' | (typeof CONTACTS)[number], type: string, autoComplete: string) => (
    <Field
      label={t(`join.${key}`)}
      error={problems[key] ? t(problems[key]) : null}
      required={key === 'name'}
      {...(key === 'mobileNum' ? { hint: t('join.contactHint') } : {})}
    >
      {(props) => (
        <input
          {...props}
          type={type}
          className="field__input"
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="wallet-form agent-join" noValidate onSubmit={submit} aria-label={t('join.title')}>
      {text('name', 'text', 'name')}
      {text('mobileNum', 'tel', 'tel')}
      {text('email', 'email', 'email')}
      {text('telegram', 'text', 'off')}
      <Field label={t('join.market')} required>
        {(props) => (
          <select
            {...props}
            className="field__input agent-select"
            value={values.market}
            onChange={(e) => set('market', e.target.value)}
          >
            {JOIN_MARKETS.map((m) => (
              <option key={m} value={m}>
                {t(`join.markets.${m}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('join.experience')} error={problems.experience ? t(problems.experience) : null}>
        {(props) => (
          <textarea
            {...props}
            className="field__input"
            rows={4}
            maxLength={1000}
            value={values.experience}
            onChange={(e) => set('experience', e.target.value)}
          />
        )}
      </Field>
      <FormAlert message={formError ? t(formError) : null} />
      <SubmitButton pending={join.isPending}>{t('join.submit')}</SubmitButton>
    </form>
  );
}

/**
 * /join's way in to the agent programme: the application form (AGENTPOLICY3), or for a member who
 * already applied, where that application stands. An agent is told it already is one.
 */
export function JoinApplication({
  isLoggedIn,
  isAgent,
  defaultMarket = 'VN',
  onOpenAgentCentre,
}: {
  isLoggedIn: boolean;
  isAgent: boolean;
  defaultMarket?: Market;
  onOpenAgentCentre: () => void;
}) {
  const { t } = useTranslation('agent');
  const status = useJoinStatus(isLoggedIn && !isAgent);
  if (isAgent) {
    return (
      <div className="join__cta">
        <p>{t('join.alreadyAgent')}</p>
        <button type="button" className="btn btn--primary" onClick={onOpenAgentCentre}>
          {t('join.openCentre')}
        </button>
      </div>
    );
  }
  if (!isLoggedIn) return <JoinForm defaultMarket={defaultMarket} />;
  return (
    <AgentQuery query={status}>
      {(application) =>
        application && application.status !== 'rejected' ? (
          <Notice tone={application.status === 'approved' ? 'success' : 'info'}>
            {t(`join.status.${application.status}`)}
          </Notice>
        ) : (
          <>
            {application ? <Notice tone="warning">{t('join.status.rejected')}</Notice> : null}
            <JoinForm defaultMarket={defaultMarket} />
          </>
        )
      }
    </AgentQuery>
  );
}
