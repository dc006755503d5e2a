/**
 * A load of wallet transfers through gateway processes, sent as the web sends them, for the fault
 * tests: a call with no answer, or one answered UPSTREAM_UNAVAILABLE or REQUEST_PENDING, is sent again
 * with its own requestId (to another gateway when its own is gone, as a load balancer would send it),
 * until it is answered with success. Any other refusal, and any 500, is recorded as wrong.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, MAIN_WALLET_ID, toMinor } from '@portal/contracts';
import { TRPCClientError } from '@trpc/client';
import { Browser } from './browser.js';
import type { GatewayProcess } from './gateway-process.js';
import { newRequestId } from './upstream-http.js';

/** The portal's public address, as the load balancer in front of the gateways serves it. */
export const LOAD_ORIGIN = 'https://portal.example';
/**
 * Answers after which the client sends the same call again: the outcome is unknown, or nothing was
 * done and it may be tried again (the web's isOutcomeUnknown, web/src/lib/money-errors.ts, keeps the
 * requestId on the same answers). INTERNAL is not among them here: no fault may answer 500.
 */
const RETRY_CODES = new Set<string>([
  ErrorCode.upstreamUnavailable,
  ErrorCode.requestPending,
  ErrorCode.upstreamTimeout,
  ErrorCode.busy,
]);
/** A call still unanswered after this long is recorded as lost. */
const GIVE_UP_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LoadOutcome {
  acknowledged: number;
  /** Calls sent again after a retry answer. */
  retries: number;
  /** Calls sent again elsewhere after no answer. */
  failovers: number;
  /** Answers that must never happen: a 500, a refusal that is not a retry signal, a call never answered. */
  wrong: string[];
}

export interface LoadMember {
  account: string;
  browser: Browser;
  vendorWallet: number;
}

/** Picks the gateway for a call; `failed` is the one that just gave no answer. */
export type Route = (failed?: GatewayProcess) => GatewayProcess;

/** What the load's members are given: a bonus of 100.00 through the platform's operator API. */
export function fundThrough(
  platform: { inject(request: object): Promise<{ statusCode: number; body: string }> },
  adminKey: string,
): (account: string) => Promise<void> {
  return async (account) => {
    const res = await platform.inject({
      method: 'POST',
      url: `/admin/members/${account}/bonus`,
      headers: { 'x-admin-key': adminKey },
      payload: { requestId: newRequestId(), amount: '100.00', bonusType: 'TEST', turnoverMultiplier: 0 },
    });
    if (res.statusCode !== 200) throw new Error(`fund ${account}: ${res.statusCode} ${res.body}`);
  };
}

/** The member's main-wallet balance in minor units, read through `via`. */
export async function mainOf(m: LoadMember, via: GatewayProcess): Promise<bigint> {
  const overview = await m.browser.client(via.url).wallet.overview.query();
  return toMinor(overview.wallets.find((w) => w.accountTypeId === MAIN_WALLET_ID)?.balance ?? '0', 2);
}

/**
 * A member of the demo brand made for the load (the demo accounts' password), given 100.00 by
 * `fund`, logged in through `via` from an IP of its own.
 */
export async function loadMember(
  platformDb: { execute(sql: string): Promise<unknown> },
  fund: (account: string) => Promise<void>,
  via: GatewayProcess,
  n: number,
): Promise<LoadMember> {
  const account = `load${randomBytes(3).toString('hex')}n${n}`;
  await platformDb.execute(
    `INSERT INTO members (merchant_id, account, password_hash, type, nickname, payee_name)
     SELECT merchant_id, '${account}', password_hash, 3, 'Load ${n}', 'Load Player'
     FROM members WHERE account = 'demoplayer'`,
  );
  await fund(account);
  const browser = new Browser(LOAD_ORIGIN, { 'x-forwarded-for': `203.0.113.${n % 250}` });
  await browser.client(via.url).auth.login.mutate({
    username: account,
    password: 'Demo1234',
    rememberMe: false,
    verification: await browser.verification(via.url),
  });
  const overview = await browser.client(via.url).wallet.overview.query();
  const vendor = overview.wallets.find((w) => w.accountTypeId !== MAIN_WALLET_ID);
  if (!vendor) throw new Error('no vendor wallet');
  return { account, browser, vendorWallet: vendor.accountTypeId };
}

/** One worker: `calls` transfers of 1.00 from main to the vendor wallet, each until answered. */
async function worker(m: LoadMember, calls: number, route: Route, outcome: LoadOutcome): Promise<void> {
  for (let i = 0; i < calls; i++) {
    const requestId = newRequestId();
    const giveUp = Date.now() + GIVE_UP_MS;
    let via = route();
    for (;;) {
      if (Date.now() > giveUp) {
        outcome.wrong.push(`${requestId}: never answered`);
        break;
      }
      try {
        await m.browser.client(via.url).wallet.transfer.mutate({
          requestId,
          fromAccountTypeId: MAIN_WALLET_ID,
          toAccountTypeId: m.vendorWallet,
          amount: '1.00',
        });
        outcome.acknowledged += 1;
        break;
      } catch (err) {
        const data =
          err instanceof TRPCClientError
            ? (err.data as { code?: string; httpStatus?: number } | undefined)
            : undefined;
        if (data?.code && RETRY_CODES.has(data.code)) {
          outcome.retries += 1;
          await sleep(50);
          continue;
        }
        if (!data) {
          // No answer: the gateway is gone (or the connection dropped). The same call, elsewhere.
          outcome.failovers += 1;
          via = route(via);
          await sleep(20);
          continue;
        }
        outcome.wrong.push(`${requestId}: ${data.httpStatus} ${data.code}`);
        break;
      }
    }
  }
}

/** `workers` workers per member making `calls` transfers each, while `fault` runs. */
export async function transferLoad(options: {
  members: LoadMember[];
  workers: number;
  calls: number;
  route: Route;
  fault: () => Promise<void>;
}): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { acknowledged: 0, retries: 0, failovers: 0, wrong: [] };
  const work = Promise.all(
    options.members.flatMap((m) =>
      Array.from({ length: options.workers }, () => worker(m, options.calls, options.route, outcome)),
    ),
  );
  await options.fault();
  await work;
  return outcome;
}
