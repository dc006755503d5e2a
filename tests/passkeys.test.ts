/**
 * Passkeys through the real gateway and platform (PostgreSQL with DATABASE_URL, Redis with
 * REDIS_URL): a member adds one in the security centre; a visitor signs in with it, no password and
 * no captcha, and gets the same session a password gives (one that ends everywhere when it ends on
 * any gateway process); 50 replays of one sign-in assertion open one session; a withdrawal of a
 * member with a passkey is confirmed by it, not by the payment password.
 */
import { ErrorCode } from '@portal/contracts';
import { SoftAuthenticator } from '@portal/contracts/testing/soft-authenticator';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedInBrowser } from './support/browser.js';
import { startStack, type TestStack } from './support/stack.js';
import { newRequestId } from './support/upstream-http.js';

const ORIGIN = 'https://portal.test';
const MEMBER = 'demoplayer';

const codeOf = (err: unknown) =>
  err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : String(err);

async function refusal(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (err) {
    return codeOf(err);
  }
  throw new Error('expected a refusal');
}

describe('passkeys through the gateway', () => {
  let stack: TestStack;
  const auth = new SoftAuthenticator(ORIGIN);

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', PUBLIC_ORIGINS: ORIGIN, RATE_LIMIT_MAX: '5000' });
    const member = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const api = member.client(stack.gatewayUrl).passkeys;
    const options = await api.registrationOptions.mutate();
    // The gateway named the browser's origin and its host as the relying party.
    expect(options.options).toMatchObject({ rp: { id: 'portal.test' } });
    const added = await api.register.mutate({
      challengeId: options.challengeId,
      name: 'Test phone',
      response: auth.register(options.options as never),
    });
    expect(added.name).toBe('Test phone');
  }, 120_000);
  afterAll(() => stack?.close());

  it('signs a visitor in with no password and no captcha, into a session that ends everywhere', async () => {
    const visitor = new Browser(ORIGIN);
    const api = visitor.client(stack.gatewayUrl);
    const options = await api.passkeys.loginOptions.mutate();
    const result = await api.passkeys.login.mutate({
      challengeId: options.challengeId,
      response: auth.assert(options.options),
    });
    expect(result.member.account).toBe(MEMBER);
    expect(await api.session.state.query()).toMatchObject({ isLoggedIn: true, mustChangePassword: false });
    expect((await api.member.me.query()).info).toMatchObject({ account: MEMBER });
    const history = await api.profile.loginHistory.query({ pageNo: 1, pageSize: 1 });
    expect(history.list[0]?.loginType).toBe('passkey');

    // Ended on another gateway process, it is ended here too (ADR 0003).
    const other = await stack.addGateway();
    await visitor.client(other.url).auth.logout.mutate();
    expect(await refusal(api.member.me.query())).toBe(ErrorCode.loginRequired);
  });

  it('confirms a withdrawal with the passkey and refuses the payment password', async () => {
    const member = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const api = member.client(stack.gatewayUrl);
    const withdrawal = { requestId: newRequestId(), amount: '10', bankCardId: 999_999 };
    expect(await refusal(api.withdraw.create.mutate({ ...withdrawal, paymentPassword: '123456' }))).toBe(
      ErrorCode.passkeyRequired,
    );
    const options = await api.passkeys.stepUpOptions.mutate({ purpose: 'withdraw' });
    const passkey = { challengeId: options.challengeId, response: auth.assert(options.options) };
    // Past the confirmation, the withdrawal meets its own rules: this card does not exist.
    expect(await refusal(api.withdraw.create.mutate({ ...withdrawal, passkey }))).toBe(
      ErrorCode.bankCardNotFound,
    );
    // The assertion was spent on it.
    expect(
      await refusal(api.withdraw.create.mutate({ ...withdrawal, requestId: newRequestId(), passkey })),
    ).toBe(ErrorCode.passkeyChallengeInvalid);
  });

  it('accepts one of 50 withdrawals sent at once with one step-up assertion, each with its own requestId', async () => {
    const member = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const api = member.client(stack.gatewayUrl);
    const options = await api.passkeys.stepUpOptions.mutate({ purpose: 'withdraw' });
    const passkey = { challengeId: options.challengeId, response: auth.assert(options.options) };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.withdraw.create
          .mutate({ requestId: newRequestId(), amount: '10', bankCardId: 999_999, passkey })
          .then(() => 'ok', codeOf),
      ),
    );
    // The one that got past the confirmation meets the withdrawal's own rule: no such card.
    expect(outcomes.filter((o) => o === ErrorCode.bankCardNotFound)).toHaveLength(1);
    expect(outcomes.filter((o) => o !== ErrorCode.bankCardNotFound)).toEqual(
      Array.from({ length: 49 }, () => ErrorCode.passkeyChallengeInvalid),
    );
  });

  it('answers a sign-in assertion once', async () => {
    const visitor = new Browser(ORIGIN);
    const api = visitor.client(stack.gatewayUrl).passkeys;
    const options = await api.loginOptions.mutate();
    const response = auth.assert(options.options);
    await api.login.mutate({ challengeId: options.challengeId, response });
    const again = new Browser(ORIGIN).client(stack.gatewayUrl).passkeys;
    expect(await refusal(again.login.mutate({ challengeId: options.challengeId, response }))).toBe(
      ErrorCode.passkeyChallengeInvalid,
    );
  });

  it('refuses a sign-in with a passkey whose counter lags (a clone) and shows it flagged', async () => {
    const visitor = new Browser(ORIGIN);
    const api = visitor.client(stack.gatewayUrl).passkeys;
    const options = await api.loginOptions.mutate();
    expect(
      await refusal(
        api.login.mutate({
          challengeId: options.challengeId,
          response: auth.assert(options.options, { counter: 1 }),
        }),
      ),
    ).toBe(ErrorCode.passkeyCounterRegression);
    const member = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const list = await member.client(stack.gatewayUrl).passkeys.list.query();
    expect(list.passkeys[0]?.cloneSuspectedAt).not.toBeNull();
  });
});
