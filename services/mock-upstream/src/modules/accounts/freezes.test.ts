/**
 * A frozen member's main wallet pays nothing out, whatever kind of movement asks (migration 0034).
 * The rule sits in the ledger itself, so this test enumerates every transaction type the ledger
 * knows (TRANSACTION_TYPES: a new type joins the enumeration by being declared) through each way a
 * movement is written (ledger_post, ledger_post_batch, and game_round_move for a vendor's bet), and
 * walks the member's own money calls through their routes. Only the settlement paying the member's
 * debts and an operator's correction may still take from the wallet.
 */
import {
  ErrorCode,
  MAIN_WALLET_ID,
  TRANSACTION_TYPES,
  pointsEndpoints,
  type RsaKey,
} from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberFreezes, merchants } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { encrypted, errorOf, rsaKey } from '../../test/accounts.js';
import {
  balances,
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  settleRound,
  type TestMember,
} from '../../test/wallet.js';
import {
  player,
  postTransaction,
  postTransactions,
  system,
  type PostInput,
} from '../ledger/ledger.repository.js';
import { SETTLEMENT_SOURCE } from '../agent-contract/agent-contract.payments.js';
import { setPaymentPassword } from '../payments/payment-password.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';
import { AppError } from '../../lib/errors.js';

let t: TestApp;
let key: RsaKey;
let frozen: TestMember;
let merchantId: number;
let currency: string;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  frozen = await createMember(t.app, key, { type: 1, prefix: 'frz' });
  await fund(t.app, frozen.account, '100.00');
  await setPaymentPassword(t.app.db, frozen.id, { newPaymentPassword: '123456' });
  // A settled round of 2.00 before the freeze earns the points a redeem needs.
  await settleRound(t.app, t.config.seamlessSecret, frozen.account, {
    id: nextRequestId('frzearn'),
    bet: '2.00',
    win: '2.00',
  });
  await t.app.betOutbox.drain(); // the round's points are earned from the bet outbox (ADR 0024)
  const [merchant] = await t.app.db.select().from(merchants).orderBy(merchants.id).limit(1);
  merchantId = merchant!.id;
  currency = merchant!.currency;
  await t.app.db
    .insert(memberFreezes)
    .values({ memberId: frozen.id, reason: 'contractUnpaid', merchantId, detail: {} });
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

const main = async () => (await balances(t.app, frozen.token)).get(MAIN_WALLET_ID);

function debit(type: (typeof TRANSACTION_TYPES)[number], source: string): PostInput {
  return {
    merchantId,
    currency,
    source,
    idempotencyKey: nextRequestId(`frz-${type}`),
    type,
    memberId: frozen.id,
    reference: nextRequestId('ref'),
    postings: [
      { account: player(frozen.id, MAIN_WALLET_ID), amount: -100n },
      { account: system('HOUSE'), amount: 100n },
    ],
  };
}

async function codeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'moved';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

describe('a frozen member main wallet', () => {
  it('refuses every kind of ledger movement out of it, through every way the ledger is written', async () => {
    const before = await main();
    const outcomes: Record<string, string> = {};
    for (const type of TRANSACTION_TYPES) {
      outcomes[`post ${type}`] = await codeOf(() => postTransaction(t.app.db, debit(type, `any:${type}`)));
      outcomes[`batch ${type}`] = await codeOf(() =>
        postTransactions(t.app.db, [debit(type, `any:${type}`)]),
      );
    }
    expect(Object.entries(outcomes).filter(([, code]) => code !== ErrorCode.accountFrozen)).toEqual([]);
    expect(await main()).toBe(before);
  });

  it('refuses a vendor bet and a point-mall redeem with a money price', async () => {
    const before = await main();
    const bet = await t.app.inject(
      signedSeamlessRequest(t.config.seamlessSecret, 'debit', {
        vendor: 'DEMO',
        account: frozen.account,
        txId: nextRequestId('frzbet'),
        roundId: nextRequestId('frzround'),
        gameCode: 'DEMOSLOT',
        amount: '1.00',
      }),
    );
    expect((json(bet) as { errorCode: string }).errorCode).toBe(ErrorCode.accountFrozen);

    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/points/products',
      headers: adminHeaders,
      payload: {
        name: { EN: 'Priced' },
        kind: 'virtual',
        stock: 5,
        pointsRequired: 1,
        amountRequired: '5.00',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const productId = (json(created) as { value: { id: number } }).value.id;
    const redeem = await encrypted(
      t.app,
      key,
      'POST',
      pointsEndpoints.redeem.path,
      { requestId: nextRequestId('frzr'), productId, quantity: 1, paymentPassword: '123456' },
      { authorization: frozen.token },
    );
    expect(errorOf(redeem).errorCode).toBe(ErrorCode.accountFrozen);
    expect(await main()).toBe(before);
  });

  it('still lets the settlement pay the member debts and the operator correct it', async () => {
    const before = await main();
    expect(await codeOf(() => postTransaction(t.app.db, debit('BONUS', SETTLEMENT_SOURCE)))).toBe('moved');
    expect(await codeOf(() => postTransaction(t.app.db, debit('ADJUSTMENT', 'admin')))).toBe('moved');
    expect(await main()).not.toBe(before);
    // Money in is never refused.
    await fund(t.app, frozen.account, '1.00');
  });
});
