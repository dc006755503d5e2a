import {
  DISPUTE_NOTE_MAX,
  DISPUTE_REASONS,
  DISPUTE_WINDOW_DAYS,
  ErrorCode,
  type DisputeReason,
} from '@portal/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { MessageDialog } from '@/components/ui/message-dialog';
import { errorCode, errorData, errorMessageKey } from '@/lib/errors';
import { useRequestId } from '@/lib/request-id';
import { useOpenDispute } from '../api/use-open-dispute';
import type { BetRecord } from '../api/types';

/** The refusals the dialog words itself; the rest use the common messages. */
const ALERTS: Record<string, string> = {
  [ErrorCode.disputeWindowClosed]: 'dispute.errors.windowClosed',
  [ErrorCode.disputeAlreadyOpen]: 'dispute.errors.alreadyOpen',
  [ErrorCode.trialAccount]: 'dispute.errors.trial',
  [ErrorCode.notFound]: 'dispute.errors.notFound',
};

type Problems = { reason?: string; note?: string };

/**
 * Disputing one round of the betting record: a reason from the short list and an optional note.
 * The platform attaches the round's details and ledger entries and answers in the member's messages.
 */
export function DisputeDialog({ record, onClose }: { record: BetRecord; onClose: () => void }) {
  const { t } = useTranslation(['bets', 'common']);
  const open = useOpenDispute();
  const ids = useRequestId();
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const reasonErrorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!reason) found.reason = 'dispute.errors.reasonRequired';
    if (note.trim().length > DISPUTE_NOTE_MAX) found.note = 'dispute.errors.noteTooLong';
    setProblems(found);
    setAlert(null);
    if (!reason || Object.keys(found).length > 0) return;
    const body = { vendor: record.vendor, roundId: record.roundId, reason, note: note.trim() };
    open.mutate(
      { ...body, requestId: ids.idFor(body) },
      {
        onSuccess: () => ids.settle(),
        onError: (error) => {
          const code = errorCode(error);
          // A refusal is a definite answer; a lost answer keeps the id, so a retry gets the first one.
          if (code) ids.settle();
          const fields = (errorData(error)?.fields ?? {}) as Record<string, unknown>;
          const fieldProblems: Problems = {
            ...(fields.reason ? { reason: 'dispute.errors.reasonRequired' } : {}),
            ...(fields.note ? { note: 'dispute.errors.noteTooLong' } : {}),
          };
          setProblems(fieldProblems);
          if (Object.keys(fieldProblems).length === 0) {
            setAlert((code && ALERTS[code]) || `common:${errorMessageKey(error)}`);
          }
        },
      },
    );
  };

  if (open.data) {
    return (
      <MessageDialog title={t('dispute.title')} onClose={onClose}>
        <p role="status">{t('dispute.sent')}</p>
      </MessageDialog>
    );
  }

  const values = { max: DISPUTE_NOTE_MAX, days: DISPUTE_WINDOW_DAYS };
  return (
    <Dialog title={t('dispute.title')} onClose={onClose} size="sm">
      <form className="wallet-form dispute-form" noValidate onSubmit={onSubmit}>
        <p className="dispute-form__round">
          <span>{record.gameName}</span>
          <bdi className="dispute-form__round-id" dir="ltr">
            {record.roundId}
          </bdi>
        </p>
        <p className="dispute-form__intro">{t('dispute.intro')}</p>
        <fieldset
          className={`dispute-form__reasons${problems.reason ? ' field--invalid' : ''}`}
          aria-describedby={reasonErrorId}
          aria-invalid={problems.reason ? true : undefined}
        >
          <legend className="field__label">{t('dispute.reason')}</legend>
          {DISPUTE_REASONS.map((r, index) => (
            <label key={r} className="dispute-form__reason">
              <input
                type="radio"
                name="dispute-reason"
                value={r}
                checked={reason === r}
                {...(index === 0 ? { 'data-autofocus': true } : {})}
                onChange={() => {
                  setReason(r);
                  setProblems(({ reason: _, ...rest }) => rest);
                }}
              />
              {t(`dispute.reasons.${r}`)}
            </label>
          ))}
          <p id={reasonErrorId} className="field__error" aria-live="polite">
            {problems.reason ? t(problems.reason) : ''}
          </p>
        </fieldset>
        <Field
          label={t('dispute.note')}
          hint={
            <>
              {t('dispute.noteHint', values)}{' '}
              <bdi dir="ltr">
                {note.trim().length}/{DISPUTE_NOTE_MAX}
              </bdi>
            </>
          }
          error={problems.note ? t(problems.note, values) : null}
        >
          {(props) => (
            <textarea
              {...props}
              className="field__input dispute-form__note"
              name="note"
              rows={4}
              maxLength={DISPUTE_NOTE_MAX + 50}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setProblems(({ note: _, ...rest }) => rest);
              }}
            />
          )}
        </Field>
        <FormAlert message={alert ? t(alert, values) : null} />
        <div className="wallet-form__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('dispute.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={open.isPending}
            aria-busy={open.isPending || undefined}
          >
            {open.isPending ? t('dispute.sending') : t('dispute.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export default DisputeDialog;
