import {
  ContractHistorySchema,
  ContractInfoSchema,
  ContractOfferResultSchema,
  ContractOffersSchema,
  DownlineContractsPageSchema,
  ErrorCode,
  type RsaKey,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import {
  agentContractEvents,
  agentContractOffers,
  agentContracts,
  merchants,
} from '../../db/schema/index.js';
import { adminHeaders, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey, setModule } from '../../test/accounts.js';
import { brandOffer, contractCall, refusalOf, salaryTiers, valueOf } from '../../test/contracts.js';
import { createMember, type TestMember } from '../../test/wallet.js';
import { periodContaining } from './agent-contract.periods.js';

/**
 * The contract lifecycle through the platform's routes (ADR 0009): offers, decisions, the bound,
 * the automatic ends, the change log, and who may see and move what. Each test builds its own
 * small tree of agents, so they do not depend on each other's contracts.
 */
let t: TestApp;
let key: RsaKey;
let timeZone = 'UTC';

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  const [m] = await t.app.db.select({ timeZone: merchants.timeZone }).from(merchants).limit(1);
  timeZone = m?.timeZone ?? 'UTC';
});
afterAll(async () => t?.close());

interface Tree {
  top: TestMember;
  sub: TestMember;
  subsub: TestMember;
  sibling: TestMember;
  player: TestMember;
}

/** A top agent with two direct sub-agents (one with a sub-agent of its own) and a direct player. */
async function tree(prefix: string): Promise<Tree> {
  const top = await createMember(t.app, key, { type: 1, prefix: `${prefix}t` });
  const sub = await createMember(t.app, key, { type: 1, prefix: `${prefix}s`, uplineId: top.id });
  const subsub = await createMember(t.app, key, { type: 1, prefix: `${prefix}u`, uplineId: sub.id });
  const sibling = await createMember(t.app, key, { type: 1, prefix: `${prefix}b`, uplineId: top.id });
  const player = await createMember(t.app, key, { type: 3, prefix: `${prefix}p`, uplineId: top.id });
  return { top, sub, subsub, sibling, player };
}

const offer = async (token: string, body: Record<string, unknown>) =>
  ContractOfferResultSchema.parse(valueOf(await contractCall(t.app, token, 'offer', body)));
const decide = async (token: string, offerId: number, decision: 'accept' | 'reject' | 'cancel') =>
  ContractOfferResultSchema.parse(valueOf(await contractCall(t.app, token, 'decide', { offerId, decision })));

/** Brand -> top and top -> sub contracts of a kind, both agreed. */
async function chain(
  tr: Tree,
  kind: 'dailyWages' | 'realtimeSalary' | 'dividend',
  brand: string,
  sub: string,
  extra: Record<string, unknown> = {},
) {
  const b = await brandOffer(t.app, {
    downline: tr.top.account,
    kind,
    tiers: salaryTiers(['0', brand]),
    ...extra,
  });
  await decide(tr.top.token, b.offer.id, 'accept');
  const o = await offer(tr.top.token, {
    downline: tr.sub.account,
    kind,
    tiers: salaryTiers(['0', sub]),
    ...extra,
  });
  return decide(tr.sub.token, o.offer.id, 'accept');
}

const countRows = async (downlineId: number) => {
  const [row] = rowsOf(
    await t.app.db.execute(sql`SELECT
      (SELECT count(*)::int FROM agent_contract_offers WHERE downline_id = ${downlineId}) AS offers,
      (SELECT count(*)::int FROM agent_contracts WHERE downline_id = ${downlineId}) AS contracts,
      (SELECT count(*)::int FROM agent_contract_events WHERE downline_id = ${downlineId}) AS events`),
  );
  return row;
};

