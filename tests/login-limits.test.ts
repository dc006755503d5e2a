import { ErrorCode } from '@portal/contracts';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { startStack, type TestStack } from './support/stack.js';

const codeOf = (err: unknown) =>
  ((err as TRPCClientError<never>).data as { code?: string } | undefined)?.code;

const PUBLIC_ORIGIN = 'https://portal.test';

/**
 * Login limits count per account, per browser and per visitor IP; every test here comes from
 * 127.0.0.1, so this file has its own stack and runs the failure test last.
 */
describe('login limits through the real gateway and upstream', () => {
  let stack: TestStack;
  const newBrowser = async (url?: string) => {
    // Both processes sit behind one public origin, as behind a load balancer.
    const browser = new Browser(PUBLIC_ORIGIN);
    // A browser's first page load gives it its device id, as the web's first call does.
    await browser.client(url ?? stack.gatewayUrl).auth.options.query();
    return browser;
  };

  async function captchaCode(browser: Browser): Promise<string> {
    const did = browser.jar.get('portal_did');
    const res = await fetch(`${stack.upstreamUrl}/dev/outbox/captcha?deviceId=${encodeURIComponent(did!)}`);
    const body = (await res.json()) as { value: { code: string | null }[] };
    const code = body.value[0]?.code;
    if (!code) throw new Error('no captcha in the outbox');
    return code;
  }

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', PUBLIC_ORIGINS: PUBLIC_ORIGIN });
  });
  afterAll(() => stack?.close());

  describe('limits hold across gateway processes sharing Redis', () => {
    it.runIf(!!process.env.REDIS_URL || process.env.CI)(
      'refuses a second captcha within a second from another process',
      async () => {
        expect(stack.sharesRedis).toBe(true);
        const second = await stack.addGateway();
        const browser = await newBrowser();
        await browser.client(stack.gatewayUrl).auth.captcha.mutate();
        const err = await browser
          .client(second.url)
          .auth.captcha.mutate()
          .catch((e: unknown) => e);
        expect(codeOf(err)).toBe(ErrorCode.tooManyRequests);
      },
    );

    it.runIf(!!process.env.REDIS_URL || process.env.CI)(
      'accepts a human-verification solution once, on whichever process',
      async () => {
        const second = await stack.addGateway();
        const browser = await newBrowser();
        const verification = await browser.verification(stack.gatewayUrl);
        const first = await browser.client(stack.gatewayUrl).auth.login.mutate({
          username: 'demoplayer',
          password: 'Demo1234',
          rememberMe: false,
          verification,
        });
        expect(first.member.account).toBe('demoplayer');
        const replay = await browser
          .client(second.url)
          .auth.login.mutate({
            username: 'demoplayer',
            password: 'Demo1234',
            rememberMe: false,
            verification,
          })
          .catch((e: unknown) => e);
        expect(codeOf(replay)).toBe(ErrorCode.humanVerificationFailed);
      },
    );
  });

  it('asks for a captcha after repeated wrong passwords, then lets the right password with it through', async () => {
    const browser = await newBrowser();
    const trpc = browser.client(stack.gatewayUrl);
    for (let i = 0; i < 3; i++) {
      const err = await trpc.auth.login
        .mutate({
          username: 'demoplayer',
          password: 'Wrong999',
          rememberMe: false,
          verification: await browser.verification(stack.gatewayUrl),
        })
        .catch((e: unknown) => e);
      expect(codeOf(err)).toBe(ErrorCode.incorrectUsernamePassword);
    }
    expect((await trpc.auth.options.query()).captchaOnLogin).toBe(true);
    const noCaptcha = await trpc.auth.login
      .mutate({
        username: 'demoplayer',
        password: 'Demo1234',
        rememberMe: false,
        verification: await browser.verification(stack.gatewayUrl),
      })
      .catch((e: unknown) => e);
    expect(codeOf(noCaptcha)).toBe(ErrorCode.captchaError);

    await trpc.auth.captcha.mutate();
    const ok = await trpc.auth.login.mutate({
      username: 'demoplayer',
      password: 'Demo1234',
      captcha: await captchaCode(browser),
      rememberMe: true,
      verification: await browser.verification(stack.gatewayUrl),
    });
    expect(ok.member.account).toBe('demoplayer');
    expect(browser.jar.get('portal_last_user')).toBe('demoplayer');
  });
});
