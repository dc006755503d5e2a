import type { ChatMessage, ChatUrlQuery, CustomerServiceValue, LanguageCode } from '@portal/contracts';
import { sealPath } from '@portal/contracts/crypto';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { vipDeskKey } from '../../db/seed/brand.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { SystemRepository } from '../system/system.repository.js';
import { agentReply, roomGreeting } from './support-chat.text.js';

/** Where the demo chat pages live; relative, so the browser reaches them through the gateway's proxy. */
export const SUPPORT_CHAT_BASE = '/support-chat';

/** The VIP desk's paths: a settings row per merchant (`vipDeskKey`, seeded in db/seed/brand.ts). */
export const VipDeskSchema = z.object({
  pathList: z.array(z.object({ type: z.number().int(), url: z.string().min(1) })),
});

const TICKET_TTL_MS = 12 * 3600_000;
const MAX_CONVERSATIONS = 1000;
const MAX_MESSAGES = 200;

const TicketSchema = z.object({
  m: z.number().int(),
  n: z.string(),
  c: z.string(),
  exp: z.number().int(),
});
export type ChatTicket = z.infer<typeof TicketSchema>;

interface StoredMessage {
  id: number;
  memberId: number | null;
  from: 'visitor' | 'agent' | 'member';
  name: string;
  text: string;
  at: string;
}

export function createSupportService(deps: { repo: SystemRepository; csPathKey: string; now?: () => Date }) {
  const { repo, csPathKey } = deps;
  const now = deps.now ?? (() => new Date());
  const ticketKey = createHmac('sha256', csPathKey).update('chat-ticket').digest();
  // The demo chat vendor keeps its conversations in memory: a restart starts every chat afresh.
  const conversations = new Map<
    string,
    { language: LanguageCode; vip: boolean; messages: StoredMessage[] }
  >();
  const rooms = new Map<string, { messages: StoredMessage[]; lastRead: Map<number, number> }>();
  let nextId = 1;

  const message = (m: Omit<StoredMessage, 'id' | 'at'>): StoredMessage => ({
    ...m,
    id: nextId++,
    at: now().toISOString(),
  });

  function sign(payload: string): string {
    return createHmac('sha256', ticketKey).update(payload).digest('base64url');
  }

  function room(merchantCode: string) {
    let r = rooms.get(merchantCode);
    if (!r) {
      r = { messages: [], lastRead: new Map() };
      rooms.set(merchantCode, r);
    }
    return r;
  }

  return {
    async customerService(merchant: MerchantRow): Promise<CustomerServiceValue> {
      const [rows, vipRaw] = await Promise.all([
        repo.listCustomerServicePaths(merchant.id),
        repo.getSetting(vipDeskKey(merchant.code)),
      ]);
      const vip = VipDeskSchema.safeParse(vipRaw);
      return {
        version: { pathList: rows.map((r) => ({ type: r.type, path: sealPath(r.url, csPathKey) })) },
        vip: vip.success
          ? { pathList: vip.data.pathList.map((p) => ({ type: p.type, path: sealPath(p.url, csPathKey) })) }
          : null,
      };
    },

    /** The chat room's URL for this member: a signed ticket names them to the room page. */
    chatUrl(merchant: MerchantRow, member: MemberRow, query: ChatUrlQuery): { chatUrl: string } {
      refuseTrial(member, 'cannot use the chat room');
      const payload = Buffer.from(
        JSON.stringify({
          m: member.id,
          n: member.nickname,
          c: merchant.code,
          exp: now().getTime() + TICKET_TTL_MS,
        } satisfies ChatTicket),
      ).toString('base64url');
      const params = new URLSearchParams({
        ticket: `${payload}.${sign(payload)}`,
        b2c: query.b2c,
        title: query.title,
        language: query.language,
        headerColor: query.headerColor,
      });
      return { chatUrl: `${SUPPORT_CHAT_BASE}/room?${params.toString()}` };
    },

    /** Reads a ticket; null when it is forged, altered or expired. */
    readTicket(ticket: string): ChatTicket | null {
      const [payload, signature] = ticket.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const parsed = TicketSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return parsed.success && parsed.data.exp > now().getTime() ? parsed.data : null;
      } catch {
        return null;
      }
    },

    unread(merchantCode: string, memberId: number): number {
      const r = room(merchantCode);
      const last = r.lastRead.get(memberId) ?? 0;
      return r.messages.filter((m) => m.id > last && m.memberId !== memberId).length;
    },

    roomMessages(ticket: ChatTicket, after: number, language: LanguageCode): ChatMessage[] {
      const r = room(ticket.c);
      const last = r.messages.at(-1);
      if (last) r.lastRead.set(ticket.m, last.id);
      // The host's welcome opens every reader's first page, in the reader's language (never stored).
      const greeting: ChatMessage[] =
        after === 0
          ? [{ id: 0, from: 'agent', name: 'Host', text: roomGreeting(language), at: now().toISOString() }]
          : [];
      return greeting.concat(
        r.messages
          .filter((m) => m.id > after)
          .map((m) => ({
            id: m.id,
            from: m.memberId === ticket.m ? 'me' : m.from === 'agent' ? 'agent' : 'member',
            name: m.name,
            text: m.text,
            at: m.at,
          })),
      );
    },

    postToRoom(ticket: ChatTicket, text: string): void {
      const r = room(ticket.c);
      r.messages.push(message({ memberId: ticket.m, from: 'member', name: ticket.n, text }));
      if (r.messages.length > MAX_MESSAGES) r.messages.splice(0, r.messages.length - MAX_MESSAGES);
    },

    liveMessages(conversationId: string, after: number): ChatMessage[] {
      const c = conversations.get(conversationId);
      if (!c) return [];
      return c.messages
        .filter((m) => m.id > after)
        .map((m) => ({
          id: m.id,
          from: m.from === 'visitor' ? 'me' : 'agent',
          name: m.name,
          text: m.text,
          at: m.at,
        }));
    },

    /** A visitor's message to the live desk; the desk's automated agent answers at once. */
    postLive(conversationId: string, text: string, language: LanguageCode, vip: boolean): void {
      let c = conversations.get(conversationId);
      if (!c) {
        if (conversations.size >= MAX_CONVERSATIONS) {
          const oldest = conversations.keys().next().value;
          if (oldest !== undefined) conversations.delete(oldest);
        }
        c = { language, vip, messages: [] };
        conversations.set(conversationId, c);
      }
      c.messages.push(message({ memberId: null, from: 'visitor', name: '', text }));
      c.messages.push(
        message({
          memberId: null,
          from: 'agent',
          name: vip ? 'VIP' : 'Agent',
          text: agentReply(text, language, vip),
        }),
      );
      if (c.messages.length > MAX_MESSAGES) c.messages.splice(0, c.messages.length - MAX_MESSAGES);
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
