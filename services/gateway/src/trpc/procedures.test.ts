import { ErrorCode } from '@portal/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../session/session.service.js';
import { buildTestApp } from '../test/helpers.js';
import { createContextInner } from './context.js';
import { createCallerFactory, router } from './init.js';
import {
  agentProcedure,
  callMeta,
  memberProcedure,
  optionalCallMeta,
  realAccountProcedure,
  sessionProcedure,
} from './procedures.js';

const testRouter = router({
  session: sessionProcedure.query(({ ctx }) => callMeta(ctx).token),
  member: memberProcedure.query(({ ctx }) => callMeta(ctx).token),
  real: realAccountProcedure.query(() => 'real'),
  agent: agentProcedure.query(({ ctx }) => ctx.session.data.type),
});

function session(type: number | null, extra: Partial<Session['data']> = {}): Session {
  return {
    id: 'x'.repeat(43),
    data: {
      upstreamToken: 'token-0123456789abcdef',
      userId: '1',
      type,
      isAgent: false,
      createdAt: Date.now(),
      mustChangePassword: false,
      ...extra,
    },
  };
}

describe('procedure builders', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' }));
  });
  afterAll(async () => app.close());

  const caller = (s: Session | null) =>
    createCallerFactory(testRouter)(createContextInner({ services: app.services, session: s }));

  async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
    try {
      await p;
      return undefined;
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      return (err.cause as { code?: string } | undefined)?.code ?? err.message;
    }
  }

  it('refuses every member procedure without a logged-in session', async () => {
    for (const call of [caller(null).session(), caller(null).member(), caller(null).agent()]) {
      expect(await codeOf(call)).toBe(ErrorCode.loginRequired);
    }
  });

  it('gives a member procedure the call metadata with the session token', async () => {
    expect(await caller(session(0)).member()).toBe('token-0123456789abcdef');
  });

  it('refuses a session that must change its password, except on session procedures', async () => {
    const s = session(0, { mustChangePassword: true });
    expect(await caller(s).session()).toBe('token-0123456789abcdef');
    expect(await codeOf(caller(s).member())).toBe(ErrorCode.passwordChangeRequired);
  });

  it('refuses a trial account on real-account and agent procedures', async () => {
    expect(await codeOf(caller(session(4)).real())).toBe(ErrorCode.trialAccount);
    expect(await codeOf(caller(session(4)).agent())).toBe(ErrorCode.trialAccount);
  });

  it('serves agent procedures to agent types only (non-agent cannot log in)', async () => {
    for (const type of [1, 2, 41, 42]) expect(await caller(session(type)).agent()).toBe(type);
    for (const type of [0, 3, 5, null]) {
      expect(await codeOf(caller(session(type)).agent())).toBe(ErrorCode.agentOnly);
    }
  });

  it("gives a public call the member's token when a logged-in session exists, and none to a guest", () => {
    const visitor = { ip: '203.0.113.7', language: 'VI', requestId: 'req-1', host: 'localhost' };
    const ctx = (s: Session | null) => createContextInner({ services: app.services, session: s, visitor });
    const guest = { language: 'VI', ip: '203.0.113.7', requestId: 'req-1' };
    expect(optionalCallMeta(ctx(session(1)))).toEqual({ ...guest, token: 'token-0123456789abcdef' });
    expect(optionalCallMeta(ctx(null))).toEqual(guest);
    // A session that is not logged in holds no token: the call goes as a guest's.
    const notLoggedIn = optionalCallMeta(ctx(session(null, { upstreamToken: null })));
    expect(notLoggedIn).toEqual(guest);
    expect('token' in notLoggedIn).toBe(false);
  });
});
