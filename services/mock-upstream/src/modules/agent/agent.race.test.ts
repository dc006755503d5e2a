/**
 * The agent area under concurrency (meaningful on PostgreSQL, DATABASE_URL; PGlite serialises the
 * calls and the outcomes still hold): the invitation-link limit, one pending application per member
 * and per contact, and the rollups when a team's members bet and deposit all at once while several
 * consumers of the bet outbox apply the play.
 */
import { agentEndpoints, ErrorCode, MAX_INVITE_LINKS, MAIN_WALLET_ID, type RsaKey } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { agentInviteLinks } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { whileConsuming } from '../../test/bet-outbox.js';
import { rsaKey } from '../../test/accounts.js';
import { call, createMember, fund, type TestMember } from '../../test/wallet.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';

const STORM = 50;
let t: TestApp;
let key: RsaKey;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterAll(async () => t?.close());

const codeOf = (res: { body: string }) => (json(res) as { errorCode?: string }).errorCode ?? 'OK';

describe('agent area races', () => {
  it(`never exceeds the invitation-link limit with ${STORM} creates at once`, async () => {
    const agent = await createMember(t.app, key, { type: 1, prefix: 'rl' });
    const answers = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call(t.app, agent.token, 'POST', agentEndpoints.createInviteLink.path, {
          kind: i % 2 === 0 ? 'player' : 'agent',
        }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(MAX_INVITE_LINKS);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === ErrorCode.inviteLinkLimit)).toBe(true);
    const stored = await t.app.db
      .select()
      .from(agentInviteLinks)
      .where(eq(agentInviteLinks.agentId, agent.id));
    expect(stored).toHaveLength(MAX_INVITE_LINKS);
  });

  it(`makes one application of ${STORM} from one member, and one of ${STORM} visitors with one contact`, async () => {
    const applicant = await createMember(t.app, key, { prefix: 'rj' });
    const byMember = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call(t.app, applicant.token, 'POST', agentEndpoints.join.path, {
          name: 'Racer',
          market: 'VN',
          telegram: `racer${process.pid}x${i}`,
        }),
      ),
    );
    expect(byMember.map(codeOf).filter((c) => c === 'OK')).toHaveLength(1);
    expect(byMember.map(codeOf).filter((c) => c !== 'OK' && c !== ErrorCode.joinPending)).toEqual([]);
    const email = `race-${process.pid}-${Date.now()}@example.com`;
    const byContact = await Promise.all(
      Array.from({ length: STORM }, () =>
        t.app.inject({
          method: 'POST',
          url: agentEndpoints.join.path,
          payload: { name: 'Visitor', market: 'TH', email },
        }),
      ),
    );
    expect(byContact.map(codeOf).filter((c) => c === 'OK')).toHaveLength(1);
    expect(byContact.map(codeOf).filter((c) => c !== 'OK' && c !== ErrorCode.joinPending)).toEqual([]);
    const [row] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM agent_applications
        WHERE status = 'pending' AND (member_id = ${applicant.id} OR email = ${email})`),
    );
    expect(row?.['n']).toBe(2);
  });

  it('keeps the rollups true when a whole team bets and deposits at once', async () => {
    const agent = await createMember(t.app, key, { type: 1, prefix: 'rt' });
    const sub = await createMember(t.app, key, { type: 1, prefix: 'rs', uplineId: agent.id });
    const team: TestMember[] = [];
    for (let i = 0; i < 8; i++) {
      team.push(await createMember(t.app, key, { prefix: 'rm', uplineId: i % 2 === 0 ? agent.id : sub.id }));
    }
    for (const m of team) await fund(t.app, m.account, '100.00');
    const [merchant] = rowsOf(
      await t.app.db
        .execute(sql`SELECT m.id, m.currency FROM merchants m JOIN members x ON x.merchant_id = m.id
        WHERE x.id = ${agent.id}`),
    );
    const seamless = (kind: 'debit' | 'credit', m: TestMember, round: string, amount: string) =>
      t.app.inject(
        signedSeamlessRequest(t.config.seamlessSecret, kind, {
          vendor: 'RACE',
          account: m.account,
          txId: `${round}-${kind}`,
          roundId: round,
          gameCode: 'g',
          amount,
        }),
      );
    const work = team.flatMap((m, i) =>
      Array.from({ length: 6 }, async (_, n) => {
        const round = `race-${process.pid}-${m.id}-${n}`;
        const bet = await seamless('debit', m, round, '1.00');
        expect(bet.statusCode, bet.body).toBe(200);
        const win = await seamless('credit', m, round, n % 3 === 0 ? '2.50' : '0.00');
        expect(win.statusCode, win.body).toBe(200);
        await postTransaction(t.app.db, {
          merchantId: Number(merchant?.['id']),
          currency: String(merchant?.['currency']),
          source: 'race-deposit',
          idempotencyKey: `${round}-${i}`,
          type: 'DEPOSIT',
          memberId: m.id,
          reference: round,
          postings: [
            { account: system('PAYMENT_CLEARING'), amount: -100n },
            { account: player(m.id, MAIN_WALLET_ID), amount: 100n },
          ],
        });
      }),
    );
    // Three consumers of the bet outbox apply the play while it and the deposits go on.
    await whileConsuming(t.app, Promise.all(work));
    const ids = [agent.id, sub.id, ...team.map((m) => m.id)].join(',');
    const diff = rowsOf(
      await t.app.db.execute(sql`
        WITH expected AS (
          SELECT c.ancestor_id AS agent_id, d.day, sum(d.deposits)::bigint AS deposits,
                 sum(d.bet_count)::bigint AS bet_count, sum(d.valid_bets)::bigint AS valid_bets,
                 sum(d.payouts)::bigint AS payouts, count(*) FILTER (WHERE d.first_deposit <> 0)::bigint AS firsts
          FROM member_closure c JOIN member_daily_expected d ON d.member_id = c.descendant_id
          WHERE c.ancestor_id IN (${sql.raw(ids)}) AND c.depth > 0 GROUP BY 1, 2),
        actual AS (
          SELECT agent_id, day, sum(deposits)::bigint, sum(bet_count)::bigint, sum(valid_bets)::bigint,
                 sum(payouts)::bigint, sum(first_deposits)::bigint AS firsts
          FROM agent_daily WHERE agent_id IN (${sql.raw(ids)}) GROUP BY 1, 2
          HAVING (sum(deposits), sum(bet_count)) <> (0, 0))
        (SELECT * FROM expected EXCEPT SELECT * FROM actual) UNION ALL (SELECT * FROM actual EXCEPT SELECT * FROM expected)`),
    );
    expect(diff).toEqual([]);
    const [sums] = rowsOf(
      await t.app.db.execute(sql`SELECT sum(bet_count) AS bet_count, sum(first_deposits) AS first_deposits
        FROM agent_daily WHERE agent_id = ${agent.id}`),
    );
    expect(Number(sums?.['bet_count'])).toBe(team.length * 6);
    expect(Number(sums?.['first_deposits'])).toBe(team.length);
    // Six rounds of each member opened at once: each member is active once.
    const [active] = rowsOf(
      await t.app.db.execute(
        sql`SELECT sum(members)::int AS n FROM agent_active_days WHERE agent_id = ${agent.id}`,
      ),
    );
    expect(active?.['n']).toBe(team.length);
  });

  it('never makes a loop when crossing upline moves arrive at once', async () => {
    const a = await createMember(t.app, key, { type: 1, prefix: 'xa' });
    const b = await createMember(t.app, key, { type: 1, prefix: 'xb' });
    const move = (account: string, upline: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin/members/${account}/upline`,
        headers: adminHeaders,
        payload: { upline },
      });
    // A under B and B under A, many times over: at most one direction can win.
    const answers = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        i % 2 === 0 ? move(a.account, b.account) : move(b.account, a.account),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200 || r.body.includes('IN_OWN_TEAM'))).toBe(true);
    const [loops] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM member_closure
        WHERE ancestor_id = descendant_id AND depth > 0`),
    );
    expect(loops?.['n']).toBe(0);
    const [both] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM members
        WHERE (id = ${a.id} AND upline_id = ${b.id}) OR (id = ${b.id} AND upline_id = ${a.id})`),
    );
    expect(both?.['n']).toBe(1);
  });
});
