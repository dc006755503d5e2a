import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorValues } from '@/lib/errors';
import { authErrorKey, errorCode, fieldOfError, retryAfterSeconds, serverFieldErrors } from '../api/errors';
import type { Problem, Problems } from '../validation';

/**
 * Field problems (browser checks and the server's `fields`) plus one form-level message for what
 * names no field (never the same message in both places). A failed
 * call only sets messages: what the person typed stays in the form.
 */
export function useFormErrors() {
  const { i18n } = useTranslation();
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<Problem | null>(null);

  const fromServer = (error: unknown, values?: (field: string) => Problem['values']) => {
    const key = authErrorKey(error);
    const code = errorCode(error);
    const fields: Problems = {};
    for (const [field, serverKey] of Object.entries(serverFieldErrors(error))) {
      // A field the platform names with the error's own code gets that code's message.
      const fieldKey = serverKey === code ? key : serverKey;
      const fieldValues = values?.(field);
      fields[field] = fieldValues ? { key: fieldKey, values: fieldValues } : { key: fieldKey };
    }
    const field = fieldOfError(error);
    if (field && !fields[field]) fields[field] = { key };
    setProblems(fields);
    const seconds = retryAfterSeconds(error);
    // Each message once: under its field when the answer names fields, else in the form's banner.
    if (seconds !== null) {
      setFormError({
        key: 'errors.tooManyRequestsRetry',
        values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      });
    } else {
      // A refusal's details fill its message (a self-exclusion's end date).
      const values = errorValues(error, i18n.language);
      setFormError(Object.keys(fields).length > 0 ? null : values ? { key, values } : { key });
    }
  };

  const reset = (next: Problems = {}) => {
    setProblems(next);
    setFormError(null);
  };

  /** Shows the browser's problems; true when there are none and the call may go. */
  const accept = (next: Problems) => {
    reset(next);
    return Object.keys(next).length === 0;
  };

  /** Editing a field clears its own message (the others stay until the next submit). */
  const clearField = (field: string) =>
    setProblems((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  /** A field's change handler: sets its value and clears its own message. */
  const clearing = (setter: (value: string) => void, field: string) => (value: string) => {
    setter(value);
    clearField(field);
  };

  /** A tab's change handler: shows the other tab and drops the messages of the one left. */
  const resetting =
    <K>(setter: (value: K) => void) =>
    (value: K) => {
      setter(value);
      reset();
    };

  return { problems, formError, setFormError, fromServer, reset, accept, clearField, clearing, resetting };
}
