/**
 * How the descriptor walk calls each seamless endpoint (see walk.ts). The caller of these is a game
 * vendor, not the gateway: the body is signed as the demo vendor signs it (seamless-client.ts, with
 * the platform's SEAMLESS_SECRET) and sent with fetch; the answer is parsed with the descriptor's
 * own schema, as the walk's client does for the others.
 */
import { envelope, seamlessEndpoints } from '@portal/contracts';
import { signedSeamlessRequest, type SeamlessCallKind } from '@portal/mock-upstream/seamless';
import { fund, walkRequestId } from './wallet.examples.js';
import type { Examples, Walk } from './walk.js';

const VENDOR = 'DEMO';
const ACCOUNT = 'demoplayer';

async function vendorCall(walk: Walk, kind: SeamlessCallKind, body: Record<string, unknown>) {
  const request = signedSeamlessRequest(walk.stack.upstream.config.seamlessSecret, kind, {
    vendor: VENDOR,
    account: ACCOUNT,
    ...body,
  });
  const res = await fetch(`${walk.stack.upstreamUrl}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.payload,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${seamlessEndpoints[kind].id} answered ${res.status}: ${text}`);
  return envelope(seamlessEndpoints[kind].response).parse(JSON.parse(text)).value;
}

/** A 1.00 bet on a fresh round of the demo slot; returns its round and transaction ids. */
async function bet(walk: Walk): Promise<{ roundId: string; txId: string }> {
  await fund(walk, 'player');
  const roundId = walkRequestId('round');
  const txId = walkRequestId('debit');
  await vendorCall(walk, 'debit', { txId, roundId, gameCode: 'DEMOSLOT', amount: '1.00' });
  return { roundId, txId };
}

/** A settled 1.00 round of the demo slot for demoplayer (valid bets for the rebate examples, a round to dispute). */
export async function settledRound(walk: Walk): Promise<{ vendor: string; roundId: string }> {
  const { roundId } = await bet(walk);
  await vendorCall(walk, 'credit', {
    txId: walkRequestId('credit'),
    roundId,
    gameCode: 'DEMOSLOT',
    amount: '0.50',
  });
  return { vendor: VENDOR, roundId };
}

export const seamlessExamples: Examples = {
  'seamless.balance': (walk) => vendorCall(walk, 'balance', {}),
  'seamless.debit': (walk) => bet(walk),
  'seamless.credit': async (walk) => {
    const { roundId } = await bet(walk);
    return vendorCall(walk, 'credit', {
      txId: walkRequestId('credit'),
      roundId,
      gameCode: 'DEMOSLOT',
      amount: '2.00',
    });
  },
  'seamless.rollback': async (walk) => {
    const { roundId, txId } = await bet(walk);
    return vendorCall(walk, 'rollback', { txId: walkRequestId('rollback'), roundId, refTxId: txId });
  },
};
