import {
  BankCardSchema,
  BankCardsSchema,
  BanksSchema,
  ErrorCode,
  type RsaKey,
  paymentsEndpoints,
} from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { bankCards, members, paymentPasswords } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { errorOf, rsaKey } from '../../test/accounts.js';
import { verifyPaymentPassword } from './payment-password.js';
import {
  codeOf,
  get,
  ledgerProblems,
  newMember,
  postEncrypted,
  valueOf,
  type TestMember,
} from './payments.fixtures.js';

let t: TestApp;
let db: Db;
let key: RsaKey;

beforeAll(async () => {
  t = await startTestApp();
  db = t.app.db;
  key = await rsaKey(t.app);
});
afterAll(async () => t.close());
afterEach(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
});

const setPassword = (m: TestMember, body: Record<string, unknown>) =>
  postEncrypted(t.app, key, m.token, paymentsEndpoints.setPaymentPassword.path, body);
const bind = (m: TestMember, body: Record<string, unknown>) =>
  postEncrypted(t.app, key, m.token, paymentsEndpoints.bindBankCard.path, {
    bankCode: 'VCB',
    paymentPassword: '123456',
    ...body,
  });
const cardCount = async (m: TestMember) =>
  (await db.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, m.id)))[0]?.n ?? 0;

describe('payment password', () => {
  it('sets one when none exists, stored as argon2id, and changes it only with the current one', async () => {
    const m = await newMember(db);
    expect((await setPassword(m, { newPaymentPassword: '123456' })).statusCode).toBe(200);
    const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, m.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    const noOld = await setPassword(m, { newPaymentPassword: '654321' });
    expect(codeOf(noOld)).toBe(ErrorCode.paymentPasswordIncorrect);
    const wrongOld = await setPassword(m, { oldPaymentPassword: '000000', newPaymentPassword: '654321' });
    expect(codeOf(wrongOld)).toBe(ErrorCode.paymentPasswordIncorrect);
    expect(errorOf(wrongOld).fields?.['oldPaymentPassword']).toBeDefined();
    const changed = await setPassword(m, { oldPaymentPassword: '123456', newPaymentPassword: '654321' });
    expect(changed.statusCode).toBe(200);
    await expect(verifyPaymentPassword(db, m.id, '654321')).resolves.toBeUndefined();
    const badFormat = await setPassword(m, { newPaymentPassword: '12ab' });
    expect(codeOf(badFormat)).toBe(ErrorCode.requestParamErr);
  });

  it('refuses when not set, locks after five wrong attempts and a right one resets the count', async () => {
    const m = await newMember(db);
    await expect(verifyPaymentPassword(db, m.id, '123456')).rejects.toMatchObject({
      code: ErrorCode.paymentPasswordNotSet,
    });
    await setPassword(m, { newPaymentPassword: '123456' });
    for (let i = 0; i < 4; i++) {
      await expect(verifyPaymentPassword(db, m.id, '000000')).rejects.toMatchObject({
        code: ErrorCode.paymentPasswordIncorrect,
      });
    }
    await verifyPaymentPassword(db, m.id, '123456');
    for (let i = 0; i < 4; i++) {
      await expect(verifyPaymentPassword(db, m.id, '000000')).rejects.toMatchObject({
        code: ErrorCode.paymentPasswordIncorrect,
      });
    }
    await expect(verifyPaymentPassword(db, m.id, '000000')).rejects.toMatchObject({
      code: ErrorCode.paymentPasswordIncorrect,
    });
    // Locked now: even the right password is refused for 15 minutes.
    await expect(verifyPaymentPassword(db, m.id, '123456')).rejects.toMatchObject({
      code: ErrorCode.paymentPasswordLocked,
    });
    await db
      .update(paymentPasswords)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(paymentPasswords.memberId, m.id));
    await expect(verifyPaymentPassword(db, m.id, '123456')).resolves.toBeUndefined();
    const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, m.id));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });
});

