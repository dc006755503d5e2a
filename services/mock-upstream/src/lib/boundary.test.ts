/**
 * The boundary's text rule on every route of the platform (walked as they are registered, so a
 * route added later is covered): a NUL or a lone surrogate in a path parameter, the query string,
 * the body (JSON, form or encrypted) or a header is 400 request_param_err naming the field.
 */
import { accountsEndpoints, ErrorCode, paymentsEndpoints, UNSAFE_TEXT } from '@portal/contracts';
import { inputWith, stringFields } from '@portal/contracts/testing/fields';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { encrypted, rsaKey } from '../test/accounts.js';
import { adminHeaders, startTestApp, type TestApp } from '../test/app.js';

interface Probe {
  method: string;
  url: string;
  input?: { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType; encrypted?: boolean };
}

const routes: Probe[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, undefined, {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ method, url: route.url, input: route.config?.input });
      }
    },
  });
});
afterAll(async () => t.close());

const BAD = { nul: 'a\u0000b', 'lone surrogate': 'x\uD800' } as const;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's URL with its parameters filled (`value` for `param`, a plain word for the others). */
function urlOf(route: Probe, param?: string, value?: string): string {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(name === param ? value! : 'p1'))
    .replace(/\*$/, 'x');
}

interface Outcome {
  status: number;
  errorCode?: string;
  fields?: Record<string, string>;
}

function outcomeOf(res: { statusCode: number; body: string }): Outcome {
  try {
    const body = JSON.parse(res.body) as { errorCode?: string; fields?: Record<string, string> };
    return { status: res.statusCode, errorCode: body.errorCode, fields: body.fields };
  } catch {
    return { status: res.statusCode };
  }
}

const refused = (o: Outcome, field: string) =>
  o.status === 400 && o.errorCode === ErrorCode.requestParamErr && o.fields?.[field] === UNSAFE_TEXT;

describe('unsafe text at the platform boundary', () => {
  it('walks every route', () => {
    expect(routes.length).toBeGreaterThan(80);
    const { method, path } = paymentsEndpoints.sandboxCallback;
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(`${method} ${path}`);
  });

  for (const [label, bad] of Object.entries(BAD)) {
    it(`refuses a ${label} in the query, body, path and declared fields of every route`, async () => {
      const missed: string[] = [];
      const check = async (what: string, field: string, send: () => Promise<Outcome>) => {
        const outcome = await send();
        if (!refused(outcome, field)) missed.push(`${what} ${field}: ${JSON.stringify(outcome)}`);
      };
      // A URL cannot carry a lone surrogate (its UTF-8 does not exist; decoding gives U+FFFD): only
      // JSON, with its \uD800 escapes, can.
      const inUrl = label === 'nul';
      for (const route of routes) {
        const name = `${route.method} ${route.url}`;
        const queryFields = ['probe', ...(route.input?.query ? stringFields(route.input.query) : [])];
        for (const field of inUrl ? queryFields : []) {
          await check(name, field, async () =>
            outcomeOf(
              await t.app.inject({
                method: route.method as 'GET',
                url: urlOf(route),
                query: { [field]: bad },
                headers: adminHeaders,
              }),
            ),
          );
        }
        for (const param of inUrl ? (route.url.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) : []) {
          await check(name, param, async () =>
            outcomeOf(
              await t.app.inject({
                method: route.method as 'GET',
                url: urlOf(route, param, bad),
                headers: adminHeaders,
              }),
            ),
          );
        }
        if (!WITH_BODY.has(route.method)) continue;
        const bodyFields = [
          ...new Set(['probe', ...(route.input?.body ? stringFields(route.input.body) : [])]),
        ].filter(Boolean);
        for (const field of bodyFields) {
          if (route.input?.encrypted) {
            const key = await rsaKey(t.app);
            await check(`${name} (encrypted)`, field, async () =>
              outcomeOf(
                await encrypted(t.app, key, route.method as 'POST', urlOf(route), inputWith(field, bad)),
              ),
            );
          }
          await check(name, field, async () =>
            outcomeOf(
              await t.app.inject({
                method: route.method as 'POST',
                url: urlOf(route),
                headers: { ...adminHeaders, 'content-type': 'application/json' },
                payload: JSON.stringify(inputWith(field, bad)),
              }),
            ),
          );
        }
      }
      expect(missed).toEqual([]);
    });
  }

  it('refuses a NUL in a form body and in the headers the platform reads', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.forgotByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=alice&email=a%00%40b.c',
    });
    expect(refused(outcomeOf(form), 'email')).toBe(true);
    for (const header of ['merchant', 'language']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { [header]: 'EN\u0000' },
      });
      expect(refused(outcomeOf(res), `headers.${header}`)).toBe(true);
    }
  });
});
