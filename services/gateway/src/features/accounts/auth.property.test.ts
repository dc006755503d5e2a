/**
 * Property: whatever a client sends to the procedures of the accounts issue (random JSON, hostile
 * strings, wrong types, extra keys), the gateway answers without a server fault (no 5xx, no
 * INTERNAL_SERVER_ERROR), and a refused call creates no session and sets no session cookie.
 */
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, HUMAN, TestVerifier } from '../../test/browser.js';
import { FAKE_CAPTCHA, FAKE_PASSWORD, FAKE_SMS_CODE } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { buildTestApp } from '../../test/helpers.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { propertyRuns } from '@portal/contracts/testing/property-runs';

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFFx',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '%00%0d%0a',
  '\r\nSet-Cookie: portal_sid=x',
  '${7*7}',
  'a'.repeat(5000),
  '😀'.repeat(70),
  // Plausible values, so some calls get past validation and reach the platform.
  HUMAN,
  'alice',
  FAKE_PASSWORD,
  '123456',
  FAKE_SMS_CODE,
  FAKE_CAPTCHA,
  '+84',
  '912345678',
  'AFF1',
  'alice@example.com',
  'username',
  'mobile',
  'login',
];

const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string(), fc.string({ unit: 'binary', maxLength: 80 }));
const value = fc.oneof(
  text,
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

/** Random shapes, plus a valid input with one field made hostile, so calls get deep into the flows. */
function inputFor(keys: string[], valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(keys.map((k) => [k, value]));
  const nearlyValid = valid
    ? [
        fc.constant(valid),
        fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...valid, [k]: v })),
        fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...valid, [k]: v })),
      ]
    : [];
  return fc.oneof(
    ...nearlyValid,
    fc.constant(undefined),
    fc.anything({ maxDepth: 2 }),
    fc.record(fields, { requiredKeys: [] }),
    fc.record(fields, { requiredKeys: [] }),
    fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), value, { maxKeys: 6 }),
  );
}

const phone = { mobileNum: '912345678', countryDialingCode: '+84' };

interface Procedure {
  path: string;
  kind: 'query' | 'mutation';
  keys: string[];
  /** A valid input: the property also sends it with one field made hostile. */
  valid?: Record<string, unknown>;
}

const PROCEDURES: Procedure[] = [
  { path: 'auth.options', kind: 'query', keys: [] },
  { path: 'auth.challenge', kind: 'query', keys: [] },
  { path: 'auth.captcha', kind: 'mutation', keys: [] },
  {
    path: 'auth.login',
    kind: 'mutation',
    keys: ['username', 'password', 'captcha', 'rememberMe', 'verification', 'ipVerificationCode'],
    valid: { username: 'alice', password: FAKE_PASSWORD, rememberMe: true, verification: HUMAN },
  },
  {
    path: 'auth.loginSms',
    kind: 'mutation',
    keys: ['mobileNum', 'countryDialingCode', 'code', 'rememberMe'],
    valid: { ...phone, code: FAKE_SMS_CODE, rememberMe: false },
  },
  {
    path: 'auth.sendCode',
    kind: 'mutation',
    keys: ['purpose', 'mobileNum', 'countryDialingCode', 'username', 'verification'],
    valid: { ...phone, purpose: 'login', verification: HUMAN },
  },
  { path: 'auth.freePlay', kind: 'mutation', keys: ['verification'], valid: { verification: HUMAN } },
  { path: 'auth.checkUsername', kind: 'query', keys: ['username'], valid: { username: 'alice' } },
  { path: 'auth.checkAffiliate', kind: 'query', keys: ['code'], valid: { code: 'AFF1' } },
  {
    path: 'auth.register',
    kind: 'mutation',
    keys: [
      'method',
      'agree',
      'verification',
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'countryDialingCode',
      'email',
      'affiliateCode',
      'verificationCode',
      'domain',
    ],
    valid: {
      method: 'username',
      username: 'propuser',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      agree: true,
      verification: HUMAN,
    },
  },
  {
    path: 'auth.forgotByEmail',
    kind: 'mutation',
    keys: ['username', 'email'],
    valid: { username: 'alice', email: 'alice@example.com' },
  },
  {
    path: 'auth.resetByEmail',
    kind: 'mutation',
    keys: ['token', 'newPassword', 'confirmPassword'],
    valid: { token: 'reset-token-0123456789abcdef', newPassword: 'Abc12345', confirmPassword: 'Abc12345' },
  },
  {
    path: 'auth.forgotByPhone',
    kind: 'mutation',
    keys: ['mobileNum', 'countryDialingCode', 'code', 'newPassword', 'confirmPassword'],
    valid: { ...phone, code: FAKE_SMS_CODE, newPassword: FAKE_PASSWORD, confirmPassword: FAKE_PASSWORD },
  },
  {
    path: 'auth.changePassword',
    kind: 'mutation',
    keys: ['oldPassword', 'newPassword', 'confirmPassword'],
    valid: { oldPassword: FAKE_PASSWORD, newPassword: FAKE_PASSWORD, confirmPassword: FAKE_PASSWORD },
  },
  { path: 'auth.logout', kind: 'mutation', keys: [] },
  { path: 'member.me', kind: 'query', keys: [] },
  { path: 'member.balance', kind: 'query', keys: [] },
];

