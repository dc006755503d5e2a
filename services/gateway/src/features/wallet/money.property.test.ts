/**
 * Property: whatever a client sends to the money-moving mutations of the wallet issue (random JSON,
 * hostile strings, wrong types, extra keys, nearly valid bodies), the gateway answers without a
 * server fault (no 5xx, no INTERNAL), and input it rejects (VALIDATION, PASSWORD_MISMATCH) never
 * reaches the platform.
 */
import { ErrorCode, paymentsEndpoints, walletEndpoints } from '@portal/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, TestVerifier } from '../../test/browser.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { FAKE_PAYMENT_PASSWORD } from '../../test/fake-wallet.js';
import { buildTestApp } from '../../test/helpers.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { propertyRuns } from '@portal/contracts/testing/property-runs';

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: portal_sid=x',
  'a'.repeat(5000),
  '😀'.repeat(70),
  // Amount-like and id-like values, some valid, so calls get past validation.
  '0',
  '0.00',
  '-1',
  '1e5',
  '1.123456789',
  '999999999999.99999999',
  '9999999999999',
  '１２３',
  '10.00',
  ' 5 ',
  'NaN',
  'Infinity',
  '12345678',
  'req-00000001',
  FAKE_PAYMENT_PASSWORD,
  '000000',
  '2026-01-01',
  'data:image/png;base64,AAAA',
  'received',
  'partlyReceived',
  'notReceived',
];

const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string(), fc.string({ unit: 'binary', maxLength: 40 }));
const value = fc.oneof(
  text,
  text,
  fc.integer(),
  fc.integer({ min: -2, max: 200 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

function inputFor(keys: string[], valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(keys.map((k) => [k, value]));
  const oneFieldOff = fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...valid, [k]: v }));
  return fc.oneof(
    fc.constant(valid),
    oneFieldOff,
    oneFieldOff,
    oneFieldOff,
    fc.constant(undefined),
    fc.anything({ maxDepth: 2 }),
    fc.record(fields, { requiredKeys: [] }),
    fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'returnUrl'), value, { maxKeys: 6 }),
  );
}

const rid = () => `prop-${Math.random().toString(36).slice(2, 12)}`;

interface Mutation {
  path: string;
  upstream: string;
  keys: string[];
  valid: () => Record<string, unknown>;
}

const MUTATIONS: Mutation[] = [
  {
    path: 'wallet.transfer',
    upstream: walletEndpoints.transfer.path,
    keys: ['requestId', 'fromAccountTypeId', 'toAccountTypeId', 'amount'],
    valid: () => ({ requestId: rid(), fromAccountTypeId: 1, toAccountTypeId: 3, amount: '1.00' }),
  },
  {
    path: 'wallet.recoverAll',
    upstream: walletEndpoints.recoverAll.path,
    keys: ['requestId'],
    valid: () => ({ requestId: rid() }),
  },
  {
    path: 'deposit.create',
    upstream: paymentsEndpoints.deposit.path,
    keys: ['requestId', 'channelId', 'amount', 'payerName'],
    valid: () => ({ requestId: rid(), channelId: 1, amount: '10.00' }),
  },
  {
    path: 'withdraw.setPaymentPassword',
    upstream: paymentsEndpoints.setPaymentPassword.path,
    keys: ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
    valid: () => ({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' }),
  },
  {
    path: 'withdraw.bindCard',
    upstream: paymentsEndpoints.bindBankCard.path,
    keys: ['bankCode', 'accountNumber', 'holderName', 'paymentPassword'],
    valid: () => ({
      bankCode: 'VCB',
      accountNumber: '0123456789',
      holderName: 'Alice',
      paymentPassword: FAKE_PAYMENT_PASSWORD,
    }),
  },
  {
    path: 'withdraw.create',
    upstream: paymentsEndpoints.withdraw.path,
    keys: ['requestId', 'amount', 'bankCardId', 'paymentPassword'],
    valid: () => ({
      requestId: rid(),
      amount: '10.00',
      bankCardId: 7,
      paymentPassword: FAKE_PAYMENT_PASSWORD,
    }),
  },
  {
    path: 'withdraw.confirm',
    upstream: paymentsEndpoints.withdrawConfirm.path,
    keys: ['orderId', 'result', 'receivedAmount', 'proofImages'],
    valid: () => ({ orderId: 'W1', result: 'partlyReceived', receivedAmount: '4.00' }),
  },
  {
    path: 'agentTransfer.create',
    upstream: walletEndpoints.agentTransfer.path,
    keys: ['requestId', 'targetAccount', 'amount', 'paymentPassword'],
    valid: () => ({
      requestId: rid(),
      targetAccount: 'alice',
      amount: '3.00',
      paymentPassword: FAKE_PAYMENT_PASSWORD,
    }),
  },
];

const REJECTED_HERE = new Set<string>([ErrorCode.validation, ErrorCode.passwordMismatch]);

describe('money mutations under random and hostile input', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  let browser: Browser;

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp(
      { RATE_LIMIT_MAX: '100000' },
      { upstreamUrl: up.url, humanVerifier: new TestVerifier() },
    ));
    // A live session of a real member, made directly so only the calls under test reach the platform.
    const token = 'tok-property-alice';
    up.state.accounts.tokens.set(token, 'alice');
    const session = await app.services.sessions.create({
      upstreamToken: token,
      userId: '1',
      type: 3,
      isAgent: false,
    });
    browser = new Browser(app);
    browser.jar.set(SESSION_COOKIE, session.id);
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  for (const m of MUTATIONS) {
    it(`${m.path}: no server fault, and rejected input reaches no platform call`, async () => {
      let reached = 0;
      let rejected = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constant(null).chain(() => inputFor(m.keys, m.valid())),
          async (input) => {
            const before = up.hits(m.upstream);
            const res = await browser.mutation(m.path, input);
            const calls = up.hits(m.upstream) - before;
            expect(res.status, `${res.status} ${res.code ?? ''} for ${JSON.stringify(input)}`).toBeLessThan(
              500,
            );
            expect(res.code).not.toBe(ErrorCode.internal);
            if (res.code && REJECTED_HERE.has(res.code)) {
              rejected += 1;
              expect(calls).toBe(0);
            }
            if (calls > 0) reached += 1;
            expect(calls).toBeLessThanOrEqual(1);
          },
        ),
        // A valid input and an empty one go first, whatever the run count: with the fewer runs of CI
        // the generated cases alone might all land on one side of validation.
        { numRuns: propertyRuns(120), examples: [[m.valid()], [undefined]] },
      );
      // The generators reach both sides of validation.
      expect(reached).toBeGreaterThan(0);
      expect(rejected).toBeGreaterThan(0);
    });
  }
});
