/**
 * Bad input on every procedure of the router (walked, so a procedure added later is covered):
 * - the boundary's text rule: a NUL or a lone surrogate in any string field of the input is a
 *   field-level VALIDATION refusal (BAD_REQUEST, data.fields naming the field) before anything
 *   reaches the platform;
 * - malformed input (wrong types at the top and in every field, absurd numbers, long and deep values,
 *   broken JSON) never answers 500. A procedure without input ignores what it is sent and goes to the
 *   fake platform, whose 502 for a call it does not serve is not the gateway's fault.
 */
import { UNSAFE_TEXT } from '@portal/contracts';
import { inputWith, stringFields } from '@portal/contracts/testing/fields';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toAppError } from '../errors/app-error.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { buildTestApp } from '../test/helpers.js';
import { createContextInner } from './context.js';
import { appRouter, createCaller } from './router.js';

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
}

const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: ProcedureDef }> }).procedures,
).map(([path, p]) => ({ path, type: p._def.type, inputs: p._def.inputs }));

const BAD = { nul: 'a\u0000b', 'lone surrogate': 'x\uD800' } as const;

/** 5,000 objects deep, written as text (JSON.stringify itself runs out of stack on it). */
const DEEP = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
/** Malformed whole inputs. */
const TOP: Record<string, unknown> = {
  null: null,
  number: 42,
  string: 'x',
  array: [1, 2],
  boolean: true,
  proto: JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
};
/** Put where a string belongs (inputWith takes the value as it comes: none of these is a string but two). */
const FIELD: Record<string, unknown> = {
  number: -1e308,
  object: { $gt: '' },
  array: ['a'],
  long: 'x'.repeat(20_000),
  empty: '',
};

describe('bad input on every procedure', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp({ RATE_LIMIT_MAX: '1000000' }, { upstreamUrl: up.url }));
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  async function call(path: string, type: ProcedureDef['type'], input: unknown) {
    if (type === 'subscription') {
      try {
        const caller = createCaller(createContextInner({ services: app.services })) as unknown as Record<
          string,
          Record<string, (input: unknown) => Promise<unknown>>
        >;
        const [group, name] = path.split('.') as [string, string];
        await caller[group]![name]!(input);
        return { status: 200, code: null, fields: {} };
      } catch (err) {
        const e = toAppError(err);
        return { status: 400, code: e.code, fields: e.fields ?? {} };
      }
    }
    const json = JSON.stringify(input);
    const res =
      type === 'query'
        ? await app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(json)}` })
        : await app.inject({
            method: 'POST',
            url: `/trpc/${path}`,
            headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
            payload: json,
          });
    const data = (res.json() as { error?: { data?: { code?: string; fields?: Record<string, string> } } })
      .error?.data;
    return { status: res.statusCode, code: data?.code ?? null, fields: data?.fields ?? {} };
  }

  it('walks every procedure of the router', () => {
    expect(procedures.length).toBeGreaterThan(50);
    expect(procedures.map((p) => p.path)).toContain('auth.forgotByEmail');
  });

  for (const [label, bad] of Object.entries(BAD)) {
    it(`refuses a ${label} in every string field of every procedure, naming the field`, async () => {
      const before = up.requests.length;
      const missed: string[] = [];
      for (const p of procedures) {
        const fields = [...new Set(['probe', ...p.inputs.flatMap((s) => stringFields(s))])].filter(Boolean);
        for (const field of fields) {
          const result = await call(p.path, p.type, inputWith(field, bad));
          const ok =
            result.status === 400 &&
            result.code === 'VALIDATION' &&
            result.fields[field] === `validation.${UNSAFE_TEXT}`;
          if (!ok) missed.push(`${p.path} ${field}: ${JSON.stringify(result)}`);
        }
      }
      expect(missed).toEqual([]);
      // Refused at the gateway: the platform never saw any of them.
      expect(up.requests.length).toBe(before);
    });
  }

  it('refuses unsafe text in a key, and lets ordinary text through', async () => {
    const key = await call('auth.checkUsername', 'query', { ['user\u0000name']: 'x' });
    expect(key).toMatchObject({ status: 400, code: 'VALIDATION' });
    const fine = await call('auth.checkUsername', 'query', { username: 'Việt😀name' });
    expect(fine.code).not.toBe('VALIDATION');
  });

  it('answers no malformed input with a 500', async () => {
    /** One payload as sent, its raw text kept (broken JSON cannot go through call()). */
    async function send(path: string, type: ProcedureDef['type'], payload: string) {
      const res =
        type === 'query'
          ? await app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(payload)}` })
          : await app.inject({
              method: 'POST',
              url: `/trpc/${path}`,
              headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
              payload,
            });
      return { status: res.statusCode, body: res.body.slice(0, 300) };
    }
    const bad: string[] = [];
    for (const p of procedures.filter((q) => q.type !== 'subscription')) {
      const payloads: [string, string][] = Object.entries(TOP).map(([k, v]) => [k, JSON.stringify(v)]);
      payloads.push(['deep', DEEP], ['broken json', '{"a":'], ['not json', 'hello']);
      const fields = [...new Set(p.inputs.flatMap((schema) => stringFields(schema)))].filter(Boolean);
      for (const field of fields) {
        for (const [k, v] of Object.entries(FIELD))
          payloads.push([`${field}=${k}`, JSON.stringify(inputWith(field, v as string))]);
      }
      for (const [label, payload] of payloads) {
        const r = await send(p.path, p.type, payload);
        if (r.status === 500 || r.body.includes('INTERNAL_SERVER_ERROR'))
          bad.push(`${p.path} ${label}: ${r.status} ${r.body}`);
      }
    }
    expect(bad).toEqual([]);
  }, 300_000);
});
