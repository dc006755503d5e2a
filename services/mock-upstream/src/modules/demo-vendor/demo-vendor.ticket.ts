import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameSignature } from '../../lib/signed-body.js';

/**
 * The launch ticket of the built-in demo vendor: what `games.launch` hands the game page
 * (in its `game_url`), signed by the platform with a key derived from the seamless master secret.
 * It names the merchant, the player, the vendor, the game and whether money is real; it expires.
 * The demo vendor trusts only a ticket whose signature holds, so a player cannot play as another.
 *
 * Format: base64url(JSON payload) "." hex HMAC-SHA256 of that base64url text.
 */
export const LaunchTicketSchema = z.object({
  /** merchant code */
  m: z.string().min(1).max(32),
  /** member account */
  a: z.string().min(1).max(64),
  /** vendor code (the seamless-wallet vendor) */
  v: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  /** game code */
  g: z.string().min(1).max(64),
  /** 1 real money, 0 free play */
  t: z.union([z.literal(0), z.literal(1)]),
  /** language */
  l: z.string().max(8),
  /** expiry, epoch ms */
  e: z.number().int(),
  /** random id of this launch (round ids of the session are made from it) */
  n: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
});
export type LaunchTicket = z.infer<typeof LaunchTicketSchema>;

/** How long a game page may keep playing on one launch. */
export const LAUNCH_TICKET_TTL_MS = 8 * 60 * 60 * 1000;

function ticketKey(masterSecret: string): Buffer {
  return createHmac('sha256', masterSecret).update('demo-vendor launch ticket').digest();
}

export function signLaunchTicket(masterSecret: string, ticket: LaunchTicket): string {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  const mac = createHmac('sha256', ticketKey(masterSecret)).update(body).digest('hex');
  return `${body}.${mac}`;
}

/** The ticket when its signature holds and it has not expired; null otherwise (never throws). */
export function openLaunchTicket(masterSecret: string, text: string, now = Date.now()): LaunchTicket | null {
  if (text.length > 2048) return null;
  const dot = text.indexOf('.');
  if (dot <= 0) return null;
  const body = text.slice(0, dot);
  const mac = text.slice(dot + 1);
  const expected = createHmac('sha256', ticketKey(masterSecret)).update(body).digest('hex');
  if (!sameSignature(mac, expected)) return null;
  try {
    const parsed = LaunchTicketSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.e <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
