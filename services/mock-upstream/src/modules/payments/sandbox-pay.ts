import escapeHtml from 'escape-html';
import { randomBytes } from 'node:crypto';
import { fromMinor, type SandboxCallback } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hmacHex } from '../../lib/signed-body.js';
import { PAGE_SCRIPT_FAMILY, pageFontsLink } from '../../lib/page-fonts.js';
import { loadPageTexts, textIn, type PageLanguage } from '../../lib/page-text.js';
import type { PayText } from './pay-text/shape.js';
import { depositOrders, merchants, sandboxPayOrders } from '../../db/schema/index.js';

type ProviderOrder = typeof sandboxPayOrders.$inferSelect;

/** Longest wait between two callback attempts. */
export const CALLBACK_MAX_DELAY_MS = 60_000;
/** How long a claimed callback is reserved for the process sending it. */
const CLAIM_LEASE_SECONDS = 30;

export function signCallback(rawBody: string, secret: string): string {
  return hmacHex(rawBody, secret);
}

/** 1x, 2x, 4x ... the first delay after each failed attempt, capped at a minute. */
export function callbackDelayMs(attempts: number, firstDelayMs: number): number {
  const factor = 2 ** Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(firstDelayMs * factor, CALLBACK_MAX_DELAY_MS);
}

/** What the provider's transport answers: true when the platform acknowledged ({ ack: true }). */
export type DeliverCallback = (
  rawBody: string,
  signature: string,
) => Promise<{ ack: boolean; error?: string }>;

/**
 * The sandbox payment provider: a separate party that happens to live in this process. Its books
 * are `sandbox_pay_orders`; it learns of an order when the platform registers one, shows a pay page,
 * and owes the platform a signed callback once the payer decides, retried with backoff until
 * acknowledged. Several upstream processes may run the delivery: rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, and a double send is harmless (the platform is idempotent).
 */
