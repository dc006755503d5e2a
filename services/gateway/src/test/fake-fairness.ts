/**
 * The fake platform's fairness area: one seed pair per member account, rotated by its hash (once:
 * a repeat answers the same reveal), and one known round of `alice`. Enough for the gateway's
 * pass-through tests; the real rules are tested on mock-upstream.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FairRoundQuerySchema, RotateSeedSchema, fairnessEndpoints as e } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { fakeMemberOf, type FakeAccountsState } from './fake-accounts.js';
import { fakeFail, fakeRoute } from './fake-route.js';

interface Pair {
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nextNonce: number;
}
const newPair = (clientSeed = 'fake-client'): Pair => {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    hash: createHash('sha256').update(serverSeed).digest('hex'),
    clientSeed,
    nextNonce: 0,
  };
};
const view = (p: Pair) => ({ serverSeedHash: p.hash, clientSeed: p.clientSeed, nextNonce: p.nextNonce });
const reveal = (p: Pair) => ({
  serverSeed: p.serverSeed,
  serverSeedHash: p.hash,
  clientSeed: p.clientSeed,
  rounds: p.nextNonce,
  createdAt: '2026-11-01T00:00:00.000Z',
  revealedAt: '2026-11-01T01:00:00.000Z',
});

export function registerFakeFairness(app: FastifyInstance, accounts: FakeAccountsState): void {
  const active = new Map<string, Pair>();
  const revealed = new Map<string, Pair[]>();
  const pairOf = (account: string) => {
    const pair = active.get(account) ?? newPair();
    active.set(account, pair);
    return pair;
  };
  fakeRoute(app, e.state, (req, reply) => {
    const member = fakeMemberOf(accounts, req);
    if (!member) return fakeFail(reply, 401, 'login.not.session');
    return {
      active: view(pairOf(member.account)),
      revealed: (revealed.get(member.account) ?? []).map(reveal),
    };
  });
  fakeRoute(app, e.rotate, (req, reply) => {
    const member = fakeMemberOf(accounts, req);
    if (!member) return fakeFail(reply, 401, 'login.not.session');
    const body = RotateSeedSchema.safeParse(req.body);
    if (!body.success) return fakeFail(reply, 400, 'request_param_err');
    const current = pairOf(member.account);
    const past = revealed.get(member.account) ?? [];
    if (current.hash === body.data.serverSeedHash) {
      past.unshift(current);
      revealed.set(member.account, past);
      active.set(member.account, newPair(body.data.clientSeed));
      return { revealed: reveal(current), active: view(pairOf(member.account)) };
    }
    const old = past.find((p) => p.hash === body.data.serverSeedHash);
    if (!old) return fakeFail(reply, 404, 'NOT_FOUND', { serverSeedHash: 'seed_hash_unknown' });
    return { revealed: reveal(old), active: view(current) };
  });
  fakeRoute(app, e.round, (req, reply) => {
    const member = fakeMemberOf(accounts, req);
    if (!member) return fakeFail(reply, 401, 'login.not.session');
    const query = FairRoundQuerySchema.safeParse(req.query);
    if (!query.success || member.account !== 'alice' || query.data.roundId !== 'DS-fakeround-1') {
      return fakeFail(reply, 404, 'ROUND_NOT_FOUND', { roundId: 'round_not_found' });
    }
    const pair = pairOf(member.account);
    return {
      roundId: query.data.roundId,
      gameCode: 'DEMOSLOT',
      serverSeedHash: pair.hash,
      serverSeed: null,
      clientSeed: pair.clientSeed,
      nonce: 0,
      bet: '1.00',
      win: '0.00',
      isFreePlay: false,
      createdAt: '2026-11-01T00:30:00.000Z',
    };
  });
}
