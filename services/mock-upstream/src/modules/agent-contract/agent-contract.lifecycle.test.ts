import {
  ContractHistorySchema,
  ContractInfoSchema,
  ContractOfferResultSchema,
  ContractOffersSchema,
  DownlineContractsPageSchema,
  ErrorCode,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentContracts } from '../../db/schema/index.js';
import { setModule } from '../../test/accounts.js';
import { brandOffer, contractCall, refusalOf, salaryTiers, valueOf } from '../../test/contracts.js';
import { periodContaining } from './agent-contract.periods.js';
import {
  t,
  timeZone,
  tree,
  offer,
  decide,
  chain,
  countRows,
  useContractApp,
} from './agent-contract.test-setup.js';

useContractApp();

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
