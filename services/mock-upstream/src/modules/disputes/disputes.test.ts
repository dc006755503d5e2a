/**
 * Round disputes on the platform against a real database: a member disputes one of their rounds
 * (the round's record and ledger entries attached, a message in their language), 50 identical
 * submissions at once make one dispute, a replay of the request id answers the first, another
 * member's round, an old round and a trial account are refused; the operator lists and answers
 * (once), and the member reads the answer in their messages and on the round in the betting record.
 * Only PostgreSQL (DATABASE_URL) runs the 50 submissions in parallel; PGlite serialises them and the
 * outcome is checked all the same.
 */
import {
  AdminDisputeSchema,
  AdminDisputesSchema,
  BetRecordsSchema,
  DISPUTE_NOTE_MAX,
  DISPUTE_WINDOW_DAYS,
  DisputeSchema,
  DisputesSchema,
  ErrorCode,
  MessagePageSchema,
  MessageSchema,
  SeamlessResultSchema,
  TRIAL_TYPE,
  disputesEndpoints as e,
  envelope,
  gamesEndpoints,
  messagesEndpoints,
  toMinor,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, members, merchants, roundDisputes } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { brandDay } from '../../test/days.js';
import { createMember, expectLedgerOk, fund, nextRequestId, type TestMember } from '../../test/wallet.js';
import { slotRoundAudit } from '../demo-vendor/demo-vendor.slot-audit.js';
import { signLaunchTicket } from '../demo-vendor/demo-vendor.ticket.js';
import { SpinValueSchema } from '../demo-vendor/slot/slot.routes.js';
import { createMessagesRepository } from '../messages/messages.repository.js';
import { valueOf } from '../payments/payments.fixtures.js';
import { signedSeamlessRequest, type SeamlessCallKind } from '../seamless/seamless.service.js';
import { createDisputesRepository } from './disputes.repository.js';
import { createDisputesService } from './disputes.service.js';

let t: TestApp;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${(counter += 1)}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

async function seamless(vendor: string, call: SeamlessCallKind, body: Record<string, unknown>) {
  const res = await t.app.inject(
    signedSeamlessRequest(t.config.seamlessSecret, call, { vendor, ...body } as { vendor: string }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SeamlessResultSchema).parse(json(res)).value;
}

/** A round of the member on a seamless vendor: a 5.00 bet, and a 2.50 win unless left open. */
async function playRound(m: TestMember, opts: { vendor?: string; settle?: boolean } = {}) {
  const vendor = opts.vendor ?? 'OTHERVENDOR';
  const roundId = nextId('r');
  const round = { account: m.account, roundId, gameCode: 'demo-slot' };
  await seamless(vendor, 'debit', { ...round, txId: nextId('d'), amount: '5.00' });
  if (opts.settle !== false)
    await seamless(vendor, 'credit', { ...round, txId: nextId('c'), amount: '2.50' });
  return { vendor, roundId };
}

async function player(prefix = 'dp') {
  const m = await createMember(t.app, await rsaKey(t.app), { prefix });
  await fund(t.app, m.account, '100.00');
  return m;
}

function open(m: TestMember, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: e.open.path,
    headers: { authorization: m.token, ...headers },
    payload: { requestId: nextRequestId('dsp'), reason: 'notPaid', ...body },
  });
}

function refusal(res: LightMyRequestResponse) {
  const body = json(res) as { errorCode?: string; fields?: Record<string, string> };
  return { status: res.statusCode, code: body.errorCode, fields: body.fields };
}

function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: adminHeaders, ...(payload ? { payload } : {}) });
}

async function messages(m: TestMember, language = 'EN') {
  const page = valueOf(
    MessagePageSchema,
    await t.app.inject({
      method: 'GET',
      url: `${messagesEndpoints.messages.path}?pageNo=1&pageSize=20`,
      headers: { authorization: m.token, language },
    }),
  );
  return page.list;
}

async function readMessage(m: TestMember, id: number, language = 'EN') {
  return valueOf(
    MessageSchema,
    await t.app.inject({
      method: 'GET',
      url: `${messagesEndpoints.message.path}?id=${id}`,
      headers: { authorization: m.token, language },
    }),
  );
}

