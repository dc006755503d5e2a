/**
 * The date rule (contracts' dates.ts) on every route of the platform (walked as they are registered,
 * so a route added later is covered): an impossible day, instant or brand time in any date field of
 * the query or the body, and a reversed or over-long range, is 400 RECORD_RANGE_INVALID naming the
 * field, never a 500, and changes nothing. A string field named like a date that escapes the rule
 * fails the walk until it uses one of the rule's schemas.
 */
import { ErrorCode, promotionsEndpoints, SANDBOX_SIGNATURE_HEADER } from '@portal/contracts';
import {
  BAD_VALUES,
  ERROR_OF,
  GOOD_VALUES,
  dateFields,
  dateRanges,
  datesOutsideTheRule,
  inputAt,
  type DateField,
} from '@portal/contracts/testing/dates';
import { stringFields } from '@portal/contracts/testing/fields';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rowsOf } from '../db/rows.js';
import { signCallback } from '../modules/payments/sandbox-pay.js';
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

/**
 * String fields named like dates that are not dates of the rule, each with the reason it need not be.
 * `birthday` is a profile value: the profile rules judge it with the rule's isCalendarDay and answer
 * PROFILE_INVALID naming it (profile.test.ts), an empty one clears it. The outbox's `to` is an
 * e-mail address. Push's quiet hours are times of day (`HH:mm`, contracts' push.ts), not dates.
 */
const NOT_DATES = new Set([
  'PUT /wps/member/profile body birthday',
  'GET /dev/outbox/email query to',
  'PUT /wps/member/push body quietHours.from',
  'PUT /wps/member/push body quietHours.to',
]);

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

const refused = (o: Outcome, field: string, message: string) =>
  o.status === 400 && o.errorCode === ErrorCode.recordRangeInvalid && o.fields?.[field] === message;

/** The route's URL with its parameters filled (1 reads as an id and as a word). */
const urlOf = (route: Probe) => route.url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');

/** Rows of every table, to prove that a refused call changed nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf(
    await t.app.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    ),
  ).map((r) => String(r['name']));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`),
    );
    counts[table] = Number(row?.['n']);
  }
  return counts;
}

type Part = 'query' | 'body';

async function send(route: Probe, part: Part, input: unknown): Promise<Outcome> {
  if (part === 'query') {
    const query = Object.fromEntries(
      Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    return outcomeOf(
      await t.app.inject({ method: route.method as 'GET', url: urlOf(route), query, headers: adminHeaders }),
    );
  }
  if (route.input?.encrypted) {
    return outcomeOf(
      await encrypted(t.app, await rsaKey(t.app), route.method as 'POST', urlOf(route), input),
    );
  }
  const payload = JSON.stringify(input);
  return outcomeOf(
    await t.app.inject({
      method: route.method as 'POST',
      url: urlOf(route),
      // Signed as the sandbox provider signs its callbacks (other routes ignore the header), so a
      // signed route reads its body too.
      headers: {
        ...adminHeaders,
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signCallback(payload, t.config.sandboxPaySecret),
      },
      payload,
    }),
  );
}

describe('the date rule at the platform boundary', () => {
  const dated = () =>
    routes.flatMap((route) =>
      (['query', 'body'] as const).flatMap((part) => {
        const schema = route.input?.[part];
        const fields: DateField[] = schema ? dateFields(schema) : [];
        return fields.length > 0 ? [{ route, part, fields }] : [];
      }),
    );

  it('walks every route, and finds the date inputs', () => {
    expect(routes.length).toBeGreaterThan(80);
    const found = dated().map(({ route, part }) => `${route.method} ${route.url} ${part}`);
    for (const expected of [
      `GET ${promotionsEndpoints.rebateHistory.path} query`,
      'GET /wps/relay/WALLET_transactions query',
      'GET /wps/relay/GCSGAME_personalHistoryCopy query',
      'GET /wps/relay/AGENT_team query',
      'GET /wps/relay/AGENT_contractSettlements query',
      'GET /wps/relay/PROTECT_playSummary query',
      'POST /admin/promotions body',
      'POST /admin/winners body',
    ]) {
      expect(found).toContain(expected);
    }
  });

  it('has no string field named like a date outside the rule', () => {
    const outside = routes.flatMap((route) =>
      (['query', 'body', 'params'] as const).flatMap((part) => {
        const schema = route.input?.[part];
        if (!schema) return [];
        return datesOutsideTheRule(schema, stringFields(schema)).map(
          (f) => `${route.method} ${route.url} ${part} ${f}`,
        );
      }),
    );
    expect(outside.filter((f) => !NOT_DATES.has(f))).toEqual([]);
  });

  it('refuses every impossible date in every date field with RECORD_RANGE_INVALID naming it, changing nothing', async () => {
    const before = await rowCounts();
    const missed: string[] = [];
    let probes = 0;
    for (const { route, part, fields } of dated()) {
      for (const field of fields) {
        for (const bad of BAD_VALUES[field.kind]) {
          probes += 1;
          const outcome = await send(route, part, inputAt(field.path, bad));
          if (!refused(outcome, field.path, ERROR_OF[field.kind])) {
            missed.push(
              `${route.method} ${route.url} ${field.path}=${JSON.stringify(bad)}: ${JSON.stringify(outcome)}`,
            );
          }
        }
      }
    }
    expect(missed).toEqual([]);
    expect(probes).toBeGreaterThan(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses every reversed range on its end and every over-long day range on its start, changing nothing', async () => {
    const before = await rowCounts();
    const missed: string[] = [];
    let ranges = 0;
    for (const { route, part, fields } of dated()) {
      for (const range of dateRanges(fields)) {
        ranges += 1;
        const [early, late] = GOOD_VALUES[range.kind];
        const reversed = await send(route, part, inputAt(range.start, late, { [range.end]: early }));
        if (!refused(reversed, range.end, 'range_order')) {
          missed.push(`${route.method} ${route.url} reversed: ${JSON.stringify(reversed)}`);
        }
        if (range.kind !== 'day') continue;
        const long = await send(
          route,
          part,
          inputAt(range.start, '2026-01-01', { [range.end]: '2026-02-01' }),
        );
        if (!refused(long, range.start, 'range_too_long')) {
          missed.push(`${route.method} ${route.url} 32 days: ${JSON.stringify(long)}`);
        }
      }
    }
    expect(missed).toEqual([]);
    expect(ranges).toBeGreaterThanOrEqual(12);
    expect(await rowCounts()).toEqual(before);
  });
});
