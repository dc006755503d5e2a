import { ErrorCode } from '@portal/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { buildTestApp } from '../test/helpers.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { createContextInner } from './context.js';
import { createCallerFactory, publicProcedure, router } from './init.js';
import { limit } from './rate-limit.js';

const testRouter = router({
  greet: publicProcedure
    .input(z.object({ name: z.string().min(2), age: z.number().int() }))
    .query(({ input }) => input.name),
  refuse: publicProcedure.query(() => {
    throw new AppError(ErrorCode.notSession);
  }),
  crash: publicProcedure.query(() => {
    throw new Error('secret internal detail');
  }),
  limited: publicProcedure.use(limit({ name: 'limited', max: 2, windowMs: 60_000 })).query(() => 'ok'),
  upstreamTimeout: publicProcedure.query(() => {
    throw new UpstreamError({ kind: 'timeout', path: '/wps/x', message: 'slow' });
  }),
});

describe('tRPC errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' }));
  });
  afterAll(async () => app.close());

  const call = () => createCallerFactory(testRouter)(createContextInner({ services: app.services }));

  async function caught(p: Promise<unknown>): Promise<TRPCError> {
    try {
      await p;
    } catch (err) {
      if (err instanceof TRPCError) return err;
      throw err;
    }
    throw new Error('expected a TRPCError');
  }

  it('maps invalid input to VALIDATION with field-level message keys', async () => {
    const err = await caught(call().greet({ name: 'a', age: 1.5 }));
    expect(err.code).toBe('BAD_REQUEST');
    expect(err.cause).toBeInstanceOf(AppError);
    const app = err.cause as AppError;
    expect(app.code).toBe(ErrorCode.validation);
    expect(app.fields).toEqual({ name: 'validation.too_small', age: 'validation.invalid_type' });
  });

  it('maps AppError codes to tRPC codes', async () => {
    expect((await caught(call().refuse())).code).toBe('UNAUTHORIZED');
    expect((await caught(call().upstreamTimeout())).code).toBe('GATEWAY_TIMEOUT');
    expect((await caught(call().crash())).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('limits a procedure per visitor with TOO_MANY_REQUESTS', async () => {
    const visitor = (ip: string) =>
      createCallerFactory(testRouter)(createContextInner({ services: app.services, visitor: { ip } }));
    await visitor('192.0.2.1').limited();
    await visitor('192.0.2.1').limited();
    const err = await caught(visitor('192.0.2.1').limited());
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    expect((err.cause as AppError).code).toBe(ErrorCode.tooManyRequests);
    await expect(visitor('192.0.2.2').limited()).resolves.toBe('ok');
  });

  it('formats errors with data.code and fields, never a raw message or stack', async () => {
    const { getErrorShape } = await import('@trpc/server');
    const err = await caught(call().crash());
    const shape = getErrorShape({
      config: testRouter._def._config,
      error: err,
      type: 'query',
      path: 'crash',
      input: undefined,
      ctx: undefined,
    });
    expect(shape.message).toBe('INTERNAL');
    expect(shape.data).toEqual({ code: 'INTERNAL', httpStatus: 500, path: 'crash' });
    expect(JSON.stringify(shape)).not.toContain('secret');
    const validation = getErrorShape({
      config: testRouter._def._config,
      error: await caught(call().greet({ name: 'a', age: 1 })),
      type: 'query',
      path: 'greet',
      input: undefined,
      ctx: undefined,
    });
    expect(validation.data).toMatchObject({
      code: 'VALIDATION',
      httpStatus: 400,
      fields: { name: 'validation.too_small' },
    });
  });
});