describe('bank cards', () => {
  it('lists the banks', async () => {
    const m = await newMember(db);
    const { banks } = valueOf(BanksSchema, await get(t.app, m.token, paymentsEndpoints.banks.path));
    expect(banks.length).toBeGreaterThanOrEqual(12);
    expect(banks.map((b) => b.name)).toEqual(expect.arrayContaining(['Vietcombank', 'Techcombank', 'HSBC']));
  });

  it('binds a first card that sets the payee name, then only cards of that holder', async () => {
    const m = await newMember(db);
    await setPassword(m, { newPaymentPassword: '123456' });
    const card = valueOf(
      BankCardSchema,
      await bind(m, { accountNumber: '0123456789', holderName: 'Nguyen Van A' }),
    );
    expect(card).toMatchObject({
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      accountNumberMasked: '**** **** 6789',
    });
    const [row] = await db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, m.id));
    expect(row?.payeeName).toBe('Nguyen Van A');

    const second = await bind(m, {
      bankCode: 'TCB',
      accountNumber: '99887766',
      holderName: '  nguyen   VAN a ',
    });
    expect(second.statusCode).toBe(200);
    const mismatch = await bind(m, { bankCode: 'ACB', accountNumber: '11223344', holderName: 'Tran Thi B' });
    expect(codeOf(mismatch)).toBe(ErrorCode.bankCardHolderMismatch);

    const list = valueOf(BankCardsSchema, await get(t.app, m.token, paymentsEndpoints.bankCards.path));
    expect(list).toMatchObject({ maxCards: 3, payeeName: 'Nguyen Van A' });
    expect(list.cards.map((c) => c.accountNumberMasked)).toEqual(['**** **** 6789', '**** **** 7766']);
    expect(JSON.stringify(list)).not.toContain('0123456789');
  });

  it('refuses a duplicated card in the brand, a fourth card, a wrong password and trial accounts', async () => {
    const m = await newMember(db, { payeeName: 'Le Van C' });
    const other = await newMember(db);
    const trial = await newMember(db, { type: 4 });
    await setPassword(m, { newPaymentPassword: '123456' });
    await setPassword(other, { newPaymentPassword: '123456' });
    const holderMismatch = await bind(m, { accountNumber: '5555000011', holderName: 'Someone Else' });
    expect(codeOf(holderMismatch)).toBe(ErrorCode.bankCardHolderMismatch);
    expect((await bind(m, { accountNumber: '5555000011', holderName: 'LE VAN C' })).statusCode).toBe(200);
    const duplicated = await bind(other, { accountNumber: '5555000011', holderName: 'Other Person' });
    expect(codeOf(duplicated)).toBe(ErrorCode.bankCardDuplicated);
    expect(await cardCount(other)).toBe(0);
    // The refused card did not set the other member's payee name either.
    const [otherRow] = await db
      .select({ payeeName: members.payeeName })
      .from(members)
      .where(eq(members.id, other.id));
    expect(otherRow?.payeeName).toBeNull();

    expect((await bind(m, { accountNumber: '5555000012', holderName: 'Le Van C' })).statusCode).toBe(200);
    expect((await bind(m, { accountNumber: '5555000013', holderName: 'Le Van C' })).statusCode).toBe(200);
    const fourth = await bind(m, { accountNumber: '5555000014', holderName: 'Le Van C' });
    expect(codeOf(fourth)).toBe(ErrorCode.bankCardLimit);
    expect(await cardCount(m)).toBe(3);

    const wrongPassword = await bind(other, {
      accountNumber: '7777000011',
      holderName: 'Other',
      paymentPassword: '000000',
    });
    expect(codeOf(wrongPassword)).toBe(ErrorCode.paymentPasswordIncorrect);
    const noPassword = await bind(trial, { accountNumber: '7777000012', holderName: 'Trial' });
    expect(codeOf(noPassword)).toBe(ErrorCode.trialAccount);
    const unknownBank = await bind(other, {
      bankCode: 'NOPE',
      accountNumber: '7777000013',
      holderName: 'Other',
    });
    expect(codeOf(unknownBank)).toBe(ErrorCode.requestParamErr);
    expect(await cardCount(other)).toBe(0);
  });
});
