/**
 * The storm: every call that moves money or points, 50 at once, through two gateway processes on
 * one platform (with REDIS_URL; run with DATABASE_URL for real parallelism, PGlite serialises).
 *
 * The calls are found, not listed: every procedure of the gateway's router whose input carries a
 * `requestId` is a money call, and the first test fails until each has a recipe below, so a new money
 * procedure joins the storm without anyone remembering to add it. For each one:
 *  - 50 replays of one requestId all get the first answer, and the money moves once;
 *  - 50 distinct valid calls within what the member can afford all succeed (calls that can be
 *    made only once, a claim, a pending withdrawal, are that single-use rule instead);
 *  - 50 that exceed it succeed exactly as far as it goes, the rest refused with the rule's code;
 *  - a right payment password is never answered "locked" (nor "incorrect");
 *  - the ledger check holds after each storm.
 * The gateway keeps its default 5 s deadline: a call it could not hear back on in time is answered
 * REQUEST_PENDING (or the platform's BUSY), and this test resolves it as the web does, by sending the
 * same input again until the outcome is known. So "succeeded" is what the player finally sees.
 */
import { ErrorCode, MAIN_WALLET_ID, toMinor, WalletBalanceSchema, walletEndpoints } from '@portal/contracts';
import { appRouter } from '@portal/gateway/router';
import { signedSeamlessRequest } from '@portal/mock-upstream/seamless';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { promotionBody } from './support/promotions.js';
import { ADMIN_KEY, startStack, type TestStack } from './support/stack.js';
import { newRequestId, UpstreamHttp } from './support/upstream-http.js';

const ORIGIN = 'https://portal.test';
const STORM = 50;
const PASSWORD = '135790';
/** How many "beyond" calls can pass: a small capacity, so most of the storm is refused. */
const CAPACITY = 3;

type Client = ReturnType<Browser['client']>;
type Outcome = { ok: true; value: unknown } | { ok: false; code: string };

const codeOf = (err: unknown) =>
  ((err as TRPCClientError<never>).data as { code?: string } | undefined)?.code ?? String(err);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One call as the web makes it: a pending or busy answer is asked again with the same input. */
async function ask(run: () => Promise<unknown>): Promise<Outcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { ok: true, value: await run() };
    } catch (err) {
      const code = codeOf(err);
      const again = code === ErrorCode.requestPending || code === ErrorCode.busy;
      if (!again || attempt >= 20) return { ok: false, code };
      await pause(250 * Math.min(attempt + 1, 8));
    }
  }
}

/** How many answers of each kind ('ok' or the code): compared whole, so a failure shows them all. */
const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((t, o) => {
    const key = o.ok ? 'ok' : o.code;
    return { ...t, [key]: (t[key] ?? 0) + 1 };
  }, {});

/** The money procedures of the router: those whose input has a requestId. */
function moneyProcedures(): string[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def
    .procedures;
  return Object.entries(procedures)
    .filter(([, p]) => {
      const inputs = (p as { _def: { inputs?: unknown[] } })._def.inputs ?? [];
      return inputs.some((schema) => {
        const shape = (schema as { shape?: Record<string, unknown> }).shape;
        return shape !== undefined && 'requestId' in shape;
      });
    })
    .map(([path]) => path)
    .sort();
}

/** A member ready for one storm: its browser, the call, and how to read what has moved. */
interface Ready {
  /** The call's input for a requestId (distinct calls differ only in their requestId). */
  input(requestId: string): Record<string, unknown>;
  call(client: Client, input: Record<string, unknown>): Promise<unknown>;
  /** What the calls move, read from the platform (a balance, a count). */
  moved(): Promise<bigint>;
  /** How `moved` changes with the number of calls that succeeded. */
  expectMoved(successes: number): bigint;
  browser: Browser;
}

interface Recipe {
  /** A fresh member able to make `capacity` successful calls. */
  prepare(capacity: number): Promise<Ready>;
  /** Whether many distinct calls can all succeed (false: the call is single-use by its rule). */
  repeatable: boolean;
  /** The refusal of a call beyond the member's capacity (null: nothing limits it). */
  beyond: string | null;
  /** A per-member rate limit that may refuse some of the calls beyond first (TOO_MANY_REQUESTS). */
  rateLimited?: boolean;
}

