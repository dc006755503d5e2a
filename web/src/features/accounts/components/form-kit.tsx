import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { formatPercent } from '@/lib/locale-format';
import { nextTabIndex } from '@/lib/roving-tabs';
import { passwordRule, type Problem } from '../validation';
import type { RegisterRule } from '../api/types';

export { FormAlert };

/** Translates a validation problem or a server field key (accounts namespace). */
export function useProblemText() {
  const { t } = useTranslation('account-forms');
  return (problem: Problem | string | null | undefined): string | null => {
    if (!problem) return null;
    if (typeof problem === 'string') return t(problem, { defaultValue: t('validation.invalid') });
    return t(problem.key, { ...problem.values, defaultValue: t('validation.invalid') });
  };
}

type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  hint?: string;
  /** Rendered beside the input (a send-code button, a captcha image). */
  addon?: ReactNode;
  /** Rendered before the input (the dialing-code picker). */
  prefix?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** The dialog focuses this input first. */
  initialFocus?: boolean;
  /** Shown but not editable (a value set once, like the real name). */
  readOnly?: boolean;
};

/**
 * A labelled input. Required fields get the spec's leading star in the placeholder; the error and
 * the hint are tied to the input with aria-describedby, and the error is also a live region.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  required = false,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  maxLength,
  hint,
  addon,
  prefix,
  inputRef,
  initialFocus = false,
  readOnly = false,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <>
          {prefix}
          <input
            ref={inputRef}
            {...control}
            name={name}
            className="field__input"
            type={type}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={required ? `* ${label}` : label}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            spellCheck={false}
            data-autofocus={initialFocus || undefined}
            autoCapitalize="off"
            readOnly={readOnly || undefined}
          />
          {addon}
        </>
      )}
    </Field>
  );
}

/**
 * Submit button with a visible and announced pending state; while the human check runs it shows
 * how far it has come (`progress`, 0 to 1), so a slow phone's wait is seen to move.
 */
export function SubmitButton({
  pending,
  verifying,
  progress = 0,
  children,
}: {
  pending: boolean;
  verifying: boolean;
  progress?: number;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('account-forms');
  const share = Math.min(1, Math.max(0, progress));
  const percent = formatPercent(share, i18n.language);
  return (
    <button
      type="submit"
      className="btn btn--primary btn--block"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {verifying ? (
        <>
          {t('verifying')} <bdi className="btn__progress-text">{percent}</bdi>
          <span className="btn__progress" aria-hidden="true" style={{ transform: `scaleX(${share})` }} />
        </>
      ) : pending ? (
        t('pending')
      ) : (
        children
      )}
    </button>
  );
}

/**
 * The tabs of a dialog and the form they switch: with more than one tab the form is their tabpanel,
 * labelled by the active tab; with one the tabs are not drawn and the form is a plain form.
 */
export function TabbedForm<K extends string>({
  idBase,
  label,
  tabs,
  active,
  onTab,
  onSubmit,
  children,
}: {
  idBase: string;
  label: string;
  tabs: Tab<K>[];
  active: K;
  onTab: (key: K) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Tabs idBase={idBase} label={label} active={active} onChange={onTab} tabs={tabs} />
      <form
        id={`${idBase}-panel`}
        className="auth-form"
        noValidate
        onSubmit={onSubmit}
        {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${idBase}-tab-${active}` } : {})}
      >
        {children}
      </form>
    </>
  );
}

/** The account's username, focused first: the same input on the login and the reset-password forms. */
export function UsernameField({
  value,
  onChange,
  error,
  offersPasskeys = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The login's field: the browser may list the person's passkeys among its suggestions. */
  offersPasskeys?: boolean;
}) {
  const { t } = useTranslation('account-forms');
  return (
    <TextField
      name="username"
      label={t('fields.username')}
      value={value}
      onChange={onChange}
      error={error}
      required
      autoComplete={offersPasskeys ? 'username webauthn' : 'username'}
      maxLength={64}
      initialFocus
    />
  );
}

/** The form-level error banner and the submit button under it. */
export function FormSubmit({
  error,
  pending,
  verifying,
  progress,
  children,
}: {
  error: string | null;
  pending: boolean;
  verifying: boolean;
  progress?: number;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert message={error} />
      <SubmitButton pending={pending} verifying={verifying} progress={progress ?? 0}>
        {children}
      </SubmitButton>
    </>
  );
}

/** The line under a form that leads to the neighbouring dialog ("No account? Register now"). */
export function SwitchLink({
  prompt,
  onClick,
  children,
}: {
  prompt?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <p className="auth-form__switch">
      {prompt ? <>{prompt} </> : null}
      <button type="button" className="link-btn" onClick={onClick}>
        {children}
      </button>
    </p>
  );
}

/**
 * Wraps a submit handler so a second Enter or click while the first call runs does nothing
 * (the button stays focusable with aria-disabled, so focus is not lost while pending).
 */
export function useSingleFlight(run: () => Promise<void>) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const onSubmit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    run().finally(() => {
      busy.current = false;
      setPending(false);
    });
  };
  return { onSubmit, pending };
}

type Tab<K extends string> = { key: K; label: string };

/**
 * WAI-ARIA tabs: arrow keys move between tabs in the direction of the page (in a right-to-left page
 * the row runs leftward, so Left is the next tab), Home and End to the ends; the panel is labelled by
 * its tab.
 */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  idBase,
}: {
  tabs: Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  idBase: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === null) return;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${tab.key}`}
          aria-controls={`${idBase}-panel`}
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          className={`tabs__tab${tab.key === active ? ' is-active' : ''}`}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A countdown in whole seconds: `start(ms)` begins it; it ticks every second until it reaches 0. */
export function useCountdown() {
  const [state, setState] = useState<{ until: number; now: number } | null>(null);
  const running = state !== null && state.now < state.until;
  const until = state?.until;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setState((s) => (s ? { until: s.until, now: Date.now() } : s)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [running, until]);
  const remaining = state ? Math.max(0, Math.ceil((state.until - state.now) / 1000)) : 0;
  const start = useCallback((ms: number) => {
    const now = Date.now();
    setState({ until: now + ms, now });
  }, []);
  return { remaining, start };
}

/** New password and its confirmation: the pair every set-a-password form asks for. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  onNewPassword,
  onConfirmPassword,
  newPasswordError,
  confirmPasswordError,
  initialFocus = false,
  rule,
}: {
  /** The brand's password rule (the register rule): the fields take no more than it allows. */
  rule: RegisterRule | undefined;
  newPassword: string;
  confirmPassword: string;
  onNewPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  newPasswordError: string | null | undefined;
  confirmPasswordError: string | null | undefined;
  initialFocus?: boolean;
}) {
  const { t } = useTranslation('account-forms');
  const { maxLength } = passwordRule(rule);
  const fields = [
    {
      name: 'newPassword',
      label: t('fields.newPassword'),
      value: newPassword,
      onChange: onNewPassword,
      error: newPasswordError,
      initialFocus,
    },
    {
      name: 'confirmPassword',
      label: t('fields.confirmPassword'),
      value: confirmPassword,
      onChange: onConfirmPassword,
      error: confirmPasswordError,
      initialFocus: false,
    },
  ];
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.name}
          {...field}
          type="password"
          required
          autoComplete="new-password"
          maxLength={maxLength}
        />
      ))}
    </>
  );
}
