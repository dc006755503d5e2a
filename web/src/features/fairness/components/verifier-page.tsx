import { ErrorCode, fromMinor, toMinor } from '@portal/contracts';
import {
  CLIENT_SEED_PATTERN,
  SERVER_SEED_PATTERN as SEED_PATTERN_HEX,
  TOTAL_BETS_MINOR,
  type SymbolCode,
} from '@portal/contracts/slot';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorCode } from '@/lib/errors';
import { useSessionState } from '@/lib/session-state';
import { useFairRound } from '../api/use-fairness';
import { FAIR_ROUND_ID } from '@/lib/fair-games';
import { recomputeRound, type Recomputed } from '../lib/recompute';
import '../fairness.css';

interface Fields {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
}

const BETS = TOTAL_BETS_MINOR.map((minor) => fromMinor(minor, 2));
const EMPTY: Fields = { serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '', bet: '1.00' };
const NAMED: readonly SymbolCode[] = ['W', 'L', 'G', 'R', 'C'];

function Field({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={wide ? 'verifier__field verifier__field--wide' : 'verifier__field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A field of seeds, hashes and numbers: left to right in either direction, never spell-checked. */
function CodeField({
  label,
  wide,
  numeric,
  value,
  onChange,
}: {
  label: string;
  wide?: boolean;
  numeric?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} wide={wide}>
      {(id) => (
        <input
          id={id}
          className="field__input"
          dir="ltr"
          spellCheck={false}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A loaded round's values in the fields. */
function fieldsOf(data: {
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bet: string | null;
}): Fields {
  return {
    serverSeed: data.serverSeed ?? '',
    serverSeedHash: data.serverSeedHash,
    clientSeed: data.clientSeed,
    nonce: String(data.nonce),
    bet: data.bet && BETS.includes(data.bet) ? data.bet : EMPTY.bet,
  };
}

/** What the fields hold, checked; null when something is missing or malformed. */
function parsed(fields: Fields) {
  const nonce = Number(fields.nonce);
  if (!SEED_PATTERN_HEX.test(fields.serverSeed.trim())) return null;
  if (!CLIENT_SEED_PATTERN.test(fields.clientSeed)) return null;
  if (!/^\d{1,10}$/.test(fields.nonce) || !Number.isSafeInteger(nonce)) return null;
  if (!BETS.includes(fields.bet)) return null;
  const hash = fields.serverSeedHash.trim().toLowerCase();
  return {
    serverSeed: fields.serverSeed.trim(),
    clientSeed: fields.clientSeed,
    nonce,
    betMinor: toMinor(fields.bet, 2),
    ...(SEED_PATTERN_HEX.test(hash) ? { serverSeedHash: hash } : {}),
  };
}

/**
 * /fairness: recomputes any round of the demo slot in the browser (Web Crypto) from its server seed,
 * client seed and nonce, checks the seed against the hash committed before play, and shows the
 * stops, the symbols and the payout. `?roundId=` fills the fields with one of the member's rounds
 * (the betting record links each), and verifies it at once when its seed is revealed.
 */
export default function VerifierPage() {
  const { t } = useTranslation(['fairness', 'common']);
  const [params] = useSearchParams();
  const wanted = params.get('roundId');
  const roundId = wanted && FAIR_ROUND_ID.test(wanted) ? wanted : null;
  const session = useSessionState();
  const loggedIn = session.data?.isLoggedIn === true;
  const round = useFairRound(loggedIn ? roundId : null);
  // What the player typed; until they type, the loaded round's values.
  const [edited, setEdited] = useState<Fields | null>(null);
  const loaded = useMemo(() => (round.data ? fieldsOf(round.data) : null), [round.data]);
  const fields = edited ?? loaded ?? EMPTY;
  /** The latest recomputation, and the round it was loaded from (null: typed by the player). */
  const [result, setResult] = useState<{ value: Recomputed; roundId: string | null } | null>(null);
  const [failed, setFailed] = useState<'invalid' | 'crypto' | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLElement>(null);

  // A loaded round whose seed is revealed is verified at once (the link from the betting record).
  useEffect(() => {
    const data = round.data;
    const input = data?.serverSeed && loaded ? parsed(loaded) : null;
    if (!data || !input) return;
    let live = true;
    recomputeRound(input).then(
      (value) => {
        if (live) setResult({ value, roundId: data.roundId });
      },
      () => {
        if (live) setFailed('crypto');
      },
    );
    return () => {
      live = false;
    };
  }, [round.data, loaded]);

  async function verify(values: Fields) {
    const input = parsed(values);
    setResult(null);
    if (!input) {
      setFailed('invalid');
      return;
    }
    setBusy(true);
    try {
      const value = await recomputeRound(input);
      setResult({ value, roundId: edited === null ? (round.data?.roundId ?? null) : null });
      setFailed(null);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch {
      setFailed('crypto');
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof Fields) => (value: string) => setEdited({ ...fields, [key]: value });
  const winCells = useMemo(() => {
    const cells = new Set<string>();
    const value = result?.value;
    for (const line of value?.lines ?? []) for (const [reel, row] of line.cells) cells.add(`${reel}:${row}`);
    for (const [reel, row] of value?.scatter.cells ?? []) cells.add(`${reel}:${row}`);
    return cells;
  }, [result]);
  const code = round.isError ? errorCode(round.error) : undefined;
  const shown = result?.value ?? null;

  return (
    <div className="page verifier">
      <header>
        <h1 className="page-title">{t('verifyTitle')}</h1>
        <p className="page-lead">{t('verifyIntro')}</p>
      </header>

      {roundId && !loggedIn && !session.isPending ? (
        <p className="fair-panel__muted">{t('loginToLoad')}</p>
      ) : null}
      {round.isLoading ? (
        <p role="status" className="fair-panel__muted">
          {t('loading')}
        </p>
      ) : null}
      {round.isError ? (
        <p role="alert" className="fair-panel__error">
          {code === ErrorCode.roundNotFound ? t('roundError') : t('loadError')}{' '}
          {code === ErrorCode.roundNotFound ? null : (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void round.refetch()}>
              {t('common:retry')}
            </button>
          )}
        </p>
      ) : null}
      {round.data && round.data.serverSeed === null ? (
        <p role="status" className="verifier__check">
          {t('notRevealed')}
        </p>
      ) : null}

      <form
        className="verifier__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify(fields);
        }}
      >
        <CodeField label={t('serverSeed')} wide value={fields.serverSeed} onChange={set('serverSeed')} />
        <CodeField label={t('hash')} wide value={fields.serverSeedHash} onChange={set('serverSeedHash')} />
        <CodeField label={t('clientSeed')} value={fields.clientSeed} onChange={set('clientSeed')} />
        <CodeField label={t('roundNonce')} numeric value={fields.nonce} onChange={set('nonce')} />
        <Field label={t('bet')}>
          {(id) => (
            <select
              id={id}
              className="field__input"
              dir="ltr"
              value={fields.bet}
              onChange={(e) => set('bet')(e.target.value)}
            >
              {BETS.map((bet) => (
                <option key={bet} value={bet}>
                  {bet}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="verifier__field">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('verify')}
          </button>
        </div>
      </form>

      {failed ? (
        <p role="alert" className="fair-panel__error">
          {failed === 'invalid' ? t('invalid') : t('cryptoError')}
        </p>
      ) : null}

      {shown ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          className="verifier__result"
          aria-label={t('resultTitle')}
          aria-live="polite"
        >
          {shown.hashMatches === null ? null : (
            <p className={`verifier__check verifier__check--${shown.hashMatches ? 'ok' : 'bad'}`}>
              {shown.hashMatches ? t('hashOk') : t('hashBad')}
            </p>
          )}
          <p className="verifier__payout">
            {t('payout', {
              multiplier: shown.multiplier,
              win: fromMinor(shown.winMinor, 2),
            })}
          </p>
          {round.data?.win && result?.roundId === round.data.roundId ? (
            <p className="fair-panel__muted">{t('recorded', { win: round.data.win })}</p>
          ) : null}
          <div>
            <h2 className="field__label">{t('symbols')}</h2>
            <ol className="verifier__grid" dir="ltr">
              {shown.window.flatMap((symbols, row) =>
                symbols.map((symbol, reel) => (
                  <li
                    key={`${row}:${reel}`}
                    className={
                      winCells.has(`${reel}:${row}`) ? 'verifier__cell verifier__cell--win' : 'verifier__cell'
                    }
                  >
                    {symbol}
                  </li>
                )),
              )}
            </ol>
          </div>
          <ul className="verifier__legend">
            {NAMED.map((symbol) => (
              <li key={symbol}>
                <bdi dir="ltr">{symbol}</bdi> = {t(`symbolNames.${symbol}`)}
              </li>
            ))}
          </ul>
          <dl className="verifier__facts">
            <div>
              <dt>{t('stops')}</dt>
              <dd>
                <bdi dir="ltr">{shown.stops.join(' · ')}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('computedHash')}</dt>
              <dd>
                <code className="fair-panel__code" dir="ltr">
                  {shown.seedHash}
                </code>
              </dd>
            </div>
            <div>
              <dt>HMAC-SHA256</dt>
              <dd>
                {shown.blocks.map((block) => (
                  <code key={block} className="fair-panel__code" dir="ltr">
                    {block}
                  </code>
                ))}
              </dd>
            </div>
          </dl>
        </section>
      ) : !round.data && !round.isLoading && !failed ? (
        <p className="fair-panel__muted">{t('empty')}</p>
      ) : null}

      <details className="verifier__formula">
        <summary>{t('formula')}</summary>
        <pre dir="ltr" lang="en">
          {FORMULA}
        </pre>
      </details>
    </div>
  );
}

const FORMULA = [
  'hash   = SHA-256(serverSeed)',
  'block0 = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`)',
  'blockK = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`)',
  'stop   = byte mod stripLength   (byte < 256 - 256 mod stripLength)',
  'row r  = strip[(stop + r) mod stripLength]',
].join('\n');
