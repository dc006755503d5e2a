import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamEvent } from '@portal/contracts';
import { agentContractEvents } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { insertAgent } from '../../test/contracts.js';
import { createAgentContractRepository } from './agent-contract.repository.js';

/**
 * The contract feed's publisher (repository publishPending, the app's contract-feed job): committed
 * events get growing seqs and their two parties are told; a transaction that commits after a later
 * one was published gets a later seq, so a reader whose cursor passed the earlier publication still
 * reads it. The concurrency case needs two connections: PostgreSQL only (PGlite has one).
 */
let t: TestApp;
let merchantId = 0;

async function agent(uplineId: number | null): Promise<number> {
  const made = await insertAgent(t.app, uplineId, 'fd');
  merchantId = made.merchantId;
  return made.id;
}

const event = (uplineId: number | null, downlineId: number) => ({
  merchantId,
  kind: 'dailyWages' as const,
  uplineId,
  downlineId,
  event: 'offered',
  actorId: uplineId,
  actorRole: uplineId === null ? ('operator' as const) : ('upline' as const),
});

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the contract feed', () => {
  it('publishes committed events in order, tells their two parties, and replays by seq', async () => {
    const repo = createAgentContractRepository(t.app.db);
    const top = await agent(null);
    const sub = await agent(top);
    const other = await agent(top);
    // What the seed recorded is published first: this test counts only its own events.
    await t.app.contractFeed.runOnce();
    const told: UpstreamEvent[] = [];
    const stop = t.app.events.subscribe((e) => told.push(e));
    try {
      await t.app.db.insert(agentContractEvents).values([event(top, sub), event(null, top)]);
      await t.app.contractFeed.runOnce();
      const changed = told.filter((e) => e.type === 'contracts.changed');
      expect(changed.flatMap((e) => (e.type === 'contracts.changed' ? e.memberIds : [])).sort()).toEqual(
        [top, sub].sort(),
      );
      const mine = await repo.events.feed(sub, 0, 50);
      expect(mine).toHaveLength(1);
      const topFeed = await repo.events.feed(top, 0, 50);
      expect(topFeed.map((e) => e.seq)).toEqual([...topFeed.map((e) => e.seq)].sort((a, b) => a! - b!));
      expect(topFeed).toHaveLength(2);
      expect(await repo.events.feed(other, 0, 50)).toEqual([]);
      expect(await repo.events.latestSeq(top)).toBe(topFeed.at(-1)?.seq);
      // After the cursor: only what is newer; a second pass publishes nothing again.
      expect(await repo.events.feed(top, topFeed[0]!.seq!, 50)).toHaveLength(1);
      expect(await repo.events.publishPending()).toEqual([]);
    } finally {
      stop();
    }
  });

  it.skipIf(!process.env['DATABASE_URL'])(
    'gives an event committed late a seq after those published before it commits',
    async () => {
      const repo = createAgentContractRepository(t.app.db);
      const top = await agent(null);
      const sub = await agent(top);
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      let inserted: () => void = () => undefined;
      const insertedYet = new Promise<void>((r) => (inserted = r));
      // An event with a lower id whose transaction is still open...
      const late = t.app.db.transaction(async (tx) => {
        const [row] = await tx.insert(agentContractEvents).values(event(top, sub)).returning();
        inserted();
        await held;
        return row!;
      });
      await insertedYet;
      // ...while a later one commits and is published, and a reader takes its seq as its cursor.
      const [early] = await t.app.db.insert(agentContractEvents).values(event(top, sub)).returning();
      await repo.events.publishPending();
      const first = await repo.events.feed(sub, 0, 50);
      expect(first.map((e) => e.id)).toEqual([early!.id]);
      const cursor = first[0]!.seq!;
      release();
      const lateRow = await late;
      expect(lateRow.id).toBeLessThan(early!.id);
      await repo.events.publishPending();
      // The reader resumes after its cursor and gets the late one.
      const next = await repo.events.feed(sub, cursor, 50);
      expect(next.map((e) => e.id)).toEqual([lateRow.id]);
      expect(next[0]!.seq).toBeGreaterThan(cursor);
    },
  );
});
