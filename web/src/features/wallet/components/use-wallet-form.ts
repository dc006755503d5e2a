import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOfError, isOutcomeUnknown, serverFieldErrors, walletErrorKey } from '../api/errors';
import { useRequestId } from '../lib/request-id';

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
 * message, a single call in flight, and the submission's requestId. A failed call only sets
 * messages: what the person typed stays.
 */
export function useWalletForm() {
  const { t } = useTranslation('wallet');
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const requestId = useRequestId();

  const fromServer = (error: unknown) => {
    const key = walletErrorKey(error);
    const fields: Problems = {};
    for (const [field, fieldKey] of Object.entries(serverFieldErrors(error)))
      fields[field] = { key: fieldKey };
    const field = fieldOfError(error);
    if (field && !fields[field]) fields[field] = { key };
    setProblems(fields);
    setFormError({ key });
    return Object.keys(fields).length > 0;
  };

  return {
    problems,
    formError,
    pending,
    text: (problem: Problem | null | undefined): string | null =>
      problem ? t(problem.key, { ...problem.values, defaultValue: t('validation.invalid') }) : null,
    /** Shows browser-side problems; true when there are none. */
    check(found: Problems): boolean {
      setProblems(found);
      setFormError(null);
      return Object.keys(found).length === 0;
    },
    clearField(field: string) {
      setProblems((current) => {
        if (!current[field]) return current;
        const { [field]: _removed, ...rest } = current;
        return rest;
      });
    },
    setFormError,
    /** The requestId for this body: the same one while the same submission is retried. */
    requestIdFor: requestId.idFor,
    /** Forgets the submission's requestId (the person went back and changed something). */
    resetRequest: requestId.settle,
    /**
     * Runs one call; a second submit while it runs does nothing. Returns the value, or undefined
     * after a failure (shown on the form). `onFieldError` runs when the failure names a field (a
     * confirmation step goes back to the form, where the message sits under that field).
     */
    async run<T>(
      call: () => Promise<T>,
      options: { onFieldError?: () => void } = {},
    ): Promise<T | undefined> {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      setFormError(null);
      try {
        const value = await call();
        requestId.settle();
        setProblems({});
        return value;
      } catch (error) {
        // The server may have acted on a call that got no answer: keep its id for the retry.
        if (!isOutcomeUnknown(error)) requestId.settle();
        if (fromServer(error)) options.onFieldError?.();
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
  };
}
