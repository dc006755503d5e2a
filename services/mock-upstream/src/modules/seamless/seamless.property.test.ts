import { envelope, ErrorCode, fromMinor, SeamlessResultSchema, toMinor } from '@portal/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { balances, createMember, expectLedgerOk, fund, type TestMember } from '../../test/wallet.js';
import { signedSeamlessRequest, type SeamlessCallKind } from './seamless.service.js';
import { propertyRuns } from '@portal/contracts/testing/property-runs';

/**
 * Random sequences of a vendor's debits, credits and rollbacks on a few rounds, with replays of
 * earlier calls and reused transaction ids mixed in. Whatever the sequence, the money the platform
 * acknowledged (200, not replayed) is exactly what moved, every refusal is one of the defined ones,
 * and the ledger and the rounds agree.
 */
let t: TestApp;
let player: TestMember;
let run = 0;
const DECIMALS = 2;

beforeAll(async () => {
  t = await startTestApp();
  player = await createMember(t.app, await rsaKey(t.app), { prefix: 'sp' });
  await fund(t.app, player.account, '50.00');
});
afterAll(async () => t?.close());

type Command =
  | { kind: 'debit'; round: number; amount: number }
  | { kind: 'credit'; round: number; amount: number }
  | { kind: 'rollback'; round: number; pick: number }
  | { kind: 'replay'; pick: number }
  | { kind: 'reuse'; pick: number; amount: number };

const round = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 0, max: 2_500 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('debit' as const), round, amount }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), round, amount }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('rollback' as const), round, pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reuse' as const), pick: fc.nat(), amount }), weight: 1 },
);

const DEFINED_REFUSALS = new Set<string>([
  ErrorCode.insufficientBalance,
  ErrorCode.invalidAmount,
  ErrorCode.idempotencyKeyReused,
  ErrorCode.roundNotFound,
  ErrorCode.roundClosed,
  ErrorCode.roundSettled,
]);

interface SentCall {
  path: SeamlessCallKind;
  body: Record<string, unknown>;
}

const money = (minor: number) => fromMinor(BigInt(minor), DECIMALS);

async function send(sent: SentCall) {
  const res = await t.app.inject(
    signedSeamlessRequest(t.config.seamlessSecret, sent.path, sent.body as { vendor: string }),
  );
  const body = json(res) as { success: boolean; errorCode?: string };
  if (body.success) return { ok: envelope(SeamlessResultSchema).parse(body).value };
  return { refused: body.errorCode ?? String(res.statusCode) };
}

describe('seamless wallet under random call sequences', () => {
  it('moves exactly what it acknowledges and keeps rounds and ledger in agreement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 16 }), async (commands) => {
        run += 1;
        const mainMinor = async () => toMinor((await balances(t.app, player.token)).get(1) ?? '0', DECIMALS);
        const start = await mainMinor();
        let expected = start;
        const sent: SentCall[] = [];
        /** Debits the platform applied, by txId, with their round and amount (for rollbacks). */
        const debits: { txId: string; round: string; amount: bigint }[] = [];
        let seq = 0;
        const base = { vendor: 'PROP', account: player.account };
        const roundId = (r: number) => `p${process.pid}-${run}-r${r}`;

        for (const c of commands) {
          let call: SentCall;
          if (c.kind === 'debit' || c.kind === 'credit') {
            call = {
              path: c.kind,
              body: {
                ...base,
                txId: `p${run}-${(seq += 1)}`,
                roundId: roundId(c.round),
                gameCode: 'g',
                amount: money(c.amount),
              },
            };
          } else if (c.kind === 'rollback') {
            const own = debits.filter((d) => d.round === roundId(c.round));
            const target = own.length > 0 ? own[c.pick % own.length]?.txId : `never-${c.pick}`;
            call = {
              path: 'rollback',
              body: { ...base, txId: `p${run}-${(seq += 1)}`, roundId: roundId(c.round), refTxId: target },
            };
          } else {
            const earlier = sent[c.pick % Math.max(sent.length, 1)];
            if (!earlier) continue;
            call =
              c.kind === 'replay'
                ? earlier
                : {
                    path: earlier.path,
                    body: { ...earlier.body, amount: money(c.amount), refTxId: 'other' },
                  };
          }
          const answer = await send(call);
          sent.push(call);
          if ('refused' in answer) {
            expect(DEFINED_REFUSALS, `refused ${answer.refused}`).toContain(answer.refused);
            continue;
          }
          const value = answer.ok;
          if (!value.replayed) {
            const body = call.body as { txId: string; roundId: string; amount?: string; refTxId?: string };
            if (call.path === 'debit') {
              const moved = toMinor(body.amount ?? '0', DECIMALS);
              expected -= moved;
              debits.push({ txId: body.txId, round: body.roundId, amount: moved });
            } else if (call.path === 'credit') {
              expected += toMinor(body.amount ?? '0', DECIMALS);
            } else {
              const debit = debits.find((d) => d.txId === body.refTxId);
              expect(debit, 'a rollback was acknowledged for a debit never applied').toBeDefined();
              expected += debit?.amount ?? 0n;
            }
          }
          expect(toMinor(value.balance, DECIMALS)).toBe(expected);
        }
        expect(await mainMinor()).toBe(expected);
        await expectLedgerOk(t.app);
      }),
      { numRuns: propertyRuns(25) },
    );
  });
});