describe('a member disputes one of their rounds', () => {
  it('records the dispute with the round and its ledger entries, and tells the member in their language', async () => {
    const m = await player();
    const { vendor, roundId } = await playRound(m);
    const dispute = valueOf(
      DisputeSchema,
      await open(m, { vendor, roundId, reason: 'wrongResult', note: '  Reels  ' }),
    );
    expect(dispute).toMatchObject({
      vendor,
      roundId,
      reason: 'wrongResult',
      note: 'Reels',
      status: 'open',
      outcome: null,
      answer: null,
    });

    const attached = valueOf(AdminDisputeSchema, await admin('GET', `/admin/disputes/${dispute.id}`));
    expect(attached.account).toBe(m.account);
    expect(attached.round).toMatchObject({
      vendor,
      roundId,
      status: 'settled',
      bet: '5.00',
      win: '2.50',
      recomputed: null,
    });
    // The debit and the credit, each a balanced pair: the member's wallet and the other side.
    expect(attached.ledger.map((l) => [l.call, l.account.split(':')[0], l.amount])).toEqual([
      ['debit', expect.any(String), expect.any(String)],
      ['debit', expect.any(String), expect.any(String)],
      ['credit', expect.any(String), expect.any(String)],
      ['credit', expect.any(String), expect.any(String)],
    ]);
    const wallet = attached.ledger.filter((l) => l.account === 'player:1').map((l) => l.amount);
    expect(wallet).toEqual(['-5.00', '2.50']);
    for (const call of ['debit', 'credit']) {
      const sum = attached.ledger
        .filter((l) => l.call === call)
        .reduce((s, l) => s + toMinor(l.amount, 2), 0n);
      expect(sum).toBe(0n);
    }

    const [message] = await messages(m, 'VI');
    expect(message?.title).toBe(`Đã nhận khiếu nại: ván ${roundId}`);
    const english = await readMessage(m, message!.id);
    expect(english.title).toBe(`Dispute received: round ${roundId}`);
    expect(english.content).toContain('Reason: Wrong result');
    expect(english.content).toContain('Your note: Reels');

    // The betting record shows it on the round.
    const today = brandDay();
    const records = valueOf(
      BetRecordsSchema,
      await t.app.inject({
        method: 'GET',
        url: `${gamesEndpoints.betRecords.path}?startDate=${today}&endDate=${today}`,
        headers: { authorization: m.token },
      }),
    );
    const row = records.list.find((r) => r.roundId === roundId);
    expect(row?.dispute).toEqual({ id: dispute.id, status: 'open', outcome: null });
  });

  it('makes one dispute of 50 identical submissions at once, and answers a replay with the first', async () => {
    const m = await player();
    const { vendor, roundId } = await playRound(m);
    const requestId = nextRequestId('same');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => open(m, { requestId, vendor, roundId })),
    );
    const ids = new Set(answers.map((res) => valueOf(DisputeSchema, res).id));
    expect(ids.size).toBe(1);
    const later = valueOf(DisputeSchema, await open(m, { requestId, vendor, roundId }));
    expect(ids.has(later.id)).toBe(true);
    const rows = await t.app.db.select().from(roundDisputes).where(eq(roundDisputes.roundId, roundId));
    expect(rows).toHaveLength(1);
    expect((await messages(m)).length).toBe(1);

    // The same request id for something else is refused; the dispute stays as it was.
    expect(refusal(await open(m, { requestId, vendor, roundId, reason: 'other' }))).toMatchObject({
      code: ErrorCode.idempotencyKeyReused,
    });
  });

  it('keeps one open dispute per round whatever the request ids of 50 submissions at once', async () => {
    const m = await player();
    const { vendor, roundId } = await playRound(m, { settle: false });
    const answers = await Promise.all(Array.from({ length: 50 }, () => open(m, { vendor, roundId })));
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(refusal(res)).toMatchObject({ status: 400, code: ErrorCode.disputeAlreadyOpen });
    }
    expect(
      await t.app.db.select().from(roundDisputes).where(eq(roundDisputes.roundId, roundId)),
    ).toHaveLength(1);
  });

  it('holds both rules in the database when the service is called 50 times at once (no in-process queue)', async () => {
    // Over HTTP a member's calls that carry a requestId wait for each other in one process; another
    // process does not, so the unique indexes alone must hold. The service is called directly here.
    const m = await player();
    const [member] = await t.app.db.select().from(members).where(eq(members.id, m.id));
    const [brand] = await t.app.db.select().from(merchants).where(eq(merchants.id, member!.merchantId));
    const service = createDisputesService({
      repo: createDisputesRepository(t.app.db),
      masterSecret: t.config.seamlessSecret,
      sendMessage: (tx, merchantId, memberId, msg) =>
        createMessagesRepository(tx).insertForMember(
          merchantId,
          memberId,
          msg.title,
          msg.content,
          msg.translations,
        ),
      messagesChanged: () => {},
    });
    const { vendor, roundId } = await playRound(m);
    const input = { vendor, roundId, reason: 'gameError' as const, note: '' };
    const requestId = nextRequestId('direct');
    const same = await Promise.allSettled(
      Array.from({ length: 50 }, () => service.open(brand!, member!, { ...input, requestId })),
    );
    const sameIds = new Set(same.map((r) => (r.status === 'fulfilled' ? r.value.id : r.reason)));
    expect(sameIds.size).toBe(1);

    const other = await playRound(m);
    const distinct = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        service.open(brand!, member!, { ...input, ...other, requestId: nextRequestId('many') }),
      ),
    );
    expect(distinct.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of distinct) {
      if (r.status === 'rejected')
        expect((r.reason as { code: string }).code).toBe(ErrorCode.disputeAlreadyOpen);
    }
    const rows = await t.app.db.select().from(roundDisputes).where(eq(roundDisputes.memberId, m.id));
    expect(rows).toHaveLength(2);
    expect(await messages(m)).toHaveLength(2);
  });

  it('refuses another member’s round, an unknown round, an old round and a trial account', async () => {
    const owner = await player();
    const other = await player();
    const { vendor, roundId } = await playRound(owner);
    expect(refusal(await open(other, { vendor, roundId }))).toMatchObject({
      status: 404,
      code: ErrorCode.notFound,
    });
    expect(refusal(await open(owner, { vendor, roundId: 'no-such-round' }))).toMatchObject({
      code: ErrorCode.notFound,
    });

    const old = await playRound(owner);
    await t.app.db
      .update(gameRounds)
      .set({ createdAt: sql`now() - make_interval(days => ${DISPUTE_WINDOW_DAYS + 1})` })
      .where(and(eq(gameRounds.vendor, old.vendor), eq(gameRounds.roundId, old.roundId)));
    expect(refusal(await open(owner, old))).toMatchObject({
      status: 400,
      code: ErrorCode.disputeWindowClosed,
    });

    const trial = await createMember(t.app, await rsaKey(t.app), { prefix: 'dt', type: TRIAL_TYPE });
    expect(refusal(await open(trial, { vendor, roundId }))).toMatchObject({ code: ErrorCode.trialAccount });
    expect(
      await t.app.db.select().from(roundDisputes).where(eq(roundDisputes.roundId, roundId)),
    ).toHaveLength(0);
  });

  it('refuses a bad input field by field, never with a 500', async () => {
    const m = await player();
    const { vendor, roundId } = await playRound(m);
    const bad = [
      { vendor, roundId, reason: 'because' },
      { vendor, roundId, note: 'x'.repeat(DISPUTE_NOTE_MAX + 1) },
      { vendor, roundId, requestId: 'short' },
      { vendor: '', roundId },
      { vendor, roundId: 'y'.repeat(129) },
      { vendor, roundId, note: 42 },
    ];
    for (const body of bad) {
      const res = await open(m, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(refusal(res).fields ?? {}).length, res.body).toBeGreaterThan(0);
    }
    const getBad = await t.app.inject({
      method: 'GET',
      url: '/wps/member/disputes/abc',
      headers: { authorization: m.token },
    });
    expect(getBad.statusCode).toBe(400);
    expect(
      await t.app.db.select().from(roundDisputes).where(eq(roundDisputes.roundId, roundId)),
    ).toHaveLength(0);
  });

  it('attaches the demo slot’s recomputed outcome of a finished round', async () => {
    const m = await player();
    const roundId = `DS-${nextId('slot').replace(/[^A-Za-z0-9]/g, '')}-1`;
    // Played outside the slot (no seed pair of the member's): the slot's own seed decides it.
    const outcome = (await slotRoundAudit(t.config.seamlessSecret)({
      vendor: 'DEMO',
      gameCode: 'DEMOSLOT',
      roundId,
      status: 'settled',
      betMinor: 100n,
    }))!;
    // Played through the seamless wallet as the slot plays it: a 1.00 bet, the engine's win.
    const round = { account: m.account, roundId, gameCode: 'DEMOSLOT' };
    await seamless('DEMO', 'debit', { ...round, txId: nextId('d'), amount: '1.00' });
    await seamless('DEMO', 'credit', {
      ...round,
      txId: nextId('c'),
      amount: (Number(outcome.winMinor) / 100).toFixed(2),
    });
    const dispute = valueOf(DisputeSchema, await open(m, { vendor: 'DEMO', roundId, reason: 'wrongResult' }));
    const attached = valueOf(AdminDisputeSchema, await admin('GET', `/admin/disputes/${dispute.id}`));
    expect(attached.round.recomputed).toMatchObject({ stops: outcome.stops, matchesRecorded: true });
    expect(attached.ledger.filter((l) => l.account === 'player:1')).toHaveLength(
      outcome.winMinor > 0n ? 2 : 1,
    );
  });
});

