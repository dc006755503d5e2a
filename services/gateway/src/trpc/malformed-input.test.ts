/**
 * Malformed input on every procedure of the router (walked, so a procedure added later is covered):
 * wrong types at the top and in every field, absurd numbers, long and deep values, broken JSON. None
 * answers 500: bad input is the caller's error (4xx). A procedure without input ignores what it is
 * sent and goes to the fake platform, whose 502 for a call it does not serve is not the gateway's fault.
 */
import { inputWith, stringFields } from '@portal/contracts/testing/fields';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { buildTestApp } from '../test/helpers.js';
import { appRouter } from './router.js';

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
}

const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: ProcedureDef }> }).procedures,
)
  .map(([path, p]) => ({ path, type: p._def.type, inputs: p._def.inputs }))
  .filter((p) => p.type !== 'subscription');

/** 5,000 objects deep, written as text (JSON.stringify itself runs out of stack on it). */
const DEEP = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

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

describe('malformed input on every procedure', () => {
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

  it('answers no malformed input with a 500', async () => {
    const bad: string[] = [];
    for (const p of procedures) {
      const payloads: [string, string][] = Object.entries(TOP).map(([k, v]) => [
        k,
        JSON.stringify(v) ?? 'null',
      ]);
      payloads.push(['deep', DEEP], ['broken json', '{"a":'], ['not json', 'hello']);
      const fields = [...new Set(p.inputs.flatMap((s) => stringFields(s)))].filter(Boolean);
      for (const field of fields) {
        for (const [k, v] of Object.entries(FIELD))
          payloads.push([`${field}=${k}`, JSON.stringify(inputWith(field, v as string)) ?? 'null']);
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
