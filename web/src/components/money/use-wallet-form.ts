import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorValues } from '@/lib/errors';
import { fieldOfError, isOutcomeUnknown, serverFieldErrors, walletErrorKey } from '@/lib/money-errors';
import { useRequestId } from '@/lib/request-id';

export type Problem = { key: string; values?: Record<string, string> };
export type Problems = Record<string, Problem>;

/** Drops the fields without a problem. */
export function collect(entries: Record<string, Problem | null | undefined>): Problems {
  const out: Problems = {};
  for (const [field, problem] of Object.entries(entries)) if (problem) out[field] = problem;
  return out;
}

/**
 * State of one money form: field problems (browser checks and the server's), one form-level
 * message for what names no field, a single call in flight, the submission's requestId, and whether the confirmation step
 * is showing. A failed call only sets messages: what the person typed stays.
 */
export function useWalletForm() {
  const { t, i18n } = useTranslation('wallet');
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const busy = useRef(false);
  const requestId = useRequestId();

  const fromServer = (error: unknown) => {
    const key = walletErrorKey(error);
    // A refusal's details (a deposit limit's room left, a time-out's end) fill its message.
    const values = errorValues(error, i18n.language);
    const problemOf = (k: string): Problem => (values ? { key: k, values } : { key: k });
    const fields: Problems = {};
    for (const [field, fieldKey] of Object.entries(serverFieldErrors(error)))
      fields[field] = problemOf(fieldKey);
    const field = fieldOfError(error);
    if (field && !fields[field]) fields[field] = problemOf(key);
    setProblems(fields);
    // Each message once: under its field when it names one, else in the form's banner.
    const named = Object.keys(fields).length > 0;
    setFormError(named ? null : problemOf(key));
    return named;
  };

  const clearField = (field: string) =>
    setProblems((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  return {
    problems,
    formError,
    pending,
    /** The confirmation step is showing (money moves only from there). */
    confirming,
    text: (problem: Problem | null | undefined): string | null =>
      problem ? t(problem.key, { ...problem.values, defaultValue: t('validation.invalid') }) : null,
    /** Shows browser-side problems; true when there are none. */
    check(found: Problems): boolean {
      setProblems(found);
      setFormError(null);
      return Object.keys(found).length === 0;
    },
    clearField,
    /** A control's change handler: sets its value and clears its own message. */
    changing:
      (setter: (value: string) => void, field: string) =>
      (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        setter(event.target.value);
        clearField(field);
      },
    setFormError,
    /** Shows browser-side problems, or the confirmation step when there are none. */
    review(found: Problems): void {
      setProblems(found);
      setFormError(null);
      if (Object.keys(found).length === 0) setConfirming(true);
    },
    /** Back from the confirmation step to the form: the next submission is a new request. */
    back(): void {
      setConfirming(false);
      requestId.settle();
    },
    /** The requestId for this body: the same one while the same submission is retried. */
    requestIdFor: requestId.idFor,
    /**
     * Runs one call; a second submit while it runs does nothing. Returns the value, or undefined
     * after a failure (shown on the form). Success closes the confirmation step; so does a failure
     * that names a field (the message sits under that field, on the form).
     */
    async run<T>(call: () => Promise<T>): Promise<T | undefined> {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      setFormError(null);
      try {
        const value = await call();
        requestId.settle();
        setProblems({});
        setConfirming(false);
        return value;
      } catch (error) {
        // The server may have acted on a call that got no answer: keep its id for the retry.
        if (!isOutcomeUnknown(error)) requestId.settle();
        if (fromServer(error)) setConfirming(false);
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
  };
}
