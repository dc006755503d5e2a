import { agentEndpoints, ErrorCode } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { members } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { openSession } from '../accounts/accounts.common.js';
import { createAccountsRepository } from '../accounts/accounts.repository.js';

/**
 * Every agent endpoint that names a member answers only about the caller's descendants. Random
 * trees (an upline for each member, agents and players mixed): the closure the scope reads is
 * compared with the tree for EVERY ordered pair of members (over 10,000 pairs per tree, in one
 * query), and the endpoints themselves answer a random sample of pairs: NOT_IN_DOWNLINE for a
 * non-descendant (never an answer about it), an answer for a descendant.
 */
let t: TestApp;
let merchantId = 0;
let tree = 0;

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.app.db.select().from(members).where(eq(members.account, 'demoagent'));
  merchantId = demo?.merchantId ?? 0;
});
afterAll(async () => t?.close());

interface Node {
  id: number;
  account: string;
  upline: number | null;
  isAgent: boolean;
  token?: string;
}

/** Inserts the tree (parents before children: parent index < own index) and returns its nodes. */
async function build(parents: (number | null)[], agents: boolean[]): Promise<Node[]> {
  tree += 1;
  const nodes: Node[] = [];
  for (const [i, parent] of parents.entries()) {
    const isAgent = i === 0 || (agents[i] ?? false);
    const account = `az${process.pid % 1000}t${tree}m${i}`;
    const upline = parent === null ? null : (nodes[parent]?.id ?? null);
    const [row] = await t.app.db
      .insert(members)
      .values({
        merchantId,
        account,
        passwordHash: 'x',
        type: isAgent ? 1 : 3,
        uplineId: upline,
        nickname: account,
      })
      .returning({ id: members.id });
    if (!row) throw new Error('insert failed');
    nodes.push({ id: row.id, account, upline, isAgent });
  }
  return nodes;
}

function isDescendant(nodes: Map<number, Node>, ancestor: number, target: number): boolean {
  for (let at = nodes.get(target)?.upline ?? null; at !== null; at = nodes.get(at)?.upline ?? null) {
    if (at === ancestor) return true;
  }
  return false;
}

/** The endpoints that take a member, called by `agent` about `target`. */
function calls(agent: Node, target: Node) {
  const today = new Date().toISOString().slice(0, 10);
  const range = `startDate=${today}&endDate=${today}`;
  const who = encodeURIComponent(target.account);
  const headers = { authorization: agent.token ?? '' };
  return [
    t.app.inject({ method: 'GET', url: `${agentEndpoints.team.path}?parentAccount=${who}`, headers }),
    // locked: false on an active member changes nothing, so the sample leaves the tree as it was.
    t.app.inject({
      method: 'POST',
      url: agentEndpoints.memberLock.path,
      headers,
      payload: { account: target.account, locked: false },
    }),
    t.app.inject({ method: 'GET', url: `${agentEndpoints.teamBets.path}?${range}&account=${who}`, headers }),
    t.app.inject({
      method: 'GET',
      url: `${agentEndpoints.downlineProfitLoss.path}?${range}&account=${who}`,
      headers,
    }),
    t.app.inject({
      method: 'GET',
      url: `${agentEndpoints.downlineTransactions.path}?${range}&account=${who}`,
      headers,
    }),
  ];
}

const treeArb = fc.integer({ min: 101, max: 115 }).chain((n) =>
  fc.record({
    // Member i's upline is one of the members before it (or none: another root).
    parents: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        i === 0 ? fc.constant(null) : fc.option(fc.integer({ min: 0, max: i - 1 }), { freq: 12, nil: null }),
      ),
    ),
    agents: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    sample: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 40, maxLength: 40 }),
  }),
);

describe('agent authorisation over random trees', () => {
  it('answers 0 questions about a non-descendant, from the closure and from every member endpoint', async () => {
    let pairs = 0;
    let refused = 0;
    const repo = createAccountsRepository(t.app.db);
    await fc.assert(
      fc.asyncProperty(treeArb, async ({ parents, agents, sample }) => {
        const nodes = await build(parents, agents);
        const byId = new Map(nodes.map((n) => [n.id, n]));
        const ids = nodes.map((n) => n.id);
        // Every ordered pair: the scope's table against the tree.
        const rows = rowsOf(
          await t.app.db.execute(sql`
            SELECT a.id AS a, b.id AS b, EXISTS (SELECT 1 FROM member_closure c
              WHERE c.ancestor_id = a.id AND c.descendant_id = b.id AND c.depth > 0) AS inside
            FROM unnest(${`{${ids.join(',')}}`}::integer[]) a(id), unnest(${`{${ids.join(',')}}`}::integer[]) b(id)`),
        );
        for (const r of rows) {
          const inside = r['inside'] === true || r['inside'] === 't';
          expect(inside, `${String(r['a'])} -> ${String(r['b'])}`).toBe(
            isDescendant(byId, Number(r['a']), Number(r['b'])),
          );
        }
        pairs += rows.length;
        // A sample through the endpoints, callers being agents.
        const callers = nodes.filter((n) => n.isAgent);
        for (const [a, b] of sample) {
          const agent = callers[a % callers.length];
          const target = nodes[b % nodes.length];
          if (!agent || !target) continue;
          if (!agent.token) {
            const [member] = await t.app.db.select().from(members).where(eq(members.id, agent.id));
            if (!member) throw new Error('member vanished');
            agent.token = await openSession(repo, member, 'username', false);
          }
          const inside = isDescendant(byId, agent.id, target.id);
          for (const res of await Promise.all(calls(agent, target))) {
            const body = json(res) as { success: boolean; errorCode?: string };
            if (inside) {
              expect(body.success, res.body).toBe(true);
            } else {
              expect(body.errorCode, res.body).toBe(ErrorCode.notInDownline);
              refused += 1;
            }
          }
        }
      }),
      // Each tree checks over 10,000 pairs already: a few trees, in CI too.
      { numRuns: 3 },
    );
    expect(pairs).toBeGreaterThanOrEqual(10_000);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('does not let a sub-agent see its upline or its upline`s other downlines', async () => {
    // top -> sub (agent) -> leaf; top -> sibling (player) and top -> other (agent) -> cousin
    const nodes = await build([null, 0, 1, 0, 0, 4], [true, true, false, false, true, false]);
    const [top, sub, leaf, sibling, other, cousin] = nodes;
    if (!top || !sub || !leaf || !sibling || !other || !cousin) throw new Error('tree');
    const repo = createAccountsRepository(t.app.db);
    const [subRow] = await t.app.db.select().from(members).where(eq(members.id, sub.id));
    if (!subRow) throw new Error('sub');
    sub.token = await openSession(repo, subRow, 'username', false);
    for (const target of [top, sibling, other, cousin, sub]) {
      for (const res of await Promise.all(calls(sub, target))) {
        expect((json(res) as { errorCode?: string }).errorCode, res.body).toBe(ErrorCode.notInDownline);
      }
    }
    for (const res of await Promise.all(calls(sub, leaf))) expect(res.statusCode, res.body).toBe(200);
    const all = await t.app.inject({
      method: 'GET',
      url: `${agentEndpoints.team.path}?scope=all`,
      headers: { authorization: sub.token },
    });
    const listed = (json(all) as { value: { list: { account: string }[] } }).value.list.map((m) => m.account);
    expect(listed).toEqual([leaf.account]);
  });
});
