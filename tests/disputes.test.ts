/**
 * Disputing a round through the real gateway and platform (PostgreSQL with DATABASE_URL, Redis with
 * REDIS_URL): a member disputes a round of the betting record, sees its state on the round, gets
 * the first answer again for a replayed requestId and DISPUTE_ALREADY_OPEN for another; bad input is
 * refused field by field; a trial account and another member's round are refused; the operator's
 * answer reaches the member's messages and the round.
 */
import { ErrorCode } from '@portal/contracts';
import { signedSeamlessRequest } from '@portal/mock-upstream/seamless';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedInBrowser } from './support/browser.js';
import { brandDay } from './support/days.js';
import { startStack, type TestStack } from './support/stack.js';
import { newRequestId } from './support/upstream-http.js';

const ORIGIN = 'https://portal.test';
const MEMBER = 'demoplayer';

const errorOf = (err: unknown) =>
  (err as TRPCClientError<never>).data as
    { code?: string; httpStatus?: number; fields?: Record<string, string> } | undefined;

async function refusal(p: Promise<unknown>) {
  return p.then(() => {
    throw new Error('expected a refusal');
  }, errorOf);
}

describe('disputing a round through the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', PUBLIC_ORIGINS: ORIGIN, RATE_LIMIT_MAX: '5000' });
    const funded = await stack.admin('POST', `/admin/members/${MEMBER}/bonus`, {
      requestId: newRequestId(),
      amount: '20.00',
      bonusType: 'TEST',
      turnoverMultiplier: 0,
    });
    expect(funded.status).toBe(200);
  }, 120_000);
  afterAll(() => stack?.close());

  async function playedRound(): Promise<{ vendor: string; roundId: string }> {
    const roundId = `it-dispute-${newRequestId()}`;
    for (const [kind, amount] of [
      ['debit', '1.00'],
      ['credit', '0.40'],
    ] as const) {
      const request = signedSeamlessRequest(stack.upstream.config.seamlessSecret, kind, {
        vendor: 'DEMO',
        account: MEMBER,
        gameCode: 'DEMOSLOT',
        txId: `${roundId}-${kind}`,
        roundId,
        amount,
      });
      const res = await fetch(`${stack.upstreamUrl}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.payload,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    return { vendor: 'DEMO', roundId };
  }

  it('opens a dispute, shows it on the round, and answers a replay with the first', async () => {
    const trpc = (await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER)).client(stack.gatewayUrl);
    const round = await playedRound();
    const requestId = newRequestId();
    const body = { requestId, ...round, reason: 'wrongResult' as const, note: 'The reels stopped twice.' };
    const [first, ...replays] = await Promise.all(
      Array.from({ length: 10 }, () => trpc.disputes.open.mutate(body)),
    );
    expect(first).toMatchObject({ ...round, status: 'open', outcome: null, note: body.note });
    for (const r of replays) expect(r.id).toBe(first!.id);

    const other = await refusal(trpc.disputes.open.mutate({ ...body, requestId: newRequestId() }));
    expect(other).toMatchObject({ code: ErrorCode.disputeAlreadyOpen, httpStatus: 409 });

    const today = brandDay();
    const records = await trpc.games.betRecords.query({
      startDate: today,
      endDate: today,
      pageNo: 1,
      pageSize: 100,
    });
    expect(records.list.find((r) => r.roundId === round.roundId)?.dispute).toEqual({
      id: first!.id,
      status: 'open',
      outcome: null,
    });
    expect((await trpc.disputes.get.query({ id: first!.id })).reason).toBe('wrongResult');

    // The operator answers; the member reads it in their messages and on the round.
    const answered = await stack.admin('POST', `/admin/disputes/${first!.id}/answer`, {
      outcome: 'upheld',
      message: 'We found the fault and corrected it.',
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const mine = await trpc.disputes.list.query({ roundId: round.roundId });
    expect(mine.list[0]).toMatchObject({ status: 'answered', outcome: 'upheld' });
    const page = await trpc.messages.list.query({ pageNo: 1, pageSize: 5 });
    expect(page.list[0]?.title).toBe(`Dispute upheld: round ${round.roundId}`);
  });

  it('refuses bad input by field, a round that is not the member’s, and a trial account', async () => {
    const trpc = (await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER)).client(stack.gatewayUrl);
    const round = await playedRound();
    const bad = await refusal(
      trpc.disputes.open.mutate({
        requestId: newRequestId(),
        ...round,
        reason: 'because' as never,
        note: 'x'.repeat(501),
      }),
    );
    expect(bad?.code).toBe(ErrorCode.validation);
    expect(Object.keys(bad?.fields ?? {}).sort()).toEqual(['note', 'reason']);

    const agent = (await loggedInBrowser(ORIGIN, stack.gatewayUrl, 'demoagent')).client(stack.gatewayUrl);
    expect(
      await refusal(agent.disputes.open.mutate({ requestId: newRequestId(), ...round, reason: 'notPaid' })),
    ).toMatchObject({ code: ErrorCode.notFound });

    const visitor = new Browser(ORIGIN);
    const trial = visitor.client(stack.gatewayUrl);
    await trial.auth.freePlay.mutate({ verification: await visitor.verification(stack.gatewayUrl) });
    expect(
      await refusal(trial.disputes.open.mutate({ requestId: newRequestId(), ...round, reason: 'notPaid' })),
    ).toMatchObject({ code: ErrorCode.trialAccount });
  });
});
