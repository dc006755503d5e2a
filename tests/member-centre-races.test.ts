/**
 * The member centre's single-use and limited calls under a 50-at-once attack, through the real
 * gateway and platform: 50 guesses of an e-mail binding code are compared at most
 * CONTACT_CODE_MAX_ATTEMPTS times (then not even the right code binds), 50 claims of one mission
 * reward pay it once, and 50 sign-outs of another browser's session end it once. With REDIS_URL
 * the calls are spread over two gateway processes; run with DATABASE_URL for real parallelism
 * (PGlite serialises the platform's statements). The referral reward's storm (50 deposits and 50
 * rounds of a friend at once, one reward) runs on the platform: referral.race.test.ts.
 */
import { ErrorCode, MAIN_WALLET_ID, toMinor, WalletBalanceSchema, walletEndpoints } from '@portal/contracts';
import { signedSeamlessRequest } from '@portal/mock-upstream/seamless';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInBrowser, type Browser } from './support/browser.js';
import { ADMIN_KEY, startStack, type TestStack } from './support/stack.js';
import { newRequestId, UpstreamHttp } from './support/upstream-http.js';

const ORIGIN = 'https://portal.test';
const STORM = 50;
/** The platform's limit of comparisons per binding code (contact.service.ts). */
const CODE_ATTEMPTS = 5;

const codeOf = (err: unknown) =>
  ((err as TRPCClientError<never>).data as { code?: string } | undefined)?.code;
