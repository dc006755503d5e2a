/**
 * The date rule (contracts' dates.ts) on every procedure of the router (walked, so a procedure added
 * later is covered): every impossible day, instant or brand time in any date field, and every
 * reversed or over-long range, is a field-level RECORD_RANGE_INVALID (400) naming the field, before
 * anything reaches the platform: never a 500, nothing changed. A string field named like a date that
 * escapes the rule fails the walk until it uses one of the rule's schemas.
 */
import { ErrorCode, promotionsEndpoints } from '@portal/contracts';
import {
  BAD_VALUES,
  ERROR_OF,
  GOOD_VALUES,
  dateFields,
  dateRanges,
  datesOutsideTheRule,
  inputAt,
} from '@portal/contracts/testing/dates';
import { stringFields } from '@portal/contracts/testing/fields';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toAppError, trpcCodeFor } from '../errors/app-error.js';
import { SESSION_COOKIE } from '../session/session.service.js';
import { Browser } from '../test/browser.js';
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

/**
 * String fields named like dates that are not dates of the rule, each with the reason it need not be.
 * `birthday` is a profile value: the platform's profile rules judge it with the rule's isCalendarDay
 * and answer PROFILE_INVALID naming it (an empty one clears it). Push's quiet hours are times of day
 * (`HH:mm`, contracts' push.ts), not dates.
 */
const NOT_DATES = new Set([
  'profile.update birthday',
  'push.setSettings quietHours.from',
  'push.setSettings quietHours.to',
]);

interface Outcome {
  status: number;
  code: string | null;
  fields: Record<string, string>;
}

describe('the date rule on every procedure', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  let browser: Browser;
  let session: Awaited<ReturnType<FastifyInstance['services']['sessions']['create']>>;

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp({ RATE_LIMIT_MAX: '1000000' }, { upstreamUrl: up.url }));
    // An agent's session (type 1): every procedure's guards let it through to its input's check.
    session = await app.services.sessions.create({
      upstreamToken: 'date-rule',
      userId: 'agent',
      type: 1,
      isAgent: true,
    });
    browser = new Browser(app);
    browser.jar.set(SESSION_COOKIE, session.id);
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  async function call(path: string, type: ProcedureDef['type'], input: unknown): Promise<Outcome> {
    if (type === 'subscription') {
      try {
        const caller = createCaller(
          createContextInner({ services: app.services, session }),
        ) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
        const [group, name] = path.split('.') as [string, string];
        await caller[group]![name]!(input);
        return { status: 200, code: null, fields: {} };
      } catch (err) {
        const e = toAppError(err);
        return {
          status: trpcCodeFor(e.code) === 'BAD_REQUEST' ? 400 : 500,
          code: e.code,
          fields: e.fields ?? {},
        };
      }
    }
    const res = type === 'query' ? await browser.query(path, input) : await browser.mutation(path, input);
    return { status: res.status, code: res.code ?? null, fields: res.fields ?? {} };
  }

  const refused = (o: Outcome, field: string, message: string) =>
    o.status === 400 &&
    o.code === ErrorCode.recordRangeInvalid &&
    o.fields[field] === `validation.${message}`;

  const dated = procedures
    .map((p) => ({ ...p, fields: p.inputs.flatMap((s) => dateFields(s)) }))
    .filter((p) => p.fields.length > 0);

  it('walks every procedure, and finds the date inputs', () => {
    expect(procedures.length).toBeGreaterThan(50);
    const paths = dated.map((p) => p.path);
    for (const expected of [
      'promotions.rebateHistory',
      'records.transactions',
      'records.profitLoss',
      'records.bonuses',
      'games.betRecords',
      'agent.teamOverview',
      'agent.team',
      'agent.teamBets',
      'agent.downlineProfitLoss',
      'agent.income',
      'agent.downlineTransactions',
      'agentContract.settlements',
      'protection.playSummary',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('has no string field named like a date outside the rule', () => {
    const outside = procedures.flatMap((p) =>
      p.inputs.flatMap((s) => datesOutsideTheRule(s, stringFields(s)).map((field) => `${p.path} ${field}`)),
    );
    expect(outside.filter((f) => !NOT_DATES.has(f))).toEqual([]);
  });

  it('refuses every impossible date in every date field with RECORD_RANGE_INVALID naming it, calling nobody', async () => {
    const before = up.requests.length;
    const missed: string[] = [];
    let probes = 0;
    for (const p of dated) {
      for (const field of p.fields) {
        for (const bad of BAD_VALUES[field.kind]) {
          probes += 1;
          const outcome = await call(p.path, p.type, inputAt(field.path, bad));
          if (!refused(outcome, field.path, ERROR_OF[field.kind])) {
            missed.push(`${p.path} ${field.path}=${JSON.stringify(bad)}: ${JSON.stringify(outcome)}`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
    expect(probes).toBeGreaterThan(200);
    expect(up.requests.length).toBe(before);
  });

  it('refuses every reversed range on its end and every over-long day range on its start, calling nobody', async () => {
    const before = up.requests.length;
    const missed: string[] = [];
    const ranged = dated.flatMap((p) => dateRanges(p.fields).map((range) => ({ p, range })));
    expect(ranged.map(({ p, range }) => `${p.path} ${range.start}`)).toEqual(
      expect.arrayContaining(['agent.team lastLoginFrom', 'promotions.rebateHistory startDate']),
    );
    for (const { p, range } of ranged) {
      const [early, late] = GOOD_VALUES[range.kind];
      const reversed = await call(p.path, p.type, inputAt(range.start, late, { [range.end]: early }));
      if (!refused(reversed, range.end, 'range_order')) {
        missed.push(`${p.path} reversed: ${JSON.stringify(reversed)}`);
      }
      if (range.kind !== 'day') continue;
      const long = await call(
        p.path,
        p.type,
        inputAt(range.start, '2026-01-01', { [range.end]: '2026-02-01' }),
      );
      if (!refused(long, range.start, 'range_too_long'))
        missed.push(`${p.path} 32 days: ${JSON.stringify(long)}`);
    }
    expect(missed).toEqual([]);
    expect(up.requests.length).toBe(before);
  });

  it('answers promotions.rebateHistory with 2024-13-01 or 0000-00-00 as a field-level 400, not a 500', async () => {
    for (const bad of ['2024-13-01', '0000-00-00']) {
      const res = await browser.query('promotions.rebateHistory', { startDate: bad, endDate: '2024-01-31' });
      expect(res.status).toBe(400);
      expect(res.code).toBe(ErrorCode.recordRangeInvalid);
      expect(res.fields).toEqual({ startDate: 'validation.day_invalid' });
    }
    expect(up.hits(promotionsEndpoints.rebateHistory.path)).toBe(0);
  });
});
