import { DISPUTE_WINDOW_DAYS, ErrorCode, type GameCategory } from '@portal/contracts';
import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { RangeChips } from '@/components/ui/range-chips';
import { rangeFor, type RangeKey } from '@/lib/date-range';
import { formatDateAndTime } from '@/lib/dates';
import { errorCode, errorMessageKey } from '@/lib/errors';
import { FAIR_ROUND_ID, verifierHref } from '@/lib/fair-games';
import { useBrandMoney, type BrandMoney } from '@/lib/money';
import { useBetRecords, type BetStatusFilter } from '../api/use-bet-records';
import { useLanes } from '../api/use-lanes';
import type { BetRecord } from '../api/types';

// Loaded when a player first disputes a round.
const DisputeDialog = lazy(() => import('./dispute-dialog'));

const DAY_MS = 86_400_000;

/** The brand's calendar (the member centre hands in the system bootstrap's value). */
export type BetRecordsPageProps = {
  timeZone: string;
};

const STATUSES: BetStatusFilter[] = ['pending', 'settled', 'rolled_back'];

const STATUS_TONE: Record<BetStatusFilter, 'pending' | 'success' | 'neutral'> = {
  pending: 'pending',
  settled: 'success',
  rolled_back: 'neutral',
};

/** Codes the betting record can answer with a message of its own; the rest use the common ones. */
const ERROR_KEYS: Record<string, string> = {
  [ErrorCode.recordRangeInvalid]: 'bets:errors.recordRangeInvalid',
  [ErrorCode.validation]: 'bets:errors.recordRangeInvalid',
  [ErrorCode.notSession]: 'bets:errors.loginRequired',
  [ErrorCode.tokenInvalid]: 'bets:errors.loginRequired',
  [ErrorCode.loginRequired]: 'bets:errors.loginRequired',
  [ErrorCode.functionNotAvailable]: 'bets:errors.functionNotAvailable',
};

function errorKey(error: unknown): string {
  const code = errorCode(error);
  return (code && ERROR_KEYS[code]) || `common:${errorMessageKey(error)}`;
}

/** A profit or loss: its sign written (−$5.00, +$5.00), and its colour. */
function Signed({ amount, money }: { amount: string; money: BrandMoney }) {
  const trimmed = amount.trim();
  const negative = trimmed.startsWith('-');
  const zero = /^-?0+(\.0+)?$/.test(trimmed);
  return (
    <span className={negative && !zero ? 'amount--out' : zero ? undefined : 'amount--in'}>
      {money.signed(amount)}
    </span>
  );
}

/** A pending round's win or profit: not known yet, so neither zero nor a loss. */
function NotSettled() {
  const { t } = useTranslation('bets');
  return (
    <span className="bet-unsettled" title={t('fields.notSettled')}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('fields.notSettled')}</span>
    </span>
  );
}

/** An instant on the brand's clock; the date and the time may sit on two lines in the table. */
function BetTime({ value, timeZone }: { value: string; timeZone: string }) {
  const { i18n } = useTranslation();
  const { date, time: clock } = formatDateAndTime(value, i18n.language, timeZone);
  return (
    <time className="bet-time" dateTime={value}>
      <span>{date}</span> <span>{clock}</span>
    </time>
  );
}

/**
 * A round id: monospace, cut with an ellipsis when long (the full id stays in the text), copyable;
 * a round of the portal's own demo slot links to the verifier with its seeds filled in.
 */
function RoundId({ value, verifiable }: { value: string; verifiable: boolean }) {
  const { t } = useTranslation('bets');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <span className="round-id">
      <span className="round-id__value" title={value}>
        {value}
      </span>
      <button
        type="button"
        className="round-id__copy"
        aria-label={t('copyRound', { id: value })}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {copied ? t('copied') : t('copy')}
      </button>
      {verifiable ? (
        <Link
          className="round-id__verify"
          to={verifierHref(value)}
          aria-label={t('verifyRound', { id: value })}
        >
          {t('verify')}
        </Link>
      ) : null}
    </span>
  );
}

