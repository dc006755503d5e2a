import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/money/parts';
import { useBrandMoney } from '@/lib/money';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable } from '@/components/ui/record-table';
import { useAccountDialogs } from '@/lib/account-overlays';
import { agentErrorKey, agentFieldErrors } from '../api/errors';
import { useSetLocked, useTeam } from '../api/use-agent';
import type { DownlineMember, TeamFilters } from '../api/types';
import { AgentMember, AgentQuery, ConfirmStep, FilterBar, StackedDateTime } from './parts';

type Draft = {
  account: string;
  kind: '' | 'player' | 'agent';
  level: string;
  status: '' | 'active' | 'locked' | 'suspended';
  lastLoginFrom: string;
  lastLoginTo: string;
};
const EMPTY_DRAFT: Draft = {
  account: '',
  kind: '',
  level: '',
  status: '',
  lastLoginFrom: '',
  lastLoginTo: '',
};

function filtersOf(draft: Draft): Omit<TeamFilters, 'scope' | 'parentAccount'> {
  return {
    ...(draft.account.trim() ? { account: draft.account.trim() } : {}),
    ...(draft.kind ? { kind: draft.kind } : {}),
    ...(draft.level ? { level: Number(draft.level) } : {}),
    ...(draft.status ? { status: draft.status } : {}),
    ...(draft.lastLoginFrom ? { lastLoginFrom: draft.lastLoginFrom } : {}),
    ...(draft.lastLoginTo ? { lastLoginTo: draft.lastLoginTo } : {}),
  };
}

/**
 * The confirm step of a lock or unlock, inline above the table (the centre is already a dialog). It
 * toggles the agents' lock only: a member the operator suspended stays suspended, and the texts say
 * so rather than promise a login the unlock cannot give.
 */
