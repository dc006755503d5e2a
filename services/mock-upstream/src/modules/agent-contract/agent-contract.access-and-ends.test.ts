import {
  ContractHistorySchema,
  ContractOfferResultSchema,
  ContractOffersSchema,
  ErrorCode,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentContractEvents, agentContractOffers, agentContracts } from '../../db/schema/index.js';
import { adminHeaders } from '../../test/app.js';
import { brandOffer, contractCall, refusalOf, salaryTiers, valueOf } from '../../test/contracts.js';
import { createMember } from '../../test/wallet.js';
import { t, key, tree, offer, decide, chain, useContractApp } from './agent-contract.test-setup.js';

useContractApp();

describe('who may see and move which contracts (IDOR)', () => {
  it('names only direct downline agents, and unknown or foreign members the same way', async () => {
    const tr = await tree('ci');
    const stranger = await createMember(t.app, key, { type: 1, prefix: 'cix' });
    await chain(tr, 'dailyWages', '1', '0.5');
    const tiers = salaryTiers(['0', '0.1']);
    const offerTo = (token: string, downline: string) =>
      contractCall(t.app, token, 'offer', { downline, kind: 'dailyWages', tiers }).then(refusalOf);

    expect(await offerTo(tr.top.token, tr.subsub.account)).toEqual({
      code: ErrorCode.contractDirectAgentOnly,
      fields: { downline: 'CONTRACT_DIRECT_AGENT_ONLY' },
    });
    expect((await offerTo(tr.top.token, tr.player.account)).code).toBe(ErrorCode.contractDirectAgentOnly);
    for (const name of [stranger.account, 'nosuchagent', tr.top.account]) {
      expect(await offerTo(tr.top.token, name)).toEqual({
        code: ErrorCode.notInDownline,
        fields: { downline: 'NOT_IN_DOWNLINE' },
      });
    }
    // The sub-agent cannot reach its upline or its upline's other downlines.
    for (const name of [tr.top.account, tr.sibling.account]) {
      expect((await offerTo(tr.sub.token, name)).code).toBe(ErrorCode.notInDownline);
      const read = await contractCall(t.app, tr.sub.token, 'history', { downline: name });
      expect(refusalOf(read).code).toBe(ErrorCode.notInDownline);
      const list = await contractCall(t.app, tr.sub.token, 'downlineContracts', { account: name });
      expect(refusalOf(list).code).toBe(ErrorCode.notInDownline);
      const term = await contractCall(t.app, tr.sub.token, 'terminate', {
        downline: name,
        kind: 'dailyWages',
      });
      expect(refusalOf(term).code).toBe(ErrorCode.notInDownline);
    }
    expect(refusalOf(await contractCall(t.app, tr.player.token, 'info')).code).toBe(ErrorCode.agentOnly);
  });

  it('lets only the two agents of an offer see or decide it, each its own way', async () => {
    const tr = await tree('co');
    await chain(tr, 'dailyWages', '1', '0.5');
    const o = await offer(tr.top.token, {
      downline: tr.sub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.6']),
    });
    const id = o.offer.id;
    for (const who of [tr.sibling, tr.subsub]) {
      for (const decision of ['accept', 'reject', 'cancel']) {
        const res = await contractCall(t.app, who.token, 'decide', { offerId: id, decision });
        expect(refusalOf(res)).toEqual({
          code: ErrorCode.contractNotFound,
          fields: { offerId: 'CONTRACT_NOT_FOUND' },
        });
      }
      const seen = ContractOffersSchema.parse(valueOf(await contractCall(t.app, who.token, 'offers')));
      expect([...seen.received, ...seen.sent.list].map((x) => x.id)).not.toContain(id);
    }
    const upAccepts = await contractCall(t.app, tr.top.token, 'decide', { offerId: id, decision: 'accept' });
    expect(refusalOf(upAccepts).code).toBe(ErrorCode.contractDecisionNotAllowed);
    const downCancels = await contractCall(t.app, tr.sub.token, 'decide', {
      offerId: id,
      decision: 'cancel',
    });
    expect(refusalOf(downCancels).code).toBe(ErrorCode.contractDecisionNotAllowed);
    const [row] = await t.app.db.select().from(agentContractOffers).where(eq(agentContractOffers.id, id));
    expect(row?.status).toBe('pending');
  });
});