const DISPUTE_TONE = { open: 'pending', upheld: 'success', rejected: 'neutral' } as const;

/**
 * A round's dispute: its state when it has one, and the action that opens one while none is open
 * and the round is recent enough (the platform checks both again).
 */
function DisputeCell({
  record,
  now,
  onDispute,
}: {
  record: BetRecord;
  /** When the page opened: a round turns too old to dispute as the platform sees it anyway. */
  now: number;
  onDispute: (record: BetRecord) => void;
}) {
  const { t } = useTranslation('bets');
  const dispute = record.dispute;
  const state = dispute ? (dispute.status === 'open' ? 'open' : (dispute.outcome ?? 'rejected')) : null;
  const recent = now - Date.parse(record.createdAt) <= DISPUTE_WINDOW_DAYS * DAY_MS;
  if (!state && !recent) return null;
  return (
    <span className="bet-dispute">
      {state ? (
        <span className={`status-badge status-badge--${DISPUTE_TONE[state]}`}>
          {t(`dispute.state.${state}`)}
        </span>
      ) : null}
      {state !== 'open' && recent ? (
        <button
          type="button"
          className="bet-dispute__action"
          aria-label={t('dispute.actionLabel', { id: record.roundId })}
          onClick={() => onDispute(record)}
        >
          {t('dispute.action')}
        </button>
      ) : null}
    </span>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="bet-filter">
      <label className="bet-filter__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input bet-filter__select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/**
 * personalHistoryCopy (betting record): the member's rounds over a range of the brand's calendar
 * days, filtered by game category and status, with the totals of every matching round, paged.
 */
export function BetRecordsPage({ timeZone }: BetRecordsPageProps) {
  const { t } = useTranslation(['bets', 'common']);
  const money = useBrandMoney();
  const { format } = money;
  const [rangeKey, setRangeKey] = useState<RangeKey>('last7');
  const [gameType, setGameType] = useState<GameCategory | ''>('');
  const [status, setStatus] = useState<BetStatusFilter | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [disputing, setDisputing] = useState<BetRecord | null>(null);
  const [now] = useState(() => Date.now());
  // Recomputed when the range or the zone changes; a page left open past midnight keeps its range.
  const range = useMemo(() => rangeFor(rangeKey, timeZone), [rangeKey, timeZone]);
  const lanes = useLanes();
  const records = useBetRecords(
    range,
    { ...(gameType ? { gameType } : {}), ...(status ? { status } : {}) },
    pageNo,
  );
  const vendorNames = useMemo(
    () => new Map((lanes.data ?? []).flatMap((lane) => lane.vendors.map((v) => [v.vendor, v.displayName]))),
    [lanes.data],
  );
  const categories = (lanes.data ?? []).map((lane) => lane.gameType);
  const totalPages = records.data
    ? Math.max(1, Math.ceil(records.data.totalCount / records.data.pageSize))
    : 1;

  const row = (record: BetRecord) => (
    <tr key={record.roundId}>
      <td data-label={t('fields.time')}>
        <BetTime value={record.createdAt} timeZone={timeZone} />
      </td>
      <td data-label={t('fields.game')}>
        <span className="bet-game">
          <span className="bet-game__name">{record.gameName}</span>
          <span className="bet-game__vendor">{vendorNames.get(record.vendor) ?? record.vendor}</span>
        </span>
      </td>
      <td data-label={t('fields.round')}>
        <RoundId
          value={record.roundId}
          verifiable={record.vendor === 'DEMO' && FAIR_ROUND_ID.test(record.roundId)}
        />
      </td>
      <td className="num" data-label={t('fields.bet')}>
        {format(record.bet)}
      </td>
      <td className="num" data-label={t('fields.validBet')}>
        {format(record.validBet)}
      </td>
      <td className="num" data-label={t('fields.win')}>
        {record.win === null ? <NotSettled /> : format(record.win)}
      </td>
      <td className="num" data-label={t('fields.profit')}>
        {record.profit === null ? <NotSettled /> : <Signed amount={record.profit} money={money} />}
      </td>
      <td data-label={t('fields.status')}>
        <span className="bet-status">
          <span className={`status-badge status-badge--${STATUS_TONE[record.status]}`}>
            {t(`status.${record.status}`)}
          </span>
          <DisputeCell record={record} now={now} onDispute={setDisputing} />
        </span>
      </td>
    </tr>
  );

  return (
    <div className="centre-page__stack bet-records">
      <RangeChips
        value={rangeKey}
        onChange={(key) => {
          setRangeKey(key);
          setPageNo(1);
        }}
      />
      <div className="bet-filters">
        <Select
          label={t('filters.category')}
          value={gameType}
          onChange={(value) => {
            setGameType(value as GameCategory | '');
            setPageNo(1);
          }}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {t(`common:categories.${category}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('filters.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as BetStatusFilter | '');
            setPageNo(1);
          }}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <p className="records-range">{t('common:dateRange.value', range)}</p>
      {records.isPending ? (
        <p className="wallet-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common:loading')}
        </p>
      ) : records.isError ? (
        <RetryAlert
          className="wallet-error"
          message={t(errorKey(records.error))}
          retryLabel={t('common:retry')}
          onRetry={() => void records.refetch()}
        />
      ) : (
        <>
          <ul className="profit-cards" aria-label={t('summary.label')}>
            <li className="profit-card">
              <span className="profit-card__label">{t('summary.rounds')}</span>
              <span className="profit-card__value">{records.data.summary.rounds}</span>
            </li>
            <li className="profit-card">
              <span className="profit-card__label">{t('summary.validBet')}</span>
              <span className="profit-card__value">{format(records.data.summary.validBet)}</span>
            </li>
            <li className="profit-card">
              <span className="profit-card__label">{t('summary.win')}</span>
              <span className="profit-card__value">{format(records.data.summary.win)}</span>
            </li>
            <li className="profit-card profit-card--main">
              <span className="profit-card__label">{t('summary.profit')}</span>
              <span className="profit-card__value">
                <Signed amount={records.data.summary.profit} money={money} />
              </span>
            </li>
            <li className="profit-card profit-card--pending">
              <span className="profit-card__label">{t('summary.pendingBet')}</span>
              <span className="profit-card__value">{format(records.data.summary.pendingBet)}</span>
              <span className="profit-card__note">
                {t('summary.pendingRounds', { count: records.data.summary.pendingRounds })}
              </span>
            </li>
          </ul>
          <p className="records-note">{t('summary.note')}</p>
          {records.data.list.length === 0 ? (
            <p className="wallet-empty">{t('none')}</p>
          ) : (
            <>
              <div className="table-scroll" aria-busy={records.isFetching || undefined}>
                <table className="wallet-table bet-table">
                  <caption className="visually-hidden">{t('caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('fields.time')}</th>
                      <th scope="col">{t('fields.game')}</th>
                      <th scope="col">{t('fields.round')}</th>
                      <th scope="col" className="num">
                        {t('fields.bet')}
                      </th>
                      <th scope="col" className="num">
                        {t('fields.validBet')}
                      </th>
                      <th scope="col" className="num">
                        {t('fields.win')}
                      </th>
                      <th scope="col" className="num">
                        {t('fields.profit')}
                      </th>
                      <th scope="col">{t('fields.status')}</th>
                    </tr>
                  </thead>
                  <tbody>{records.data.list.map(row)}</tbody>
                </table>
              </div>
              <Pager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} />
              {disputing ? (
                <Suspense fallback={null}>
                  <DisputeDialog record={disputing} onClose={() => setDisputing(null)} />
                </Suspense>
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}