describe('a round of the demo slot played on the member’s seed pair', () => {
  it('attaches the outcome recomputed from the round’s own seeds, which matches the recorded win', async () => {
    const m = await player('dsf');
    const ticket = signLaunchTicket(t.config.seamlessSecret, {
      m: t.config.merchantCode,
      a: m.account,
      v: 'DEMO',
      g: 'DEMOSLOT',
      t: 1,
      l: 'en',
      e: Date.now() + 60_000,
      n: nextId('n'),
    });
    // A few rounds, so that some nonce's outcome differs from what the slot's own seed would give.
    const spins = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/demo-vendor/api/slot/spin',
        payload: { ticket, bet: '1.00', spinId: nextId('spin') },
      });
      expect(res.statusCode, res.body).toBe(200);
      spins.push(SpinValueSchema.parse((json(res) as { value: unknown }).value));
    }
    for (const played of spins) {
      const dispute = valueOf(
        DisputeSchema,
        await open(m, { vendor: 'DEMO', roundId: played.roundId, reason: 'wrongResult' }),
      );
      const attached = valueOf(AdminDisputeSchema, await admin('GET', `/admin/disputes/${dispute.id}`));
      expect(attached.round.recomputed).toMatchObject({ stops: played.stops, matchesRecorded: true });
    }
  });
});

