/**
 * Password checks under a storm, through the real gateway and upstream: many wrong
 * payment passwords or login passwords for one member arrive together, on two gateway processes when
 * they share Redis. Every attempt is reserved before its check, so at most the limit is checked and
 * the others are refused (locked, or a captcha asked for). Run with DATABASE_URL and REDIS_URL for
 * real parallelism; PGlite serialises the platform's statements.
 */
import { ErrorCode } from '@portal/contracts';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedInBrowser } from './support/browser.js';
import { startStack, type TestStack } from './support/stack.js';
import { newRequestId } from './support/upstream-http.js';

const codeOf = (err: unknown) =>
  ((err as TRPCClientError<never>).data as { code?: string } | undefined)?.code;
const detailsOf = (err: unknown) =>
  ((err as TRPCClientError<never>).data as { details?: Record<string, unknown> } | undefined)?.details;

const PUBLIC_ORIGIN = 'https://portal.test';
/** The platform's lock (PAYMENT_PASSWORD_MAX_ATTEMPTS) and the captcha threshold of both services. */
const PAYMENT_ATTEMPTS = 5;
const CAPTCHA_AFTER = 3;

describe('password checks under a storm, through the gateway', () => {
  let stack: TestStack;
  let urls: string[];

  beforeAll(async () => {
    // A generous upstream timeout: beside the browser tests a slow answer must not read as a refusal.
    stack = await startStack({
      ALTCHA_MAX_NUMBER: '2000',
      PUBLIC_ORIGINS: PUBLIC_ORIGIN,
      UPSTREAM_TIMEOUT_MS: '30000',
    });
    urls = [stack.gatewayUrl];
    if (stack.sharesRedis) urls.push((await stack.addGateway()).url);
  });
  afterAll(() => stack?.close());

  const loggedIn = (username: string) => loggedInBrowser(PUBLIC_ORIGIN, stack.gatewayUrl, username);

  it('50 wrong payment passwords at once: 5 are checked, the rest and then the right one are locked', async () => {
    const browser = await loggedIn('demovip');
    const clients = urls.map((u) => browser.client(u));
    await clients[0]!.withdraw.setPaymentPassword.mutate({
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const withdraw = (i: number, paymentPassword: string) =>
      clients[i % clients.length]!.withdraw.create.mutate({
        requestId: newRequestId(),
        amount: '20.00',
        bankCardId: 1,
        paymentPassword,
      }).then(
        () => 'accepted',
        (e: unknown) => codeOf(e),
      );
    const codes = await Promise.all(Array.from({ length: 50 }, (_, i) => withdraw(i, '000000')));
    const tally = (list: (string | undefined)[]) =>
      list.reduce<Record<string, number>>((t, c) => ({ ...t, [String(c)]: (t[String(c)] ?? 0) + 1 }), {});
    expect(tally(codes)).toEqual({
      [ErrorCode.paymentPasswordIncorrect]: PAYMENT_ATTEMPTS,
      [ErrorCode.paymentPasswordLocked]: 50 - PAYMENT_ATTEMPTS,
    });
    expect(await withdraw(0, '246810')).toBe(ErrorCode.paymentPasswordLocked);
  });

  it('20 wrong login passwords at once: 3 are checked, the rest are asked for a captcha', async () => {
    const browser = new Browser(PUBLIC_ORIGIN);
    await browser.client(stack.gatewayUrl).auth.options.query();
    const verifications = await Promise.all(
      Array.from({ length: 20 }, () => browser.verification(stack.gatewayUrl)),
    );
    const errors = await Promise.all(
      verifications.map((verification, i) =>
        browser
          .client(urls[i % urls.length]!)
          .auth.login.mutate({ username: 'demoagent', password: 'Wrong999', rememberMe: false, verification })
          .then(
            () => null,
            (e: unknown) => e,
          ),
      ),
    );
    const wrong = errors.filter((e) => codeOf(e) === ErrorCode.incorrectUsernamePassword);
    const refused = errors.filter((e) => codeOf(e) === ErrorCode.captchaError);
    expect(wrong).toHaveLength(CAPTCHA_AFTER);
    expect(refused).toHaveLength(20 - CAPTCHA_AFTER);
    expect(refused.every((e) => detailsOf(e)?.['captchaRequired'] === true)).toBe(true);
    expect(wrong.filter((e) => detailsOf(e)?.['captchaRequired'] === true)).toHaveLength(1);

    // The right password without a captcha is refused as well; the login page now shows the field.
    const right = await browser
      .client(stack.gatewayUrl)
      .auth.login.mutate({
        username: 'demoagent',
        password: 'Demo1234',
        rememberMe: false,
        verification: await browser.verification(stack.gatewayUrl),
      })
      .catch((e: unknown) => e);
    expect(codeOf(right)).toBe(ErrorCode.captchaError);
    expect((await browser.client(stack.gatewayUrl).auth.options.query()).captchaOnLogin).toBe(true);
  });
});
