import { envelope, ErrorCode, seamlessEndpoints, type SeamlessResult } from '@portal/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { signedSeamlessRequest, type SeamlessCallKind } from '../seamless/seamless.service.js';

/** What the demo vendor needs of the platform: an in-process HTTP call (Fastify's inject). */
export type Inject = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

export type SeamlessAnswer =
  { ok: true; value: SeamlessResult } | { ok: false; errorCode: string; message: string };

/**
 * The demo vendor's side of the seamless-wallet API. It moves money only through the platform's
 * signed HTTP calls (seamlessEndpoints), exactly as an outside vendor would; it is handed an
 * in-process transport so that it needs no listening port, but it has no other way into the wallet.
 */
export function createSeamlessClient(deps: { inject: Inject; masterSecret: string }) {
  async function call(
    merchant: string,
    kind: SeamlessCallKind,
    body: { vendor: string } & Record<string, unknown>,
  ): Promise<SeamlessAnswer> {
    const request = signedSeamlessRequest(deps.masterSecret, kind, body);
    const res = await deps.inject({ ...request, headers: { ...request.headers, merchant } });
    const parsed = envelope(seamlessEndpoints[kind].response).safeParse(res.json());
    if (parsed.success) return { ok: true, value: parsed.data.value };
    const failed = res.json() as { errorCode?: string; message?: string };
    return {
      ok: false,
      errorCode: failed.errorCode ?? 'SYSTEM_ERROR',
      message: failed.message ?? `seamless ${kind} answered ${res.statusCode}`,
    };
  }

  return {
    balance: (merchant: string, vendor: string, account: string) =>
      call(merchant, 'balance', { vendor, account }),
    debit: (
      merchant: string,
      b: { vendor: string; account: string; txId: string; roundId: string; gameCode: string; amount: string },
    ) => call(merchant, 'debit', b),
    credit: (
      merchant: string,
      b: { vendor: string; account: string; txId: string; roundId: string; gameCode: string; amount: string },
    ) => call(merchant, 'credit', b),
    rollback: (
      merchant: string,
      b: { vendor: string; account: string; txId: string; roundId: string; refTxId: string },
    ) => call(merchant, 'rollback', b),
  };
}
export type SeamlessClient = ReturnType<typeof createSeamlessClient>;

/** A wallet call that threw (the platform unreachable) answers as the platform's SYSTEM_ERROR would. */
export async function attemptSeamless(call: () => Promise<SeamlessAnswer>): Promise<SeamlessAnswer> {
  try {
    return await call();
  } catch {
    return { ok: false, errorCode: ErrorCode.systemError, message: 'the wallet could not be reached' };
  }
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/**
 * What a betting table answers when the wallet refuses a bet's debit: the balance, or its code. The
 * field errors name the request's fields: its stake (`amount`) and its id (`betId`) unless a game
 * calls them otherwise (the fishing game's `level` and `shotId`).
 */
export function betRefusal(errorCode: string, fields: { id?: string; amount?: string } = {}): AppError {
  if (errorCode === ErrorCode.insufficientBalance) {
    return AppError.rule(ErrorCode.insufficientBalance, 'the balance is too low for this bet', {
      [fields.amount ?? 'amount']: 'insufficient_balance',
    });
  }
  const code = KNOWN_CODES.has(errorCode) ? (errorCode as ErrorCode) : ErrorCode.systemError;
  return AppError.rule(code, 'the wallet refused the bet', { [fields.id ?? 'betId']: 'bet_refused' });
}