describe('the operator answers a dispute', () => {
  it('lists open disputes, answers once, and the member reads the answer', async () => {
    const m = await player();
    const { vendor, roundId } = await playRound(m);
    const dispute = valueOf(DisputeSchema, await open(m, { vendor, roundId, reason: 'notPaid' }));

    const openOnes = valueOf(AdminDisputesSchema, await admin('GET', '/admin/disputes?status=open'));
    expect(openOnes.list.map((d) => d.id)).toContain(dispute.id);

    const answer = { outcome: 'rejected', message: 'The round paid 2.50 <as shown>.' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin('POST', `/admin/disputes/${dispute.id}/answer`, answer)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const answered = valueOf(AdminDisputeSchema, answers[0]!);
    expect(answered).toMatchObject({ status: 'answered', outcome: 'rejected', answer: answer.message });
    // Another answer to an answered dispute is refused; it stays as it was.
    const other = await admin('POST', `/admin/disputes/${dispute.id}/answer`, {
      outcome: 'upheld',
      message: 'Yes',
    });
    expect(refusal(other)).toMatchObject({ status: 409, code: ErrorCode.disputeAlreadyAnswered });

    const list = await messages(m, 'DE');
    expect(list).toHaveLength(2);
    expect(list[0]?.title).toBe(`Reklamation abgelehnt: Runde ${roundId}`);
    const read = await readMessage(m, list[0]!.id, 'AR');
    expect(read.title).toBe(`تم رفض الاعتراض: الجولة ${roundId}`);
    // The operator's text is quoted, escaped.
    expect(read.content).toContain('The round paid 2.50 &lt;as shown&gt;.');

    const mine = valueOf(
      DisputesSchema,
      await t.app.inject({
        method: 'GET',
        url: `${e.list.path}?roundId=${encodeURIComponent(roundId)}`,
        headers: { authorization: m.token },
      }),
    );
    expect(mine.list).toEqual([
      expect.objectContaining({ id: dispute.id, status: 'answered', outcome: 'rejected' }),
    ]);

    // Answered, the round may be disputed again.
    expect(valueOf(DisputeSchema, await open(m, { vendor, roundId })).status).toBe('open');
  });

  it('requires the admin key, refuses a bad answer by field, and does not know another id', async () => {
    const m = await player();
    const { vendor, roundId } = await playRound(m);
    const dispute = valueOf(DisputeSchema, await open(m, { vendor, roundId }));
    const noKey = await t.app.inject({ method: 'GET', url: '/admin/disputes' });
    expect(noKey.statusCode).toBe(401);
    for (const body of [{ outcome: 'maybe', message: 'x' }, { outcome: 'upheld', message: '   ' }, {}]) {
      const res = await admin('POST', `/admin/disputes/${dispute.id}/answer`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(
      refusal(await admin('POST', '/admin/disputes/999999/answer', { outcome: 'upheld', message: 'ok' })),
    ).toMatchObject({
      status: 404,
    });
    expect((await admin('GET', '/admin/disputes/0')).statusCode).toBe(400);
    // A member's own view never names another's dispute.
    const other = await player();
    const res = await t.app.inject({
      method: 'GET',
      url: e.get.path.replace(':id', String(dispute.id)),
      headers: { authorization: other.token },
    });
    expect(refusal(res)).toMatchObject({ status: 404, code: ErrorCode.notFound });
  });
});