describe('automatic ends (spec section 4)', () => {
  it('ends the contracts below whose proportion exceeds the new one, and everything under them', async () => {
    const tr = await tree('ca');
    await chain(tr, 'dailyWages', '1', '0.8');
    const deep = await offer(tr.sub.token, {
      downline: tr.subsub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.5']),
    });
    const deepContract = (await decide(tr.subsub.token, deep.offer.id, 'accept')).contract;
    // A termination of the deepest contract waits: it becomes moot when the contract ends.
    const moot = ContractOfferResultSchema.parse(
      valueOf(
        await contractCall(t.app, tr.sub.token, 'terminate', {
          downline: tr.subsub.account,
          kind: 'dailyWages',
        }),
      ),
    );

    // The brand lowers the top agent to 0.6 %: the sub-agent's 0.8 % is above it, and the sub-agent's
    // own downline loses its upline's contract.
    const lower = await brandOffer(t.app, {
      downline: tr.top.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.6']),
    });
    const agreed = await decide(tr.top.token, lower.offer.id, 'accept');
    const start = agreed.contract?.startsAt;

    const rows = await t.app.db
      .select()
      .from(agentContracts)
      .where(sql`${agentContracts.downlineId} IN (${tr.top.id}, ${tr.sub.id}, ${tr.subsub.id})`)
      .orderBy(agentContracts.id);
    const byDownline = (id: number) => rows.filter((r) => r.downlineId === id);
    expect(byDownline(tr.top.id).map((c) => [c.status, c.endReason])).toEqual([
      ['ended', 'replaced'],
      ['active', null],
    ]);
    // Agreed in the same day as the contracts below started: they end at their start.
    expect(byDownline(tr.sub.id).map((c) => [c.status, c.endReason, c.endsAt?.toISOString()])).toEqual([
      ['ended', 'aboveUpline', start],
    ]);
    expect(byDownline(tr.subsub.id).map((c) => [c.id, c.status, c.endReason])).toEqual([
      [deepContract?.id, 'ended', 'uplineEnded'],
    ]);
    const [cancelled] = await t.app.db
      .select()
      .from(agentContractOffers)
      .where(eq(agentContractOffers.id, moot.offer.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', decidedBy: null });
    const system = await t.app.db
      .select()
      .from(agentContractEvents)
      .where(
        and(
          eq(agentContractEvents.actorRole, 'system'),
          sql`${agentContractEvents.downlineId} IN (${tr.sub.id}, ${tr.subsub.id})`,
        ),
      )
      .orderBy(agentContractEvents.id);
    expect(system.map((e) => [e.downlineId, e.event, e.detail['reason']])).toEqual([
      [tr.sub.id, 'ended', 'aboveUpline'],
      [tr.subsub.id, 'ended', 'uplineEnded'],
      [tr.subsub.id, 'cancelled', 'contractEnded'],
    ]);
  });

  it('keeps the contracts below that stay within the new bound', async () => {
    const tr = await tree('ck');
    const agreed = await chain(tr, 'dailyWages', '1', '0.5');
    const higher = await brandOffer(t.app, {
      downline: tr.top.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.7']),
    });
    await decide(tr.top.token, higher.offer.id, 'accept');
    const [sub] = await t.app.db
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.id, agreed.contract?.id ?? 0));
    expect(sub?.status).toBe('active');
  });
});

describe('an operator moves a downline to another upline', () => {
  it('ends its contracts as a downline (uplineChanged) and the ones it pays below (uplineEnded), and cancels offers to it', async () => {
    const tr = await tree('mv');
    const agreed = await chain(tr, 'dailyWages', '1', '0.8');
    const deep = await offer(tr.sub.token, {
      downline: tr.subsub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.5']),
    });
    const deepContract = (await decide(tr.subsub.token, deep.offer.id, 'accept')).contract;
    // An offer of another kind still waits for the sub-agent's answer.
    const brandRt = await brandOffer(t.app, {
      downline: tr.top.account,
      kind: 'realtimeSalary',
      tiers: salaryTiers(['0', '0.2']),
    });
    await decide(tr.top.token, brandRt.offer.id, 'accept');
    const waiting = await offer(tr.top.token, {
      downline: tr.sub.account,
      kind: 'realtimeSalary',
      tiers: salaryTiers(['0', '0.1']),
    });

    const res = await t.app.inject({
      method: 'PUT',
      url: `/admin/members/${tr.sub.account}/upline`,
      headers: adminHeaders,
      payload: { upline: tr.sibling.account },
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await t.app.db
      .select({ id: agentContracts.id, status: agentContracts.status, endReason: agentContracts.endReason })
      .from(agentContracts)
      .where(sql`${agentContracts.id} IN (${agreed.contract?.id ?? 0}, ${deepContract?.id ?? 0})`)
      .orderBy(agentContracts.id);
    // Neither had started (a contract starts with the next period): both ended at once.
    expect(rows.map((r) => [r.status, r.endReason])).toEqual([
      ['ended', 'uplineChanged'],
      ['ended', 'uplineEnded'],
    ]);
    const [offerRow] = await t.app.db
      .select({ status: agentContractOffers.status })
      .from(agentContractOffers)
      .where(eq(agentContractOffers.id, waiting.offer.id));
    expect(offerRow?.status).toBe('cancelled');
    // The change log says why, as the system.
    const history = ContractHistorySchema.parse(
      valueOf(await contractCall(t.app, tr.sub.token, 'history', { kind: 'realtimeSalary' })),
    );
    expect(history.list[0]).toMatchObject({ event: 'cancelled', actorRole: 'system' });
    // The old upline's former sub-agent is now two levels down (under the sibling): no partner of its.
    const refused = await contractCall(t.app, tr.top.token, 'offer', {
      downline: tr.sub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.5']),
    });
    expect(refusalOf(refused).code).toBe(ErrorCode.contractDirectAgentOnly);
    // A move to the same upline again changes nothing more.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/admin/members/${tr.sub.account}/upline`,
      headers: adminHeaders,
      payload: { upline: tr.sibling.account },
    });
    expect(again.statusCode).toBe(200);
  });
});
