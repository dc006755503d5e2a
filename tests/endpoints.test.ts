/**
 * The descriptor walk: every platform endpoint in @portal/contracts is served by mock-upstream and
 * answers its example with a response its own schema accepts (the gateway's client parses every
 * answer with the descriptor's schema, so a drift fails here). A member endpoint also refuses a call
 * without a token, so its `auth` is true; and every endpoint that reads a member's token refuses a
 * token of another brand of the platform (a session is one brand's).
 */
import { ErrorCode, platformEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsExamples } from './endpoints/accounts.examples.js';
import { agentExamples } from './endpoints/agent.examples.js';
import { agentContractExamples } from './endpoints/agent-contract.examples.js';
import { contentExamples } from './endpoints/content.examples.js';
import { disputesExamples } from './endpoints/disputes.examples.js';
import { eventsExamples } from './endpoints/events.examples.js';
import { fairnessExamples } from './endpoints/fairness.examples.js';
import { pvpExamples } from './endpoints/pvp.examples.js';
import { gamesExamples } from './endpoints/games.examples.js';
import { lotteryExamples } from './endpoints/lottery.examples.js';
import { messagesExamples } from './endpoints/messages.examples.js';
import { missionsExamples } from './endpoints/missions.examples.js';
import { passkeysExamples } from './endpoints/passkeys.examples.js';
import { pushExamples } from './endpoints/push.examples.js';
import { paymentsExamples } from './endpoints/payments.examples.js';
import { pointsExamples } from './endpoints/points.examples.js';
import { profileExamples } from './endpoints/profile.examples.js';
import { promotionsExamples } from './endpoints/promotions.examples.js';
import { protectionExamples } from './endpoints/protection.examples.js';
import { referralExamples } from './endpoints/referral.examples.js';
import { seamlessExamples } from './endpoints/seamless.examples.js';
import { sessionExamples } from './endpoints/session.examples.js';
import { supportExamples } from './endpoints/support.examples.js';
import { systemExamples } from './endpoints/system.examples.js';
import { walletExamples } from './endpoints/wallet.examples.js';
import { UpstreamError } from '@portal/gateway/upstream';
import { startWalk, type Examples, type Walk } from './endpoints/walk.js';
import { startStack, type TestStack } from './support/stack.js';

const examples: Examples = {
  ...accountsExamples,
  ...agentExamples,
  ...agentContractExamples,
  ...contentExamples,
  ...disputesExamples,
  ...eventsExamples,
  ...fairnessExamples,
  ...pvpExamples,
  ...gamesExamples,
  ...lotteryExamples,
  ...messagesExamples,
  ...passkeysExamples,
  ...pushExamples,
  ...paymentsExamples,
  ...pointsExamples,
  ...missionsExamples,
  ...profileExamples,
  ...promotionsExamples,
  ...protectionExamples,
  ...referralExamples,
  ...seamlessExamples,
  ...sessionExamples,
  ...supportExamples,
  ...systemExamples,
  ...walletExamples,
};

describe('every platform endpoint descriptor', () => {
  let stack: TestStack;
  let walk: Walk;

  beforeAll(async () => {
    stack = await startStack();
    walk = await startWalk(stack);
  }, 60_000);
  afterAll(() => stack?.close());

  it('has one example, and no example names an endpoint that does not exist', () => {
    const ids = platformEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !(id in examples))).toEqual([]);
    expect(Object.keys(examples).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('writes each method and path once', () => {
    const routes = platformEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  // Sequential: some examples set up state (an order, a message) that the next one reads.
  for (const endpoint of platformEndpoints) {
    it(`${endpoint.id}: ${endpoint.method} ${endpoint.path} answers per its schema`, async () => {
      const example = examples[endpoint.id];
      if (!example) throw new Error(`no example for ${endpoint.id}`);
      // The client parses the answer with the descriptor's schema: a mismatch rejects (kind 'schema').
      await example(walk);
    });

    if (endpoint.auth === 'member') {
      it(`${endpoint.id}: refuses its example without a member token`, async () => {
        const example = examples[endpoint.id];
        if (!example) throw new Error(`no example for ${endpoint.id}`);
        // Setup calls keep their token; only the call under test goes without one.
        const visitor: Walk = {
          ...walk,
          call: (e, input, as) => walk.call(e, input, e.id === endpoint.id ? null : as),
        };
        const err = await example(visitor).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(UpstreamError);
        expect((err as UpstreamError).errorCode).toBe(ErrorCode.notSession);
      });
    }

    if (endpoint.auth === 'member' || endpoint.auth === 'optional') {
      it(`${endpoint.id}: refuses its example with a member token of another brand`, async () => {
        const example = examples[endpoint.id];
        if (!example) throw new Error(`no example for ${endpoint.id}`);
        const stranger: Walk = {
          ...walk,
          call: (e, input, as) =>
            walk.call(e, input, e.id === endpoint.id ? { token: walk.otherBrandToken } : as),
        };
        const err = await example(stranger).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(UpstreamError);
        expect((err as UpstreamError).errorCode).toBe(ErrorCode.notSession);
      });
    }
  }
});
