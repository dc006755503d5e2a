/**
 * Firebase phone sign-in (ADR 0023) through the real gateway and platform: the platform configured
 * with a local key set, ID tokens signed by the local key as Google signs them, the module switched
 * on by the operator. What the browser's Firebase JS SDK would hand over is what these calls send.
 */
import { ErrorCode, PhoneSignInCode } from '@portal/contracts';
import { createLocalFirebaseSigner, type LocalFirebaseSigner } from '@portal/mock-upstream/firebase-signer';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { eventually, startStack, type TestStack } from './support/stack.js';

const errorOf = (err: unknown) => {
  const data = (err as TRPCClientError<never>).data as
    { code?: string; httpStatus?: number; fields?: Record<string, string> } | undefined;
  return { code: data?.code, httpStatus: data?.httpStatus, fields: data?.fields };
};

describe('Firebase phone sign-in through the real gateway and platform', () => {
  let stack: TestStack;
  let signer: LocalFirebaseSigner;
  let seq = 0;
  const newBrowser = () => new Browser(stack.gatewayUrl);
  // 091 numbers are mobiles throughout (not every 09x block is: 0992 is unassigned, and a time-made
  // number once fell in it).
  const uniqueMobile = () => `91${Date.now().toString().slice(-6)}${seq++ % 10}`;

  const setFirebase = async (enabled: boolean) => {
    const res = await stack.admin('PUT', '/admin/modules/FIREBASELOGIN3', { enabled });
    expect(res.status).toBe(200);
    // The switch reaches the gateway after its status cache (1 s here).
    await eventually(
      () => newBrowser().client(stack.gatewayUrl).auth.options.query(),
      (options) => (options.firebase !== null) === enabled,
    );
  };

  beforeAll(async () => {
    signer = await createLocalFirebaseSigner();
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', CACHE_TTL_STATUS_S: '1' }, signer.env());
    await setFirebase(true);
  });
  afterAll(() => stack?.close());

  it("offers the Firebase web settings in the dialogs' options while the module is on", async () => {
    const options = await newBrowser().client(stack.gatewayUrl).auth.options.query();
    expect(options.firebase).toEqual({
      apiKey: 'local-test-api-key',
      authDomain: `${signer.projectId}.firebaseapp.com`,
      projectId: signer.projectId,
      authEmulatorUrl: null,
    });
  });

  it('logs in the member of the proven phone, and never forces a password change', async () => {
    const browser = newBrowser();
    const trpc = browser.client(stack.gatewayUrl);
    // demodefault's password is 123456: a password login must change it, a phone login does not.
    const result = await trpc.auth.loginFirebase.mutate({
      idToken: await signer.sign('+639171234567'),
      rememberMe: false,
    });
    expect(result.member.account).toBe('demodefault');
    expect(result.mustChangePassword).toBe(false);
    expect(await trpc.session.state.query()).toMatchObject({ isLoggedIn: true });
    expect(JSON.stringify(result)).not.toMatch(/token/i);
    expect((await trpc.member.balance.query()).currency).toBeTruthy();
  });

  it('registers a mobile proven by Firebase, logged in, and the phone logs in again later', async () => {
    const mobileNum = uniqueMobile();
    const browser = newBrowser();
    const trpc = browser.client(stack.gatewayUrl);
    await trpc.auth.captcha.mutate();
    const did = browser.jar.get('portal_did');
    const captcha = (
      (await (
        await fetch(`${stack.upstreamUrl}/dev/outbox/captcha?deviceId=${encodeURIComponent(did!)}`)
      ).json()) as { value: { code: string }[] }
    ).value[0]!.code;
    const result = await trpc.auth.register.mutate({
      method: 'mobile',
      mobileNum,
      countryDialingCode: '+84',
      firebaseIdToken: await signer.sign(`+84${mobileNum}`),
      captcha,
      agree: true,
      verification: await browser.verification(stack.gatewayUrl),
    });
    expect(result.member.account).toBe(`m${mobileNum}`);
    expect(result.mustChangePassword).toBe(false);
    expect((await trpc.session.state.query()).hasPassword).toBe(false);

    const again = await newBrowser()
      .client(stack.gatewayUrl)
      .auth.loginFirebase.mutate({ idToken: await signer.sign(`+84${mobileNum}`), rememberMe: true });
    expect(again.member.account).toBe(`m${mobileNum}`);
  });

  it('answers a refused token with its code and a 4xx, never a 500', async () => {
    const trpc = newBrowser().client(stack.gatewayUrl);
    const attempts: Array<[Promise<string>, string, number]> = [
      [
        signer.sign('+84912345678', { claims: { aud: 'other-project' } }),
        PhoneSignInCode.firebaseTokenInvalid,
        400,
      ],
      [signer.sign('+84912345678', { foreignKey: true }), PhoneSignInCode.firebaseTokenInvalid, 400],
      [signer.sign('+84912345678', { kid: 'unknown-kid' }), PhoneSignInCode.firebaseTokenInvalid, 400],
      [
        signer.sign('+84912345678', { iat: -7200, authTime: -7200, exp: -3600 }),
        PhoneSignInCode.firebaseTokenExpired,
        400,
      ],
      [signer.sign(null), PhoneSignInCode.firebasePhoneMissing, 400],
      [signer.sign('+84987650002'), PhoneSignInCode.mobileNotRegistered, 404],
    ];
    for (const [token, code, httpStatus] of attempts) {
      const err = await trpc.auth.loginFirebase
        .mutate({ idToken: await token, rememberMe: false })
        .catch((e: unknown) => e);
      expect(errorOf(err)).toMatchObject({ code, httpStatus });
    }
    const malformed = await trpc.auth.loginFirebase
      .mutate({ idToken: 'not-a-jwt', rememberMe: false })
      .catch((e: unknown) => e);
    expect(errorOf(malformed)).toMatchObject({ code: ErrorCode.validation, httpStatus: 400 });
    expect(Object.keys(errorOf(malformed).fields ?? {})).toEqual(['idToken']);
    expect(await trpc.session.state.query()).toMatchObject({ isLoggedIn: false });
  });

  it('drops the settings and refuses Firebase logins once the operator switches the module off', async () => {
    await setFirebase(false);
    try {
      const err = await newBrowser()
        .client(stack.gatewayUrl)
        .auth.loginFirebase.mutate({ idToken: await signer.sign('+84912345678'), rememberMe: false })
        .catch((e: unknown) => e);
      expect(errorOf(err)).toMatchObject({ code: ErrorCode.functionNotAvailable, httpStatus: 403 });
    } finally {
      await setFirebase(true);
    }
  });
});