describe('every accounts procedure under random and hostile input', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp(
      // Failures pile up on the seeded accounts; the slow-down must not slow the test.
      { LOGIN_DELAY_BASE_MS: '1', LOGIN_DELAY_MAX_MS: '2', REGISTER_MAX_PER_HOUR: '1000' },
      { upstreamUrl: up.url, humanVerifier: new TestVerifier() },
    ));
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  for (const proc of PROCEDURES) {
    it(`${proc.path}: no server fault, and no session when refused`, async () => {
      const create = vi.spyOn(app.services.sessions, 'create');
      let pastValidation = 0;
      await fc.assert(
        fc.asyncProperty(
          inputFor(proc.keys, proc.valid),
          fc.ipV4(),
          fc.boolean(),
          async (input, ip, loggedIn) => {
            const b = new Browser(app, ip);
            if (loggedIn) {
              // A live session of a real member, made directly so only the call under test counts.
              const token = `tok-${ip}-${Math.random().toString(36).slice(2)}`;
              up.state.accounts.tokens.set(token, 'alice');
              const s = await app.services.sessions.create({
                upstreamToken: token,
                userId: '1',
                type: 3,
                isAgent: false,
              });
              b.jar.set(SESSION_COOKIE, s.id);
            }
            const before = create.mock.calls.length;
            const res =
              proc.kind === 'query' ? await b.query(proc.path, input) : await b.mutation(proc.path, input);
            if (res.code !== 'VALIDATION') pastValidation++;
            expect(res.status, res.body).toBeLessThan(500);
            expect(res.code).not.toBe('INTERNAL');
            expect(res.body).not.toContain('INTERNAL_SERVER_ERROR');
            if (res.status !== 200) {
              expect(create.mock.calls.length).toBe(before);
              const sid = res.cookies.find((c) => c.name === SESSION_COOKIE);
              expect(sid === undefined || sid.value === '').toBe(true);
            }
          },
        ),
        // The valid input goes first, logged out and in, whatever the run count: with the fewer runs
        // of CI the generated cases alone might all bounce off validation.
        {
          numRuns: propertyRuns(60),
          examples: proc.valid
            ? [
                [proc.valid, '203.0.113.9', false],
                [proc.valid, '203.0.113.10', true],
              ]
            : [],
        },
      );
      create.mockRestore();
      // The inputs did more than bounce off validation: some calls went into the flows.
      expect(pastValidation).toBeGreaterThan(0);
    });
  }
});