function LockConfirm({
  member,
  onDone,
  onCancel,
}: {
  member: DownlineMember;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agent');
  const setLocked = useSetLocked();
  const locking = !member.agentLocked;
  const unlockBody = member.status === 'suspended' ? 'team.unlockSuspendedBody' : 'team.unlockBody';
  return (
    <ConfirmStep
      title={t(locking ? 'team.lockTitle' : 'team.unlockTitle')}
      body={<p>{t(locking ? 'team.lockBody' : unlockBody, { account: member.account })}</p>}
      confirmLabel={t(locking ? 'team.lock' : 'team.unlock')}
      isPending={setLocked.isPending}
      error={setLocked.isError ? t(agentErrorKey(setLocked.error)) : null}
      onCancel={onCancel}
      onConfirm={() =>
        setLocked.mutate(
          { account: member.account, locked: locking },
          {
            onSuccess: (result) =>
              onDone(
                t(
                  result.agentLocked
                    ? 'team.locked'
                    : result.status === 'suspended'
                      ? 'team.unlockedSuspended'
                      : 'team.unlocked',
                  { account: result.account },
                ),
              ),
          },
        )
      }
    />
  );
}

/** agentTeamManagement: the downline, direct or all levels, filtered and paged, with row actions. */
export function TeamManagementPage() {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const dialogs = useAccountDialogs();
  const [scope, setScope] = useState<'direct' | 'all'>('direct');
  const [parents, setParents] = useState<string[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [applied, setApplied] = useState<Draft>(EMPTY_DRAFT);
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<DownlineMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const parentAccount = parents.at(-1);
  const team = useTeam(
    {
      ...filtersOf(applied),
      scope: parentAccount ? 'direct' : scope,
      ...(parentAccount ? { parentAccount } : {}),
    },
    pageNo,
  );
  const fieldErrors = team.isError ? agentFieldErrors(team.error) : {};

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPageNo(1);
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const select = (key: 'kind' | 'status', options: string[]) => (
    <Field label={t(`team.filter.${key}`)}>
      {(props) => (
        <select
          {...props}
          className="field__input agent-select"
          value={draft[key]}
          onChange={(e) => set(key, e.target.value as never)}
        >
          <option value="">{t('team.filter.any')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(key === 'kind' ? `kind.${o}` : `status.${o}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <div className="centre-page__stack">
      <div className="chips" role="group" aria-label={t('team.scope')}>
        {(['direct', 'all'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`chip${!parentAccount && scope === s ? ' is-active' : ''}`}
            aria-pressed={!parentAccount && scope === s}
            onClick={() => {
              setScope(s);
              setParents([]);
              setPageNo(1);
            }}
          >
            {t(`team.${s}`)}
          </button>
        ))}
      </div>
      <form onSubmit={apply} noValidate>
        <FilterBar label={t('team.filters')}>
          <Field label={t('team.filter.account')}>
            {(props) => (
              <input
                {...props}
                type="search"
                className="field__input"
                value={draft.account}
                onChange={(e) => set('account', e.target.value)}
              />
            )}
          </Field>
          {select('kind', ['player', 'agent'])}
          <Field label={t('team.filter.level')} error={fieldErrors.level ? t(fieldErrors.level) : null}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={64}
                inputMode="numeric"
                className="field__input"
                value={draft.level}
                onChange={(e) => set('level', e.target.value)}
              />
            )}
          </Field>
          {select('status', ['active', 'locked', 'suspended'])}
          {(['lastLoginFrom', 'lastLoginTo'] as const).map((key) => (
            <Field
              key={key}
              label={t(`team.filter.${key}`)}
              error={fieldErrors[key] ? t(fieldErrors[key]) : null}
            >
              {(props) => <DateInput {...props} value={draft[key]} onChange={(day) => set(key, day)} />}
            </Field>
          ))}
          <div className="agent-filters__actions">
            <button type="submit" className="btn btn--primary">
              {t('team.search')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setDraft(EMPTY_DRAFT);
                setApplied(EMPTY_DRAFT);
                setPageNo(1);
              }}
            >
              {t('team.reset')}
            </button>
          </div>
        </FilterBar>
      </form>
      {parentAccount ? (
        <nav className="agent-trail" aria-label={t('team.trail')}>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => {
              setParents((p) => p.slice(0, -1));
              setPageNo(1);
            }}
          >
            {t('team.back')}
          </button>
          <span>{t('team.downlineOf', { account: parentAccount })}</span>
        </nav>
      ) : null}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {confirming ? (
        <LockConfirm
          member={confirming}
          onCancel={() => setConfirming(null)}
          onDone={(message) => {
            setConfirming(null);
            setNotice(message);
          }}
        />
      ) : null}
      <AgentQuery query={team} isEmpty={(data) => data.list.length === 0} empty={t('team.none')}>
        {(data) => (
          <>
            <p className="records-note">{t('team.count', { count: data.totalCount })}</p>
            <RecordTable
              rows={data.list}
              rowKey={(m) => m.account}
              caption={t('team.caption')}
              busy={team.isFetching}
              columns={[
                {
                  label: t('team.col.account'),
                  cell: (m) => (
                    <AgentMember account={m.account}>
                      <span className="agent-member__meta">
                        {t(`kind.${m.kind}`)} · {t('team.levelValue', { level: m.level })}
                      </span>
                      <span className={`agent-member__status agent-member__status--${m.status}`}>
                        {t(`status.${m.status}`)}
                      </span>
                      {m.directCount > 0 ? (
                        <button
                          type="button"
                          className="agent-member__downline"
                          aria-label={t('team.seeDownlineOf', { account: m.account })}
                          onClick={() => {
                            setParents((p) => [...p, m.account]);
                            setPageNo(1);
                          }}
                        >
                          {t('team.seeDownline', { count: m.directCount })}
                        </button>
                      ) : null}
                    </AgentMember>
                  ),
                },
                { label: t('team.col.balance'), num: true, cell: (m) => money.format(m.balance) },
                { label: t('team.col.registered'), cell: (m) => <StackedDateTime value={m.registeredAt} /> },
                {
                  label: t('team.col.lastLogin'),
                  cell: (m) => (m.lastLoginAt ? <StackedDateTime value={m.lastLoginAt} /> : t('team.never')),
                },
                { label: t('team.col.deposits'), num: true, cell: (m) => money.format(m.deposits) },
                { label: t('team.col.validBets'), num: true, cell: (m) => money.format(m.validBets) },
                {
                  label: t('team.col.actions'),
                  cell: (m) => (
                    <span className="agent-actions">
                      {m.level === 1 && !parentAccount ? (
                        <button
                          type="button"
                          className="btn btn--outline btn--small"
                          aria-label={t('team.transferTo', { account: m.account })}
                          onClick={() =>
                            dialogs.openCentre('transferUpline', {
                              returnTo: { kind: 'agentCentre', page: 'teamManagement' },
                              transferTarget: m.account,
                            })
                          }
                        >
                          {t('team.transfer')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        aria-label={t(m.agentLocked ? 'team.unlockAccount' : 'team.lockAccount', {
                          account: m.account,
                        })}
                        onClick={() => {
                          setNotice(null);
                          setConfirming(m);
                        }}
                      >
                        {t(m.agentLocked ? 'team.unlock' : 'team.lock')}
                      </button>
                    </span>
                  ),
                },
              ]}
            />
            <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </>
        )}
      </AgentQuery>
    </div>
  );
}