/** How many answers of each kind: compared whole, so a failure shows every code that came back. */
const tally = (codes: string[]) =>
  codes.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe('the member centre under a 50-at-once attack, through the gateway', () => {
  let stack: TestStack;
  let urls: string[];

  beforeAll(async () => {
    // Storms on one member queue behind its row locks: the gateway's 5 s default could answer
    // UPSTREAM_TIMEOUT (an unknown outcome) on a busy machine; the per-IP limit is not under test.
    stack = await startStack({
      ALTCHA_MAX_NUMBER: '2000',
      PUBLIC_ORIGINS: ORIGIN,
      RATE_LIMIT_MAX: '5000',
      UPSTREAM_TIMEOUT_MS: '60000',
    });
    urls = [stack.gatewayUrl];
    if (stack.sharesRedis) urls.push((await stack.addGateway()).url);
  }, 120_000);
  afterAll(() => stack?.close());

  /** Sends the n calls of one browser at once, spread over the gateways; 'ok' or the error code. */
  const storm = (
    browser: Browser,
    call: (c: ReturnType<Browser['client']>, i: number) => Promise<unknown>,
  ) => {
    const clients = urls.map((u) => browser.client(u));
    return Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call(clients[i % clients.length]!, i).then(
          () => 'ok',
          (e: unknown) => codeOf(e) ?? String(e),
        ),
      ),
    );
  };

  it(`compares at most ${CODE_ATTEMPTS} of ${STORM} guesses of a binding code at once`, async () => {
    const browser = await loggedInBrowser(ORIGIN, stack.gatewayUrl, 'demoplayer');
    const api = browser.client(stack.gatewayUrl).profile;
    const email = `gw-guess-${process.pid}@example.com`;
    await api.sendEmailCode.mutate({ email });
    const res = await fetch(`${stack.upstreamUrl}/dev/outbox/email?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { value: { body: string }[] };
    const code = /(\d{6})/.exec(mails.value[0]?.body ?? '')?.[1] ?? '';
    const wrong = (i: number) => {
      const guess = String(i).padStart(6, '0');
      return guess === code ? '999999' : guess;
    };

    const answers = await storm(browser, (c, i) => c.profile.bindEmail.mutate({ email, code: wrong(i) }));
    expect(tally(answers)).toEqual({ [ErrorCode.smsCodeInvalid]: STORM });
    // The address is this test's own (no quote in it): safe to write inline.
    const read = await stack.upstream.db.execute(
      `SELECT attempts, used_at FROM contact_codes WHERE target = '${email}'`,
    );
    const [row] = (read as { rows: { attempts: number; used_at: unknown }[] }).rows;
    expect(row).toEqual({ attempts: CODE_ATTEMPTS, used_at: null });
    // The code is spent of its attempts: the right one no longer binds.
    expect(await api.bindEmail.mutate({ email, code }).catch(codeOf)).toBe(ErrorCode.smsCodeInvalid);
    expect((await api.get.query()).email.verified).toBe(false);
  });

  it(`pays a mission reward once for ${STORM} claims at once`, async () => {
    const MEMBER = 'demovip';
    const created = await stack.admin('POST', '/admin/missions', {
      title: { EN: 'One spin', VI: 'Một vòng quay', CN: '旋转一次' },
      period: 'daily',
      kind: 'rounds',
      category: 'RNG',
      target: '1',
      reward: '3.50',
      missionPoints: 1,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const missionId = ((await created.json()) as { value: { id: number } }).value.id;
    const funded = await stack.admin('POST', `/admin/members/${MEMBER}/bonus`, {
      requestId: `it-msn-race-funds-${process.pid}`,
      amount: '10.00',
      bonusType: 'TEST',
      turnoverMultiplier: 0,
    });
    expect(funded.status).toBe(200);
    for (const [kind, amount] of [
      ['debit', '1.00'],
      ['credit', '0.00'],
    ] as const) {
      const request = signedSeamlessRequest(stack.upstream.config.seamlessSecret, kind, {
        vendor: 'DEMO',
        account: MEMBER,
        gameCode: 'DEMOSLOT',
        txId: `it-msn-race-${kind}`,
        roundId: 'it-msn-race',
        amount,
      });
      const res = await fetch(`${stack.upstreamUrl}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.payload,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    await stack.upstream.betOutbox.drain(); // the mission is completed from the bet outbox (ADR 0024)
    const browser = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const trpc = browser.client(stack.gatewayUrl);
    const mission = (await trpc.missions.list.query()).list.find((m) => m.id === missionId);
    expect(mission).toMatchObject({ completed: true, rewardState: 'waiting', reward: '3.50' });

    const http = new UpstreamHttp(stack.upstreamUrl, ADMIN_KEY);
    const token = await http.login(MEMBER);
    const mainBalance = async () => {
      const res = await http.call('GET', walletEndpoints.balance.path, { token });
      const main = WalletBalanceSchema.parse(res.body.value).balance.find(
        (w) => w.accountTypeId === MAIN_WALLET_ID,
      );
      return toMinor(main?.availBalance ?? '0', 2);
    };
    const before = await mainBalance();
    const claims = await storm(browser, (c) =>
      c.promotions.claimRewards.mutate({ requestId: newRequestId(), rewardId: mission!.rewardId! }),
    );
    expect(tally(claims)).toEqual({ ok: 1, [ErrorCode.nothingToClaim]: STORM - 1 });
    expect(await mainBalance()).toBe(before + 350n);
    expect((await trpc.missions.list.query()).list.find((m) => m.id === missionId)?.rewardState).toBe(
      'claimed',
    );
    const check = await stack.admin('GET', '/admin/ledger/check');
    expect(check.status, await check.clone().text()).toBe(200);
  });

  it(`ends another browser's session once for ${STORM} sign-outs at once`, async () => {
    const MEMBER = 'demoagent';
    const target = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const targetApi = target.client(stack.gatewayUrl);
    const id = (await targetApi.profile.sessions.query()).find((s) => s.current)?.id;
    expect(id).toBeDefined();
    const attacker = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);

    const answers = await storm(attacker, (c) => c.profile.endSession.mutate({ id: id! }));
    expect(tally(answers)).toEqual({ ok: 1, [ErrorCode.notFound]: STORM - 1 });
    const next = await targetApi.profile.get.query().catch(codeOf);
    expect([ErrorCode.loginRequired, ErrorCode.notSession]).toContain(next);
    // The browser that signed it out carries on, and the session is no longer listed.
    const left = await attacker.client(stack.gatewayUrl).profile.sessions.query();
    expect(left.find((s) => s.id === id)).toBeUndefined();
    expect(left.filter((s) => s.current)).toHaveLength(1);
  });
});
