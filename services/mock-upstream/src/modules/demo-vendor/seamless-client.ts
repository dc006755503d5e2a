import { envelope, seamlessEndpoints, type SeamlessResult } from '@portal/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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
