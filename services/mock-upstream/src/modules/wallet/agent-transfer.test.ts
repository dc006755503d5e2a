import {
  AgentTransferSchema,
  envelope,
  ErrorCode,
  TransactionRecordsSchema,
  toMinor,
  TransferTargetsSchema,
  type RsaKey,
  walletEndpoints,
} from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { encrypted, errorOf, rsaKey } from '../../test/accounts.js';
import {
  balances,
  call,
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  type TestMember,
} from '../../test/wallet.js';
import { setPaymentPassword } from '../payments/payment-password.js';

let t: TestApp;
let key: RsaKey;
let upline: TestMember;
let agent: TestMember;
let downline: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  upline = await createMember(t.app, key, { type: 2, prefix: 'up' });
  agent = await createMember(t.app, key, { type: 1, uplineId: upline.id, prefix: 'ag' });
  downline = await createMember(t.app, key, { type: 3, uplineId: agent.id, prefix: 'dn' });
  stranger = await createMember(t.app, key, { type: 41, prefix: 'st' });
  await setPaymentPassword(t.app.db, agent.id, { newPaymentPassword: '123456' });
  await fund(t.app, agent.account, '20.00');
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

const send = (from: TestMember, body: Record<string, unknown>) =>
  encrypted(
    t.app,
    key,
    'POST',
    walletEndpoints.agentTransfer.path,
    { requestId: nextRequestId('ag'), paymentPassword: '123456', ...body },
    { authorization: from.token },
  );

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

async function recordsOf(member: TestMember) {
  const day = today();
  const res = await call(
    t.app,
    member.token,
    'GET',
    `${walletEndpoints.transactions.path}?startDate=${day}&endDate=${day}`,
  );
  return envelope(TransactionRecordsSchema).parse(json(res)).value.list;
}

describe('agent transfer targets', () => {
  it('lists the upline and the direct downlines of an agent', async () => {
    const res = await call(t.app, agent.token, 'GET', walletEndpoints.agentTransferTargets.path);
    expect(envelope(TransferTargetsSchema).parse(json(res)).value).toEqual({
      upline: { account: upline.account, nickname: `Nick ${upline.account}` },
      downlines: [{ account: downline.account, nickname: `Nick ${downline.account}` }],
    });
    const top = await call(t.app, upline.token, 'GET', walletEndpoints.agentTransferTargets.path);
    expect(envelope(TransferTargetsSchema).parse(json(top)).value.upline).toBeNull();
  });

  it('refuses players and trial accounts', async () => {
    const res = await call(t.app, downline.token, 'GET', walletEndpoints.agentTransferTargets.path);
    expect(errorOf(res).errorCode).toBe(ErrorCode.agentOnly);
    const trial = await createMember(t.app, key, { type: 4, prefix: 'guest' });
    const refused = await send(trial, { targetAccount: agent.account, amount: '1' });
    expect(errorOf(refused).errorCode).toBe(ErrorCode.trialAccount);
    const player = await send(downline, { targetAccount: agent.account, amount: '1' });
    expect(errorOf(player).errorCode).toBe(ErrorCode.agentOnly);
  });
});