describe('the storm: every money call, 50 at once, through two gateways', () => {
  let stack: TestStack;
  let urls: string[];
  let http: UpstreamHttp;
  let memberCount = 0;

  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await stack.admin(method, path, body);
    const json = (await res.json()) as { value: T };
    if (res.status !== 200) throw new Error(`admin ${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.value;
  };

  /** A new member of the demo brand (the demo accounts' password), logged in through the gateway. */
  async function member(options: { type?: number; upline?: number } = {}) {
    memberCount += 1;
    const account = `storm${process.pid % 1000}n${memberCount}`;
    const inserted = await stack.upstream.db.execute(
      `INSERT INTO members (merchant_id, account, password_hash, type, upline_id, nickname, payee_name)
       SELECT merchant_id, '${account}', password_hash, ${options.type ?? 3}, ${options.upline ?? 'NULL'},
         'Storm ${memberCount}', 'Storm Player'
       FROM members WHERE account = 'demoplayer' RETURNING id`,
    );
    const id = Number((inserted as { rows: { id: number }[] }).rows[0]!.id);
    const browser = new Browser(ORIGIN);
    await browser.client(stack.gatewayUrl).auth.login.mutate({
      username: account,
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
    const token = await http.login(account);
    return { id, account, browser, client: browser.client(stack.gatewayUrl), token };
  }

  const fund = (account: string, amount: string) =>
    admin('POST', `/admin/members/${account}/bonus`, {
      requestId: newRequestId(),
      amount,
      bonusType: 'TEST',
      turnoverMultiplier: 0,
    });

  const withPassword = async (client: Client) =>
    client.withdraw.setPaymentPassword.mutate({
      newPaymentPassword: PASSWORD,
      confirmPaymentPassword: PASSWORD,
    });

  const walletOf = async (token: string) =>
    WalletBalanceSchema.parse((await http.call('GET', walletEndpoints.balance.path, { token })).body.value);
  const mainOf = async (token: string) =>
    toMinor(
      (await walletOf(token)).balance.find((w) => w.accountTypeId === MAIN_WALLET_ID)?.availBalance ?? '0',
      2,
    );

  /** A settled round of the demo slot: `bet` staked and lost (points and rebate accrue on it). */
  async function play(account: string, bet: string) {
    const round = `storm-${newRequestId()}`;
    for (const [kind, amount] of [
      ['debit', bet],
      ['credit', '0.00'],
    ] as const) {
      const request = signedSeamlessRequest(stack.upstream.config.seamlessSecret, kind, {
        vendor: 'DEMO',
        account,
        gameCode: 'DEMOSLOT',
        txId: `${round}-${kind}`,
        roundId: round,
        amount,
      });
      const res = await fetch(`${stack.upstreamUrl}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.payload,
      });
      if (res.status !== 200) throw new Error(`play: ${res.status} ${await res.text()}`);
    }
    await stack.upstream.betOutbox.drain(); // its points are earned from the bet outbox (ADR 0024)
    return round;
  }

  /** The bank-transfer channel, and its smallest deposit in whole units. */
  async function bankChannel(client: Client): Promise<{ id: number; min: number }> {
    const channels = await client.deposit.channels.query();
    const bank = channels.find((c) => c.type === 'bank');
    if (!bank) throw new Error('no bank channel');
    return { id: bank.id, min: Math.ceil(Number(bank.minAmount)) };
  }

  /** An approved bank deposit of `units` times the channel's minimum (what raffles count); the
   * minimum in whole units. */
  async function deposited(client: Client, units: number): Promise<number> {
    const bank = await bankChannel(client);
    const order = await client.deposit.create.mutate({
      requestId: newRequestId(),
      channelId: bank.id,
      amount: `${units * bank.min}.00`,
      payerName: 'Storm Player',
    });
    await admin('POST', `/admin/deposits/${order.orderId}/approve`);
    return bank.min;
  }

  const promotion = (kind: string, extra: Record<string, unknown>) =>
    admin<{ id: number }>('POST', '/admin/promotions', promotionBody(kind, 'Storm', extra));

  const recipes: Record<string, Recipe> = {
    'agentTransfer.create': {
      repeatable: true,
      beyond: ErrorCode.insufficientBalance,
      async prepare(capacity) {
        const agent = await member({ type: 1 });
        const downline = await member({ upline: agent.id });
        await withPassword(agent.client);
        await fund(agent.account, `${capacity}.00`);
        const start = await mainOf(agent.token);
        return {
          browser: agent.browser,
          input: (requestId) => ({
            requestId,
            targetAccount: downline.account,
            amount: '1.00',
            paymentPassword: PASSWORD,
          }),
          call: (c, input) => c.agentTransfer.create.mutate(input as never),
          moved: async () => start - (await mainOf(agent.token)),
          expectMoved: (n) => BigInt(n) * 100n,
        };
      },
    },

    'wallet.transfer': {
      repeatable: true,
      beyond: ErrorCode.insufficientBalance,
      async prepare(capacity) {
        const m = await member();
        await fund(m.account, `${capacity}.00`);
        const vendor = (await walletOf(m.token)).balance.find((w) => w.accountTypeId !== MAIN_WALLET_ID);
        const start = await mainOf(m.token);
        return {
          browser: m.browser,
          input: (requestId) => ({
            requestId,
            fromAccountTypeId: MAIN_WALLET_ID,
            toAccountTypeId: vendor!.accountTypeId,
            amount: '1.00',
          }),
          call: (c, input) => c.wallet.transfer.mutate(input as never),
          moved: async () => start - (await mainOf(m.token)),
          expectMoved: (n) => BigInt(n) * 100n,
        };
      },
    },

    'wallet.recoverAll': {
      // Bringing every vendor wallet home is repeatable; what it moves is the vendor money, once.
      repeatable: true,
      beyond: null,
      async prepare() {
        const m = await member();
        await fund(m.account, '5.00');
        const vendor = (await walletOf(m.token)).balance.find((w) => w.accountTypeId !== MAIN_WALLET_ID);
        await m.client.wallet.transfer.mutate({
          requestId: newRequestId(),
          fromAccountTypeId: MAIN_WALLET_ID,
          toAccountTypeId: vendor!.accountTypeId,
          amount: '5.00',
        });
        const start = await mainOf(m.token);
        return {
          browser: m.browser,
          input: (requestId) => ({ requestId }),
          call: (c, input) => c.wallet.recoverAll.mutate(input as never),
          moved: async () => (await mainOf(m.token)) - start,
          expectMoved: (n) => (n > 0 ? 500n : 0n),
        };
      },
    },

    'deposit.create': {
      // An order moves no money until it is paid: what it writes is the order, once per requestId.
      // Beyond a daily deposit limit the member set, orders are refused.
      repeatable: true,
      beyond: ErrorCode.depositLimitExceeded,
      async prepare(capacity) {
        const m = await member();
        const bank = await bankChannel(m.client);
        await m.client.protection.setLimit.mutate({
          kind: 'deposit',
          period: 'day',
          amount: `${capacity * bank.min}.00`,
        });
        const orders = async () =>
          BigInt((await m.client.deposit.orders.query({ pageNo: 1, pageSize: 1 })).totalCount);
        return {
          browser: m.browser,
          input: (requestId) => ({
            requestId,
            channelId: bank.id,
            amount: `${bank.min}.00`,
            payerName: 'Storm Player',
          }),
          call: (c, input) => c.deposit.create.mutate(input as never),
          moved: orders,
          expectMoved: (n) => BigInt(n),
        };
      },
    },

    'withdraw.create': {
      // One withdrawal open at a time.
      repeatable: false,
      beyond: ErrorCode.withdrawPendingExists,
      async prepare() {
        const m = await member();
        await withPassword(m.client);
        await fund(m.account, '100.00');
        const card = await m.client.withdraw.bindCard.mutate({
          bankCode: 'TCB',
          accountNumber: `19${String(m.id).padStart(10, '0')}`,
          holderName: 'Storm Player',
          paymentPassword: PASSWORD,
        });
        const start = await mainOf(m.token);
        return {
          browser: m.browser,
          input: (requestId) => ({
            requestId,
            amount: '10.00',
            bankCardId: card.id,
            paymentPassword: PASSWORD,
          }),
          call: (c, input) => c.withdraw.create.mutate(input as never),
          moved: async () => start - (await mainOf(m.token)),
          expectMoved: (n) => BigInt(n) * 1000n,
        };
      },
    },

    'disputes.open': {
      // One open dispute per round: it moves no money, but it is single-use by its rule. A member
      // opens at most 30 disputes in 10 minutes (replays of one requestId spend nothing).
      repeatable: false,
      beyond: ErrorCode.disputeAlreadyOpen,
      rateLimited: true,
      async prepare() {
        const m = await member();
        await fund(m.account, '10.00');
        const roundId = await play(m.account, '1.00');
        const disputes = async () => BigInt((await m.client.disputes.list.query({ roundId })).list.length);
        return {
          browser: m.browser,
          input: (requestId) => ({ requestId, vendor: 'DEMO', roundId, reason: 'wrongResult' }),
          call: (c, input) => c.disputes.open.mutate(input as never),
          moved: disputes,
          expectMoved: (n) => BigInt(n),
        };
      },
    },

    'promotions.claim': {
      // A deposit bonus earned once is claimed once.
      repeatable: false,
      beyond: ErrorCode.promotionStateInvalid,
      async prepare() {
        const m = await member();
        const { id } = await promotion('depositBonus', { percent: 10, cap: '50.00', minDeposit: '1.00' });
        await m.client.promotions.join.mutate({ id });
        const min = await deposited(m.client, 2);
        const bonus = BigInt(Math.min(2 * min * 10, 5000)); // 10% of the deposit, in minor units
        const start = await mainOf(m.token);
        return {
          browser: m.browser,
          input: (requestId) => ({ id, requestId }),
          call: (c, input) => c.promotions.claim.mutate(input as never),
          moved: async () => (await mainOf(m.token)) - start,
          expectMoved: (n) => BigInt(n) * bonus,
        };
      },
    },

    'promotions.raffleDraw': {
      repeatable: true,
      beyond: ErrorCode.raffleNoDraws,
      async prepare(capacity) {
        const m = await member();
        const bank = await bankChannel(m.client);
        const { id } = await promotion('raffle', {
          drawEvery: `${bank.min}.00`,
          drawBasis: 'deposits',
          prizes: [{ name: { EN: 'Storm prize' }, amount: '1.00', stock: 1000, weight: 1 }],
        });
        await m.client.promotions.join.mutate({ id });
        await deposited(m.client, capacity);
        const waiting = async () =>
          BigInt(
            (await m.client.promotions.rewards.query({ status: 'waiting', pageNo: 1, pageSize: 1 }))
              .totalCount,
          );
        const start = await waiting();
        return {
          browser: m.browser,
          input: (requestId) => ({ id, requestId }),
          call: (c, input) => c.promotions.raffleDraw.mutate(input as never),
          moved: async () => (await waiting()) - start,
          expectMoved: (n) => BigInt(n),
        };
      },
    },

    'promotions.claimRewards': {
      // Claiming every waiting reward pays them once.
      repeatable: false,
      beyond: ErrorCode.nothingToClaim,
      async prepare() {
        const m = await member();
        const bank = await bankChannel(m.client);
        const { id } = await promotion('raffle', {
          drawEvery: `${bank.min}.00`,
          drawBasis: 'deposits',
          prizes: [{ name: { EN: 'Storm prize' }, amount: '2.00', stock: 1000, weight: 1 }],
        });
        await m.client.promotions.join.mutate({ id });
        await deposited(m.client, 2);
        for (let i = 0; i < 2; i++)
          await m.client.promotions.raffleDraw.mutate({ id, requestId: newRequestId() });
        const start = await mainOf(m.token);
        return {
          browser: m.browser,
          input: (requestId) => ({ requestId, all: true }),
          call: (c, input) => c.promotions.claimRewards.mutate(input as never),
          moved: async () => (await mainOf(m.token)) - start,
          expectMoved: (n) => BigInt(n) * 400n,
        };
      },
    },

    'promotions.claimRebate': {
      // The accrued rebate is paid once per accrual; after it, nothing reaches the minimum claim.
      repeatable: false,
      beyond: ErrorCode.rebateBelowMinimum,
      async prepare() {
        const m = await member();
        await fund(m.account, '500.00');
        await play(m.account, '500.00');
        const summary = await m.client.promotions.rebateSummary.query();
        const start = await mainOf(m.token);
        return {
          browser: m.browser,
          input: (requestId) => ({ requestId }),
          call: (c, input) => c.promotions.claimRebate.mutate(input as never),
          moved: async () => (await mainOf(m.token)) - start,
          expectMoved: (n) => BigInt(n) * toMinor(summary.total, 2),
        };
      },
    },

    'points.redeem': {
      repeatable: true,
      beyond: ErrorCode.pointsInsufficient,
      async prepare(capacity) {
        const m = await member();
        await withPassword(m.client);
        await fund(m.account, `${capacity * 10}.00`);
        await play(m.account, `${capacity * 10}.00`); // 1 point per 1.00 on slots
        const { id: productId } = await admin<{ id: number }>('POST', '/admin/points/products', {
          name: { EN: 'Storm voucher' },
          kind: 'virtual',
          stock: 10_000,
          pointsRequired: 10,
        });
        const points = async () => BigInt((await m.client.points.balance.query()).balance);
        const start = await points();
        return {
          browser: m.browser,
          input: (requestId) => ({ requestId, productId, quantity: 1, paymentPassword: PASSWORD }),
          call: (c, input) => c.points.redeem.mutate(input as never),
          moved: async () => start - (await points()),
          expectMoved: (n) => BigInt(n) * 10n,
        };
      },
    },

    'points.convert': {
      repeatable: true,
      beyond: ErrorCode.pointsInsufficient,
      async prepare(capacity) {
        const m = await member();
        await withPassword(m.client);
        const config = await m.client.points.config.query();
        const each = config.convert.minPoints;
        await fund(m.account, `${capacity * each}.00`);
        await play(m.account, `${capacity * each}.00`);
        const points = async () => BigInt((await m.client.points.balance.query()).balance);
        const start = await points();
        return {
          browser: m.browser,
          input: (requestId) => ({ requestId, points: each, paymentPassword: PASSWORD }),
          call: (c, input) => c.points.convert.mutate(input as never),
          moved: async () => start - (await points()),
          expectMoved: (n) => BigInt(n * each),
        };
      },
    },
  };

  /** Sends the calls at once, spread over the gateways, each resolved as the web resolves it. */
  const storm = (ready: Ready, inputs: Record<string, unknown>[]) => {
    const clients = urls.map((u) => ready.browser.client(u));
    return Promise.all(inputs.map((input, i) => ask(() => ready.call(clients[i % clients.length]!, input))));
  };

  const ledgerHolds = async () => {
    const check = await admin<{ ok: boolean }>('GET', '/admin/ledger/check');
    expect(check.ok).toBe(true);
  };

  /** No right payment password is ever answered as a lock or a wrong password. */
  const neverLocked = (outcomes: Outcome[]) => {
    const refused = outcomes.filter((o) => !o.ok).map((o) => (o as { code: string }).code);
    expect(refused).not.toContain(ErrorCode.paymentPasswordLocked);
    expect(refused).not.toContain(ErrorCode.paymentPasswordIncorrect);
  };

  beforeAll(async () => {
    stack = await startStack({
      ALTCHA_MAX_NUMBER: '2000',
      PUBLIC_ORIGINS: ORIGIN,
      RATE_LIMIT_MAX: '100000',
    });
    urls = [stack.gatewayUrl];
    if (stack.sharesRedis) urls.push((await stack.addGateway()).url);
    http = new UpstreamHttp(stack.upstreamUrl, ADMIN_KEY);
    // Rebates are manual in these storms: the seed's minimum claim applies.
  }, 120_000);
  afterAll(() => stack?.close());

  it('has a recipe for every procedure that moves money or points (every input with a requestId)', () => {
    expect(Object.keys(recipes).sort()).toEqual(moneyProcedures());
  });

  for (const [name, recipe] of Object.entries(recipes)) {
    describe(name, () => {
      it(`answers ${STORM} replays of one requestId with the first answer, and moves once`, async () => {
        const ready = await recipe.prepare(CAPACITY);
        const input = ready.input(newRequestId());
        const outcomes = await storm(
          ready,
          Array.from({ length: STORM }, () => input),
        );
        expect(tally(outcomes)).toEqual({ ok: STORM });
        // The same answer every time (a replay may say it is one).
        const strip = (v: unknown) =>
          JSON.stringify(v, (k, x: unknown) => (k === 'replayed' ? undefined : x));
        const answers = new Set(outcomes.map((o) => strip((o as { value: unknown }).value)));
        expect(answers.size).toBe(1);
        expect(await ready.moved()).toBe(ready.expectMoved(1));
        await ledgerHolds();
      });

      if (recipe.repeatable) {
        it(`lets ${STORM} distinct calls within what the member has all succeed`, async () => {
          const ready = await recipe.prepare(STORM);
          const outcomes = await storm(
            ready,
            Array.from({ length: STORM }, () => ready.input(newRequestId())),
          );
          expect(tally(outcomes)).toEqual({ ok: STORM });
          expect(await ready.moved()).toBe(ready.expectMoved(STORM));
          await ledgerHolds();
        });
      }

      if (recipe.beyond !== null) {
        const capacity = recipe.repeatable ? CAPACITY : 1;
        it(`lets exactly ${capacity} of ${STORM} distinct calls beyond what the member has succeed`, async () => {
          const ready = await recipe.prepare(capacity);
          const outcomes = await storm(
            ready,
            Array.from({ length: STORM }, () => ready.input(newRequestId())),
          );
          neverLocked(outcomes);
          const counted = tally(outcomes);
          if (recipe.rateLimited) {
            // The refusals are the rule's or the rate limit's, never anything else.
            const {
              ok,
              [recipe.beyond!]: ruled = 0,
              [ErrorCode.tooManyRequests]: limited = 0,
              ...other
            } = counted;
            expect({ ok, refused: ruled + limited, other }).toEqual({
              ok: capacity,
              refused: STORM - capacity,
              other: {},
            });
          } else {
            expect(counted).toEqual({ ok: capacity, [recipe.beyond!]: STORM - capacity });
          }
          expect(await ready.moved()).toBe(ready.expectMoved(capacity));
          await ledgerHolds();
        });
      }
    });
  }
});
