import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { passwordRule, type Problem } from '../validation';
import type { RegisterRule } from '../api/types';

/** Translates a validation problem or a server field key (auth namespace). */
export function useProblemText() {
  const { t } = useTranslation('auth');
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
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        {prefix}
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="field__input"
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={required ? `* ${label}` : label}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={false}
          data-autofocus={initialFocus || undefined}
          autoCapitalize="off"
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** A form-level error, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert" role="alert">
      {message ? (
        <p className="form-alert__text">
          <Icon name="shield" size={16} />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Submit button with a visible and announced pending state. */
export function SubmitButton({
  pending,
  verifying,
  children,
}: {
  pending: boolean;
  verifying: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="submit"
      className="btn btn--primary btn--block"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {verifying ? t('verifying') : pending ? t('pending') : children}
    </button>
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

/** WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by its tab. */
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
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + tabs.length) % tabs.length;
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
  const { t } = useTranslation('auth');
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