describe('agent transfer', () => {
  it('moves main to main to a direct downline and to the upline; records read OUT and IN', async () => {
    const down = await send(agent, { targetAccount: downline.account.toUpperCase(), amount: '2.5' });
    expect(envelope(AgentTransferSchema).parse(json(down)).value).toMatchObject({
      targetAccount: downline.account,
      direction: 'downline',
      amount: '2.50',
    });
    const up = await send(agent, { targetAccount: upline.account, amount: '1' });
    expect(envelope(AgentTransferSchema).parse(json(up)).value.direction).toBe('upline');

    expect((await balances(t.app, agent.token)).get(1)).toBe('16.50');
    expect((await balances(t.app, downline.token)).get(1)).toBe('2.50');
    expect((await balances(t.app, upline.token)).get(1)).toBe('1.00');

    const mine = await recordsOf(agent);
    expect(mine.filter((r) => r.type === 'AGENT_TRANSFER_OUT').map((r) => r.amount)).toEqual([
      '-1.00',
      '-2.50',
    ]);
    const theirs = await recordsOf(downline);
    expect(theirs).toEqual([
      expect.objectContaining({
        type: 'AGENT_TRANSFER_IN',
        amount: '2.50',
        balanceAfter: '2.50',
        accountTypeId: 1,
      }),
    ]);
  });

  it('refuses a target that is neither the upline nor a direct downline', async () => {
    for (const target of [stranger.account, agent.account, 'nobody-at-all', 'demoplayer']) {
      const res = await send(agent, { targetAccount: target, amount: '1' });
      expect(errorOf(res)).toMatchObject({
        errorCode: ErrorCode.transferTargetNotAllowed,
        fields: { targetAccount: 'TRANSFER_TARGET_NOT_ALLOWED' },
      });
    }
  });

  it('returns the first transfer to a retry and refuses a reused request id', async () => {
    const before = (await balances(t.app, agent.token)).get(1);
    const requestId = nextRequestId('agr');
    const first = envelope(AgentTransferSchema).parse(
      json(await send(agent, { requestId, targetAccount: downline.account, amount: '1' })),
    ).value;
    const again = envelope(AgentTransferSchema).parse(
      json(await send(agent, { requestId, targetAccount: downline.account, amount: '1.00' })),
    ).value;
    expect(again).toEqual(first);
    const reused = await send(agent, { requestId, targetAccount: downline.account, amount: '2' });
    expect(errorOf(reused).errorCode).toBe(ErrorCode.idempotencyKeyReused);
    const after = (await balances(t.app, agent.token)).get(1);
    expect(toMinor(before ?? '', 2) - toMinor(after ?? '', 2)).toBe(100n);
  });

  it('answers 50 replays arriving together with the first transfer, before any password check', async () => {
    const before = (await balances(t.app, agent.token)).get(1);
    const requestId = nextRequestId('agstorm');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(agent, { requestId, targetAccount: downline.account, amount: '0.10' }),
      ),
    );
    const values = answers.map((res) => envelope(AgentTransferSchema).parse(json(res)).value);
    expect(new Set(values.map((v) => v.transferId)).size).toBe(1);
    // A replay after the fact answers the first transfer even with a wrong password.
    const late = await send(agent, {
      requestId,
      targetAccount: downline.account,
      amount: '0.10',
      paymentPassword: '000000',
    });
    expect(envelope(AgentTransferSchema).parse(json(late)).value).toEqual(values[0]);
    const after = (await balances(t.app, agent.token)).get(1);
    expect(toMinor(before ?? '', 2) - toMinor(after ?? '', 2)).toBe(10n);
  });

  it('moves exactly as far as the balance goes when 60 distinct transfers arrive together', async () => {
    const rich = await createMember(t.app, key, { type: 1, uplineId: upline.id, prefix: 'ag60' });
    const poor = await createMember(t.app, key, { type: 3, uplineId: rich.id, prefix: 'dn60' });
    await setPaymentPassword(t.app.db, rich.id, { newPaymentPassword: '123456' });
    await fund(t.app, rich.account, '10.00');
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => send(rich, { targetAccount: poor.account, amount: '0.50' })),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : errorOf(res).errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(20);
    expect(codes.filter((c) => c !== 'ok')).toEqual(
      Array.from({ length: 40 }, () => ErrorCode.insufficientBalance),
    );
    expect((await balances(t.app, rich.token)).get(1)).toBe('0.00');
  });

  it('refuses an overdraft and amounts with too many decimals', async () => {
    const over = await send(agent, { targetAccount: downline.account, amount: '1000' });
    expect(errorOf(over).errorCode).toBe(ErrorCode.insufficientBalance);
    const decimals = await send(agent, { targetAccount: downline.account, amount: '1.005' });
    expect(errorOf(decimals).errorCode).toBe(ErrorCode.invalidAmount);
  });

  it('needs the payment password: not set, wrong, then locked after five wrong ones', async () => {
    const res = await send(upline, { targetAccount: agent.account, amount: '1' });
    expect(errorOf(res).errorCode).toBe(ErrorCode.paymentPasswordNotSet);

    const other = await createMember(t.app, key, { type: 42, prefix: 'lk' });
    const child = await createMember(t.app, key, { type: 3, uplineId: other.id, prefix: 'lc' });
    await setPaymentPassword(t.app.db, other.id, { newPaymentPassword: '654321' });
    await fund(t.app, other.account, '5.00');
    for (let i = 0; i < 5; i++) {
      const wrong = await send(other, {
        targetAccount: child.account,
        amount: '1',
        paymentPassword: '000000',
      });
      expect(errorOf(wrong).errorCode).toBe(ErrorCode.paymentPasswordIncorrect);
    }
    const locked = await send(other, {
      targetAccount: child.account,
      amount: '1',
      paymentPassword: '654321',
    });
    expect(errorOf(locked).errorCode).toBe(ErrorCode.paymentPasswordLocked);
    expect((await balances(t.app, other.token)).get(1)).toBe('5.00');
  });

  it('only accepts an encrypted body', async () => {
    const res = await call(t.app, agent.token, 'POST', walletEndpoints.agentTransfer.path, {
      requestId: nextRequestId(),
      targetAccount: downline.account,
      amount: '1',
      paymentPassword: '123456',
    });
    expect(errorOf(res).errorCode).toBe(ErrorCode.decryptionFailed);
  });
});