export function createSandboxProvider(deps: {
  db: Db;
  config: Pick<Config, 'sandboxPaySecret' | 'sandboxCallbackRetryMs'>;
  deliver: DeliverCallback;
}) {
  const { db, config, deliver } = deps;

  function callbackBody(order: ProviderOrder): string {
    const body: SandboxCallback = {
      providerOrderId: order.providerOrderId,
      merchantOrderId: order.merchantOrderId,
      amount: fromMinor(order.amountMinor, order.decimals),
      status: order.status === 'paid' ? 'paid' : 'failed',
      paidAt: (order.paidAt ?? new Date()).toISOString(),
    };
    return JSON.stringify(body);
  }

  return {
    async register(
      tx: Db,
      input: {
        merchantOrderId: string;
        amountMinor: bigint;
        currency: string;
        decimals: number;
        returnUrl: string | null;
      },
    ): Promise<string> {
      const providerOrderId = `SP${randomBytes(10).toString('hex').toUpperCase()}`;
      await tx.insert(sandboxPayOrders).values({ providerOrderId, ...input });
      return providerOrderId;
    },

    /** The order and the merchant's name for the pay page. */
    async find(providerOrderId: string) {
      const [row] = await db
        .select({ order: sandboxPayOrders, merchantName: merchants.name })
        .from(sandboxPayOrders)
        .leftJoin(depositOrders, eq(depositOrders.orderNo, sandboxPayOrders.merchantOrderId))
        .leftJoin(merchants, eq(merchants.id, depositOrders.merchantId))
        .where(eq(sandboxPayOrders.providerOrderId, providerOrderId))
        .limit(1);
      return row ? { order: row.order, merchantName: row.merchantName ?? 'Merchant' } : undefined;
    },

    /**
     * The payer pays or gives up. Only a `created` order changes; the callback becomes due now.
     * Returns the order as it stands afterwards (a second click finds it decided already).
     */
    async decide(providerOrderId: string, outcome: 'paid' | 'failed'): Promise<ProviderOrder | undefined> {
      const [changed] = await db
        .update(sandboxPayOrders)
        .set({ status: outcome, paidAt: new Date(), callbackNextAt: new Date() })
        .where(
          and(eq(sandboxPayOrders.providerOrderId, providerOrderId), eq(sandboxPayOrders.status, 'created')),
        )
        .returning();
      if (changed) return changed;
      const [current] = await db
        .select()
        .from(sandboxPayOrders)
        .where(eq(sandboxPayOrders.providerOrderId, providerOrderId))
        .limit(1);
      return current;
    },

    /** Sends every due callback once; returns how many were acknowledged. */
    async deliverDue(limit = 20): Promise<number> {
      const claimed = (
        (await db.execute(sql`
          UPDATE sandbox_pay_orders
          SET callback_attempts = callback_attempts + 1,
              callback_next_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
          WHERE provider_order_id IN (
            SELECT provider_order_id FROM sandbox_pay_orders
            WHERE callback_acked_at IS NULL AND callback_next_at IS NOT NULL
              AND callback_next_at <= now() AND status IN ('paid', 'failed')
            ORDER BY callback_next_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          RETURNING provider_order_id`)) as unknown as { rows: { provider_order_id: string }[] }
      ).rows;
      let acked = 0;
      for (const { provider_order_id: id } of claimed) {
        const [order] = await db
          .select()
          .from(sandboxPayOrders)
          .where(eq(sandboxPayOrders.providerOrderId, id))
          .limit(1);
        if (!order) continue;
        const raw = callbackBody(order);
        let result: { ack: boolean; error?: string };
        try {
          result = await deliver(raw, signCallback(raw, config.sandboxPaySecret));
        } catch (err) {
          result = { ack: false, error: err instanceof Error ? err.message : String(err) };
        }
        if (result.ack) {
          acked += 1;
          await db
            .update(sandboxPayOrders)
            .set({ callbackAckedAt: new Date(), callbackNextAt: null, callbackLastError: null })
            .where(eq(sandboxPayOrders.providerOrderId, id));
        } else {
          const delay = callbackDelayMs(order.callbackAttempts, config.sandboxCallbackRetryMs);
          await db
            .update(sandboxPayOrders)
            .set({
              callbackNextAt: new Date(Date.now() + delay),
              callbackLastError: (result.error ?? 'not acknowledged').slice(0, 500),
            })
            .where(eq(sandboxPayOrders.providerOrderId, id));
        }
      }
      return acked;
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** The provider's words in every language the portal offers (pay-text/, one file each). */
export const PAY_TEXT = await loadPageTexts<PayText>(new URL('./pay-text/', import.meta.url));
/** Where the provider serves its pages and fonts (the gateway proxies it on the portal's origin). */
export const SANDBOX_PAY_BASE = '/sandbox-pay';
const NAME = 'Sandbox Pay';

/** The order's amount in the page's language (its digits and separators), then the currency. */
function amountIn(order: ProviderOrder, language: PageLanguage): string {
  const digits = { minimumFractionDigits: order.decimals, maximumFractionDigits: order.decimals };
  const figure = fromMinor(order.amountMinor, order.decimals) as Intl.StringNumericLiteral;
  return `${new Intl.NumberFormat(language.locale, digits).format(figure)} ${order.currency}`;
}

/** A figure or an order number inside a right-to-left sentence keeps its own order. */
const isolated = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;

/** The page's own address with its language: the form posts back to it, and the answer keeps it. */
export const payPagePath = (providerOrderId: string, lang: string) =>
  `${encodeURIComponent(providerOrderId)}?lang=${encodeURIComponent(lang)}`;

/** The pay page: plain HTML, no script, no inline style (the portal's CSP may forbid both); the
 * look comes from `pay.css` beside it. Relative URLs so it works behind the gateway's proxy. In
 * the player's language (`?lang=` of the pay URL the platform gives), right to left where it writes so. */
export function payPageHtml(
  input: { order: ProviderOrder; merchantName: string },
  language: PageLanguage,
): string {
  const { order, merchantName } = input;
  const text = textIn(PAY_TEXT, language.code);
  const decided = order.status !== 'created';
  const actions = decided
    ? `<p class="state">${escapeHtml(order.status === 'paid' ? text.orderPaid : text.orderFailed)}</p>`
    : `<form method="post" action="${payPagePath(order.providerOrderId, language.code)}">
      <button type="submit" name="action" value="pay" class="pay">${escapeHtml(text.pay)}</button>
      <button type="submit" name="action" value="fail" class="fail">${escapeHtml(text.decline)}</button>
    </form>`;
  return page(
    language,
    `<h1>${NAME}</h1>
    <p class="note">${escapeHtml(text.note)}</p>
    <dl>
      <dt>${escapeHtml(text.merchant)}</dt><dd>${isolated(merchantName)}</dd>
      <dt>${escapeHtml(text.amount)}</dt><dd class="amount">${isolated(amountIn(order, language))}</dd>
      <dt>${escapeHtml(text.order)}</dt><dd>${isolated(order.merchantOrderId)}</dd>
    </dl>
    ${actions}`,
  );
}

export function donePageHtml(order: ProviderOrder, language: PageLanguage): string {
  const text = textIn(PAY_TEXT, language.code);
  const done = order.status === 'paid' ? text.donePaid : text.doneFailed;
  const [before = '', after = ''] = done.split('{order}');
  return page(
    language,
    `<h1>${NAME}</h1>
    <p class="state">${escapeHtml(before)}${isolated(order.merchantOrderId)}${escapeHtml(after)}</p>
    <p>${escapeHtml(text.close)}</p>`,
  );
}

export function notFoundPageHtml(language: PageLanguage): string {
  const text = textIn(PAY_TEXT, language.code);
  return page(language, `<h1>${NAME}</h1><p class="state">${escapeHtml(text.notFound)}</p>`);
}

function page(language: PageLanguage, body: string): string {
  // The page sits at /sandbox-pay/pay/<id>: `pay.css` resolves to /sandbox-pay/pay/pay.css. Its icon
  // is inline and empty: without one the browser asks the portal's origin for a /favicon.ico.
  return `<!doctype html>
<html lang="${language.lang}" dir="${language.dir}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${NAME}</title>
  <link rel="icon" href="data:,">
  ${pageFontsLink(SANDBOX_PAY_BASE, language.lang)}
  <link rel="stylesheet" href="pay.css">
</head>
<body>
  <main>
    ${body}
  </main>
</body>
</html>
`;
}

export const PAY_CSS = `body{margin:0;font-family:'${PAGE_SCRIPT_FAMILY}',system-ui,sans-serif;background:#f3f5f9;color:#1d2433}
main{max-width:420px;margin:48px auto;padding:24px 28px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{margin:0 0 4px;font-size:1.4rem;color:#0b6bcb}
.note{margin:0 0 20px;color:#667085;font-size:.9rem}
dl{display:grid;grid-template-columns:fit-content(45%) 1fr;align-items:baseline;gap:8px 16px;margin:0 0 24px}
dt{color:#667085}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.2rem}
form{display:flex;gap:12px}
button{flex:1;padding:12px;border:0;border-radius:8px;font:inherit;font-size:1rem;cursor:pointer}
.pay{background:#0b6bcb;color:#fff}.fail{background:#e4e7ec;color:#1d2433}
.state{font-weight:600}
`;
