import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable, type RecordTableProps } from '@/components/ui/record-table';
import { agentErrorKey, agentFieldErrors, fieldOfAgentError } from '../api/errors';
import { FilterBar } from './parts';
import { RangePicker, useAgentRange } from './range-picker';

/** Chips choosing one of `options` (a report's grouping or period). */
export function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className={`chip${value === o ? ' is-active' : ''}`}
          aria-pressed={value === o}
          onClick={() => onChange(o)}
        >
          {text(o)}
        </button>
      ))}
    </div>
  );
}

/** The figures of a report's whole range, above its table. */
export function Totals({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useTranslation('agent');
  return (
    <ul className="profit-cards" aria-label={t('reports.totals')}>
      {rows.map(([label, value]) => (
        <li key={label} className="profit-card">
          <span className="profit-card__label">{label}</span>
          <span className="profit-card__value">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** A search-by-account box that applies on submit. */
export function AccountFilter({
  value,
  onApply,
  error,
  children,
}: {
  value: string;
  onApply: (account: string) => void;
  error?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <FilterBar label={t('reports.filters')}>
        <Field label={t('reports.account')} error={error ? t(error) : null}>
          {(props) => (
            <input
              {...props}
              type="search"
              className="field__input"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </Field>
        {children}
        <div className="agent-filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('team.search')}
          </button>
        </div>
      </FilterBar>
    </form>
  );
}

/** The account field's problem of a failed report (NOT_IN_DOWNLINE, a validation of it). */
export function accountError(error: unknown, isError: boolean): string | undefined {
  if (!isError) return undefined;
  if (fieldOfAgentError(error) === 'account') return agentErrorKey(error);
  return agentFieldErrors(error).account;
}

type ReportGroup = 'member' | 'category' | 'vendor' | 'level';

/** What a grouped report (team betting, downline P&L) is asked for: range, grouping, member, page. */
export function useGroupedReport<G extends ReportGroup>(initialGroup: G) {
  const range = useAgentRange('today');
  const [groupBy, setGroupBy] = useState<G>(initialGroup);
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  return {
    range,
    groupBy,
    setGroupBy,
    account,
    setAccount,
    pageNo,
    setPageNo,
    /** The grouping and the member, as the report's query takes them. */
    filters: { groupBy, ...(account ? { account } : {}) },
  };
}

export type GroupedReportState<G extends ReportGroup> = ReturnType<typeof useGroupedReport<G>>;

/**
 * The filters of a grouped report: the range, the grouping and one member; any change goes back to
 * the first page.
 */
export function GroupedFilters<G extends ReportGroup>({
  report,
  groups,
  query,
}: {
  report: GroupedReportState<G>;
  groups: readonly G[];
  query: { error: unknown; isError: boolean };
}) {
  const { t } = useTranslation('agent');
  const groupLabel = (group: ReportGroup) => t(`reports.group.${group}`);
  const firstPage = () => report.setPageNo(1);
  return (
    <>
      <RangePicker state={report.range} onChange={firstPage} />
      <Choice
        label={t('reports.groupBy')}
        options={groups}
        value={report.groupBy}
        onChange={(g) => {
          report.setGroupBy(g);
          firstPage();
        }}
        text={(g) => groupLabel(g)}
      />
      <AccountFilter
        value={report.account}
        error={accountError(query.error, query.isError)}
        onApply={(a) => {
          report.setAccount(a);
          firstPage();
        }}
      />
    </>
  );
}

/** One page of a report's rows: a note when there are none, else the table and its pager. */
export function ReportRows<R>({
  pageNo,
  totalPages,
  onPage,
  note,
  ...table
}: RecordTableProps<R> & {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
  /** Said under the table (how its rows are ordered, say). */
  note?: string | null;
}) {
  const { t } = useTranslation('agent');
  if (table.rows.length === 0) return <p className="wallet-empty">{t('reports.none')}</p>;
  return (
    <>
      <RecordTable {...table} />
      {note ? <p className="records-note">{note}</p> : null}
      <Pagination pageNo={pageNo} totalPages={totalPages} onPage={onPage} />
    </>
  );
}
