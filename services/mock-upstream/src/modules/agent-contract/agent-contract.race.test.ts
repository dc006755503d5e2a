/**
 * The contract lifecycle under a storm (meaningful on PostgreSQL, DATABASE_URL; PGlite serialises
 * the calls and the outcomes still hold): the same request 50 times at once never makes two pending
 * offers or two contracts, an acceptance racing a cancellation leaves one consistent outcome, and
 * acceptances on one chain never leave a contract above its upline's.
 */
import { ContractOfferResultSchema, ErrorCode, type RsaKey } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContractEvents, agentContractOffers, agentContracts } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { brandOffer, contractCall, refusalOf, salaryTiers, valueOf } from '../../test/contracts.js';
import { createMember, type TestMember } from '../../test/wallet.js';

const STORM = 50;
let t: TestApp;
let key: RsaKey;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterAll(async () => t?.close());

const codeOf = (res: LightMyRequestResponse) =>
  res.statusCode === 200 ? 'OK' : (refusalOf(res).code ?? String(res.statusCode));

/** A top agent with a daily-wages contract from the brand, and a direct sub-agent. */
async function pair(prefix: string, brandProportion = '1'): Promise<{ top: TestMember; sub: TestMember }> {
  const top = await createMember(t.app, key, { type: 1, prefix: `${prefix}t` });
  const sub = await createMember(t.app, key, { type: 1, prefix: `${prefix}s`, uplineId: top.id });
  const b = await brandOffer(t.app, {
    downline: top.account,
    kind: 'dailyWages',
    tiers: salaryTiers(['0', brandProportion]),
  });
  valueOf(await contractCall(t.app, top.token, 'decide', { offerId: b.offer.id, decision: 'accept' }));
  return { top, sub };
}

const offerBody = (sub: TestMember, proportion = '0.5') => ({
  downline: sub.account,
  kind: 'dailyWages',
  tiers: salaryTiers(['0', proportion]),
});
const storm = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('contract lifecycle races', () => {
  it(`${STORM} identical offers at once: exactly one pending, the rest CONTRACT_OFFER_PENDING`, async () => {
    const { top, sub } = await pair('ro');
    const codes = (await storm(STORM, () => contractCall(t.app, top.token, 'offer', offerBody(sub)))).map(
      codeOf,
    );
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK' && c !== ErrorCode.contractOfferPending)).toEqual([]);
    const offers = await t.app.db
      .select()
      .from(agentContractOffers)
      .where(eq(agentContractOffers.downlineId, sub.id));
    expect(offers.map((o) => o.status)).toEqual(['pending']);
    const events = await t.app.db
      .select()
      .from(agentContractEvents)
      .where(eq(agentContractEvents.downlineId, sub.id));
    expect(events).toHaveLength(1);
  });

  it(`${STORM} acceptances of one offer at once: one contract, the rest CONTRACT_OFFER_NOT_PENDING`, async () => {
    const { top, sub } = await pair('ra');
    const o = ContractOfferResultSchema.parse(
      valueOf(await contractCall(t.app, top.token, 'offer', offerBody(sub))),
    );
    const codes = (
      await storm(STORM, () =>
        contractCall(t.app, sub.token, 'decide', { offerId: o.offer.id, decision: 'accept' }),
      )
    ).map(codeOf);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK' && c !== ErrorCode.contractOfferNotPending)).toEqual([]);
    const contracts = await t.app.db
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.downlineId, sub.id));
    expect(contracts).toHaveLength(1);
    expect(contracts[0]?.offerId).toBe(o.offer.id);
  });

  it('acceptances racing cancellations of one offer: one outcome, and a contract exactly when accepted', async () => {
    for (let round = 0; round < 3; round++) {
      const { top, sub } = await pair(`rc${round}`);
      const o = ContractOfferResultSchema.parse(
        valueOf(await contractCall(t.app, top.token, 'offer', offerBody(sub))),
      );
      const answers = await storm(STORM, (i) =>
        i % 2 === 0
          ? contractCall(t.app, sub.token, 'decide', { offerId: o.offer.id, decision: 'accept' })
          : contractCall(t.app, top.token, 'decide', { offerId: o.offer.id, decision: 'cancel' }),
      );
      const winners = answers.filter((a) => a.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(
        answers.map(codeOf).filter((c) => c !== 'OK' && c !== ErrorCode.contractOfferNotPending),
      ).toEqual([]);
      const [offer] = await t.app.db
        .select()
        .from(agentContractOffers)
        .where(eq(agentContractOffers.id, o.offer.id));
      const contracts = await t.app.db
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.downlineId, sub.id));
      const winner = ContractOfferResultSchema.parse(valueOf(winners[0]!));
      expect(offer?.status).toBe(winner.offer.status);
      if (offer?.status === 'accepted') {
        expect(contracts.map((c) => c.id)).toEqual([offer.resultContractId]);
      } else {
        expect(offer?.status).toBe('cancelled');
        expect(contracts).toEqual([]);
      }
    }
  });

  it('an upline lowered while its downline accepts more: no contract is left above its upline', async () => {
    for (let round = 0; round < 3; round++) {
      const { top, sub } = await pair(`rb${round}`, '1');
      const high = ContractOfferResultSchema.parse(
        valueOf(await contractCall(t.app, top.token, 'offer', offerBody(sub, '0.8'))),
      );
      const lower = await brandOffer(t.app, {
        downline: top.account,
        kind: 'dailyWages',
        tiers: salaryTiers(['0', '0.6']),
      });
      await storm(STORM, (i) =>
        i % 2 === 0
          ? contractCall(t.app, sub.token, 'decide', { offerId: high.offer.id, decision: 'accept' })
          : contractCall(t.app, top.token, 'decide', { offerId: lower.offer.id, decision: 'accept' }),
      );
      const active = (id: number) =>
        t.app.db
          .select()
          .from(agentContracts)
          .where(and(eq(agentContracts.downlineId, id), eq(agentContracts.status, 'active')));
      const [topNow] = await active(top.id);
      expect(topNow?.maxProportionPpm).toBe(6_000);
      // Whichever went first, the sub-agent's 0.8 % is not in force: refused at acceptance (the offer
      // still waits), or agreed first and then ended by the lower contract.
      expect(await active(sub.id)).toEqual([]);
      const ended = await t.app.db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.downlineId, sub.id), ne(agentContracts.status, 'active')));
      expect(ended.every((c) => c.endReason === 'aboveUpline')).toBe(true);
    }
  });
});