describe('the contract lifecycle', () => {
  it('offers, accepts from the next period, shows both sides, and records every change', async () => {
    const tr = await tree('cl');
    const brand = await brandOffer(t.app, {
      downline: tr.top.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['10000', '0.5'], ['50000', '0.8']),
    });
    expect(brand.offer).toMatchObject({ status: 'pending', upline: null, downline: tr.top.account });

    // The top agent sees the brand's offer, and may offer nothing before it has a contract.
    let info = ContractInfoSchema.parse(valueOf(await contractCall(t.app, tr.top.token, 'info')));
    expect(info).toMatchObject({ divtypereq: true, dailysalreqtype: true });
    const wages = () => info.kinds.find((k) => k.kind === 'dailyWages');
    expect(wages()).toMatchObject({ enabled: true, contracts: [], maxProportion: null });
    expect(wages()?.pendingOffer?.id).toBe(brand.offer.id);
    const early = await contractCall(t.app, tr.top.token, 'offer', {
      downline: tr.sub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.1']),
    });
    expect(refusalOf(early)).toEqual({
      code: ErrorCode.contractProportionAboveUpline,
      fields: { 'tiers.0.proportion': 'proportion_above_upline' },
    });

    const accepted = await decide(tr.top.token, brand.offer.id, 'accept');
    const decidedAt = Date.parse(accepted.offer.decidedAt ?? '');
    expect(accepted.contract).toMatchObject({
      kind: 'dailyWages',
      period: 'daily',
      upline: null,
      downline: tr.top.account,
      maxProportion: '0.8',
      status: 'active',
      endsAt: null,
    });
    expect(accepted.contract?.tiers[1]).toMatchObject({ totalAmount: '50000.00', proportion: '0.8' });
    expect(Date.parse(accepted.contract?.startsAt ?? '')).toBe(
      periodContaining('daily', decidedAt, timeZone).end,
    );
    info = ContractInfoSchema.parse(valueOf(await contractCall(t.app, tr.top.token, 'info')));
    expect(wages()).toMatchObject({ maxProportion: '0.8', pendingOffer: null });
    expect(wages()?.contracts.map((c) => c.id)).toEqual([accepted.contract?.id]);

    // Top -> sub: the downline sees it as received, the upline as sent and on its downlines page.
    const sent = await offer(tr.top.token, {
      downline: tr.sub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['10000', '0.3'], ['30000', '0.6']),
    });
    const received = ContractOffersSchema.parse(valueOf(await contractCall(t.app, tr.sub.token, 'offers')));
    expect(received.received.map((o) => o.id)).toEqual([sent.offer.id]);
    const mine = ContractOffersSchema.parse(valueOf(await contractCall(t.app, tr.top.token, 'offers')));
    expect(mine.sent.list.map((o) => o.id)).toEqual([sent.offer.id]);
    expect(mine.received).toEqual([]);

    const agreed = await decide(tr.sub.token, sent.offer.id, 'accept');
    expect(agreed.offer.status).toBe('accepted');
    expect(agreed.contract).toMatchObject({
      upline: tr.top.account,
      downline: tr.sub.account,
      maxProportion: '0.6',
    });

    const page = DownlineContractsPageSchema.parse(
      valueOf(await contractCall(t.app, tr.top.token, 'downlineContracts')),
    );
    // Direct downline agents only, newest first: the player and the sub-agent's own sub-agent are not listed.
    expect(page.list.map((r) => r.account)).toEqual([tr.sibling.account, tr.sub.account]);
    expect(page.totalCount).toBe(2);
    expect(page.list[1]?.contracts.map((c) => c.id)).toEqual([agreed.contract?.id]);
    expect(page.list[1]?.pendingOffers).toEqual([]);

    // Termination: the contract has not started yet, so it ends at its start (it never had a period).
    const ask = ContractOfferResultSchema.parse(
      valueOf(
        await contractCall(t.app, tr.top.token, 'terminate', {
          downline: tr.sub.account,
          kind: 'dailyWages',
        }),
      ),
    );
    expect(ask.offer).toMatchObject({ action: 'terminate', contractId: agreed.contract?.id });
    const ended = await decide(tr.sub.token, ask.offer.id, 'accept');
    expect(ended.contract).toMatchObject({
      id: agreed.contract?.id,
      status: 'ended',
      endReason: 'terminated',
      endsAt: agreed.contract?.startsAt,
    });

    const history = ContractHistorySchema.parse(
      valueOf(await contractCall(t.app, tr.top.token, 'history', { downline: tr.sub.account })),
    );
    expect(history.list.map((e) => [e.event, e.actor, e.actorRole])).toEqual([
      ['ended', tr.sub.account, 'downline'],
      ['accepted', tr.sub.account, 'downline'],
      ['terminationOffered', tr.top.account, 'upline'],
      ['accepted', tr.sub.account, 'downline'],
      ['offered', tr.top.account, 'upline'],
    ]);
    const first = history.list[4];
    expect(first?.tiersBefore).toBeNull();
    expect(first?.tiersAfter?.map((x) => x.proportion)).toEqual(['0.3', '0.6']);
    expect(history.list[0]).toMatchObject({ endReason: 'terminated', endsAt: agreed.contract?.startsAt });
    // The sub-agent's own history is the same pair's, read from the other side.
    const own = ContractHistorySchema.parse(valueOf(await contractCall(t.app, tr.sub.token, 'history')));
    expect(own.list.map((e) => e.id)).toEqual(history.list.map((e) => e.id));
    // The top agent's own history is its pair with the brand: offered by the operator.
    const top = ContractHistorySchema.parse(valueOf(await contractCall(t.app, tr.top.token, 'history')));
    expect(top.list.map((e) => [e.event, e.actorRole, e.upline])).toEqual([
      ['accepted', 'downline', null],
      ['offered', 'operator', null],
    ]);
  });

  it('ends an accepted termination of a running contract at its period end', async () => {
    const tr = await tree('ct');
    const agreed = await chain(tr, 'realtimeSalary', '0.1', '0.05');
    // As if agreed an hour ago: the contract is running.
    await t.app.db
      .update(agentContracts)
      .set({ startsAt: new Date(Date.parse(agreed.contract?.startsAt ?? '') - 3_600_000) })
      .where(eq(agentContracts.id, agreed.contract?.id ?? 0));
    const ask = ContractOfferResultSchema.parse(
      valueOf(
        await contractCall(t.app, tr.top.token, 'terminate', {
          downline: tr.sub.account,
          kind: 'realtimeSalary',
        }),
      ),
    );
    const ended = await decide(tr.sub.token, ask.offer.id, 'accept');
    const at = Date.parse(ended.offer.decidedAt ?? '');
    expect(ended.contract).toMatchObject({ status: 'ending', endReason: 'terminated' });
    expect(Date.parse(ended.contract?.endsAt ?? '')).toBe(periodContaining('fiveMinutes', at, timeZone).end);
  });

  it('rejects and cancels: the offer is decided once, nothing else changes', async () => {
    const tr = await tree('cr');
    await chain(tr, 'dailyWages', '1', '0.5');
    const o = await offer(tr.top.token, {
      downline: tr.sub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.7']),
    });
    const rejected = await decide(tr.sub.token, o.offer.id, 'reject');
    expect(rejected).toMatchObject({ offer: { status: 'rejected' }, contract: null });
    const again = await contractCall(t.app, tr.sub.token, 'decide', {
      offerId: o.offer.id,
      decision: 'accept',
    });
    expect(refusalOf(again).code).toBe(ErrorCode.contractOfferNotPending);

    const o2 = await offer(tr.top.token, {
      downline: tr.sub.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '0.9']),
    });
    expect((await decide(tr.top.token, o2.offer.id, 'cancel')).offer.status).toBe('cancelled');
    const live = await t.app.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, tr.sub.id), eq(agentContracts.status, 'active')));
    expect(live.map((c) => c.maxProportionPpm)).toEqual([5_000]);
  });
});

