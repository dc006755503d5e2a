import { ClientSeedSchema, CLIENT_SEED_MAX } from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { useFairnessState, useRotateSeeds } from '../api/use-fairness';
import { verifierHref } from '@/lib/fair-games';
import '../fairness.css';

/**
 * The provably-fair panel beside the demo slot: the hash of the server seed the next round is played
 * on (shown before play), the player's client seed (editable: it becomes the next pair's), the next
 * nonce, and the rotation that reveals the server seed and commits a new one. Compact, in the frame's
 * own bar: one line that opens, never over the game. `lastRound` moves when the game settles a round.
 */
export default function FairPanel({ lastRound }: { lastRound: string | null }) {
  const { t } = useTranslation(['fairness', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useFairnessState();
  const rotate = useRotateSeeds();
  const [open, setOpen] = useState(false);
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const detailsId = useId();
  const seedId = useId();
  const hintId = useId();

  useEffect(() => {
    if (lastRound) void queryClient.invalidateQueries({ queryKey: trpc.fairness.state.queryKey() });
  }, [lastRound, queryClient, trpc]);

  const active = state.data?.active;
  const lastRevealed = rotate.data?.revealed ?? state.data?.revealed[0];
  const seedValue = clientSeed ?? active?.clientSeed ?? '';
  const seedCheck = ClientSeedSchema.safeParse(seedValue);
  const seedError = clientSeed !== null && !seedCheck.success;

  return (
    <section className="fair-panel" aria-label={t('title')}>
      <button
        type="button"
        className="fair-panel__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="fair-panel__badge">{t('title')}</span>
        {state.isError && !active ? (
          <span className="fair-panel__muted">{t('loadError')}</span>
        ) : !active ? (
          <span className="fair-panel__muted" role="status">
            {t('loading')}
          </span>
        ) : (
          <>
            <span className="fair-panel__hash" title={active.serverSeedHash}>
              <span className="visually-hidden">{t('hash')} </span>
              <bdi dir="ltr">{active.serverSeedHash}</bdi>
            </span>
            <span className="fair-panel__nonce" title={t('nonce')}>
              <span className="visually-hidden">{t('nonce')} </span>
              {/* The sign inside the isolate: beside it, a right-to-left page wrote "0#". */}
              <bdi dir="ltr">
                <span aria-hidden="true">#</span>
                {active.nextNonce}
              </bdi>
            </span>
          </>
        )}
        <span className="fair-panel__caret" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={detailsId} className="fair-panel__details" hidden={!open}>
        {state.isError && !active ? (
          <p role="alert" className="fair-panel__error">
            {t('loadError')}{' '}
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void state.refetch()}>
              {t('common:retry')}
            </button>
          </p>
        ) : null}
        {active ? (
          <>
            <dl className="fair-panel__facts">
              <div>
                <dt>{t('hash')}</dt>
                <dd>
                  <code dir="ltr" className="fair-panel__code">
                    {active.serverSeedHash}
                  </code>
                </dd>
              </div>
              <div>
                <dt>{t('nonce')}</dt>
                <dd>
                  <bdi dir="ltr">{active.nextNonce}</bdi>
                </dd>
              </div>
            </dl>
            <form
              className="fair-panel__form"
              onSubmit={(event) => {
                event.preventDefault();
                if (!seedCheck.success || rotate.isPending) return;
                rotate.mutate(
                  { serverSeedHash: active.serverSeedHash, clientSeed: seedCheck.data },
                  { onSuccess: () => setClientSeed(null) },
                );
              }}
            >
              <label className="field__label" htmlFor={seedId}>
                {t('clientSeed')}
              </label>
              <input
                id={seedId}
                className="field__input fair-panel__input"
                dir="ltr"
                value={seedValue}
                maxLength={CLIENT_SEED_MAX}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={seedError}
                aria-describedby={hintId}
                onChange={(e) => setClientSeed(e.target.value)}
              />
              <p id={hintId} className={seedError ? 'fair-panel__error' : 'fair-panel__muted'}>
                {t('clientSeedHint')}
              </p>
              <button
                type="submit"
                className="btn btn--primary btn--small"
                disabled={rotate.isPending || !seedCheck.success}
              >
                {t('rotate')}
              </button>
            </form>
            {rotate.isError ? (
              <p role="alert" className="fair-panel__error">
                {t('rotateError')}
              </p>
            ) : null}
            {rotate.isSuccess ? (
              <p role="status" className="fair-panel__muted">
                {t('rotated')}
              </p>
            ) : null}
            {lastRevealed ? (
              <div className="fair-panel__revealed">
                <span className="fair-panel__muted">{t('revealed')}</span>
                <code dir="ltr" className="fair-panel__code">
                  {lastRevealed.serverSeed}
                </code>
              </div>
            ) : null}
            <Link className="fair-panel__link" to={verifierHref()}>
              {t('openVerifier')}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  );
}