describe('bad input answers a field-level error and changes nothing', () => {
  it('refuses unordered tiers, a proportion over the upline, finer amounts, a wrong period and a second pending offer', async () => {
    const tr = await tree('cv');
    await chain(tr, 'dividend', '40', '25', { period: 'weekly' });
    const before = await countRows(tr.sub.id);
    const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
      [
        {
          tiers: [...salaryTiers(['100', '10']), ...salaryTiers(['100', '20'])].map((x) => ({
            ...x,
            activeNumber: 0,
          })),
        },
        ErrorCode.requestParamErr,
        { 'tiers.1.totalAmount': 'tier_overlaps' },
      ],
      [
        {
          tiers: [
            { teamDays: 0, activeNumber: 5, totalAmount: '100', proportion: '20' },
            { teamDays: 0, activeNumber: 2, totalAmount: '200', proportion: '30' },
          ],
        },
        ErrorCode.requestParamErr,
        { 'tiers.1.activeNumber': 'tier_not_increasing' },
      ],
      [
        { tiers: salaryTiers(['0', '10'], ['100', '41']) },
        ErrorCode.contractProportionAboveUpline,
        { 'tiers.1.proportion': 'proportion_above_upline' },
      ],
      [
        { tiers: salaryTiers(['0.001', '10']) },
        ErrorCode.requestParamErr,
        { 'tiers.0.totalAmount': 'amount_decimals' },
      ],
      [
        { period: 'monthly', tiers: salaryTiers(['0', '10']) },
        ErrorCode.requestParamErr,
        { period: 'period_not_upline' },
      ],
      [
        { tiers: salaryTiers(['0', '10']) },
        ErrorCode.contractOfferPending,
        { downline: 'CONTRACT_OFFER_PENDING' },
      ],
    ];
    // The last case needs an offer already waiting: made here, counted below.
    await offer(tr.top.token, {
      downline: tr.sub.account,
      kind: 'dividend',
      period: 'weekly',
      tiers: salaryTiers(['0', '30']),
    });
    for (const [change, code, fields] of cases) {
      const res = await contractCall(t.app, tr.top.token, 'offer', {
        downline: tr.sub.account,
        kind: 'dividend',
        period: 'weekly',
        ...change,
      });
      expect(refusalOf(res), JSON.stringify(change)).toEqual({ code, fields });
    }
    const after = await countRows(tr.sub.id);
    expect(after).toEqual({
      ...before,
      offers: Number(before?.['offers']) + 1,
      events: Number(before?.['events']) + 1,
    });
  });

  it('refuses a kind the brand switched off, and lists it as disabled', async () => {
    const tr = await tree('cm');
    await setModule(t.app, 'AGENTHOURSAL3', false);
    try {
      const res = await contractCall(t.app, tr.top.token, 'offer', {
        downline: tr.sub.account,
        kind: 'hourlySalary',
        tiers: salaryTiers(['0', '0.1']),
      });
      expect(refusalOf(res).code).toBe(ErrorCode.functionNotAvailable);
      const info = ContractInfoSchema.parse(valueOf(await contractCall(t.app, tr.top.token, 'info')));
      expect(info.contracthoursalreq).toBe(false);
      expect(info.kinds.find((k) => k.kind === 'hourlySalary')?.enabled).toBe(false);
    } finally {
      await setModule(t.app, 'AGENTHOURSAL3', true);
    }
  });
});

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
