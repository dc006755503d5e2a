/**
 * Customer service and the CBS3 chat room. The platform's customer-service answer holds its
 * desks' paths sealed; the gateway opens them (CS_PATH_KEY, shared with the platform), picks the web's
 * entry (type 3) of the VIP desk for members ranked above 4 and of the live desk otherwise, and hands
 * the browser that one URL. The chat room's URL is made by the platform for the member's session.
 */
import {
  accountsEndpoints,
  CustomerServiceValueSchema,
  ErrorCode,
  supportEndpoints,
  VIP_CHAT_MIN_RANK_EXCLUSIVE,
  WEB_CUSTOMER_SERVICE_TYPE,
  type CustomerServicePath,
  type SupportUrl,
} from '@portal/contracts';
import { DecryptionError, openPath } from '@portal/contracts/crypto';
import { AppError, toAppError } from '../../errors/app-error.js';
import type { Context } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import { loadModules, loadStatus } from '../../platform/status.js';

export const CHAT_ROOM_MODULE = 'CBS3';

/**
 * Only a same-origin path or an http(s) URL may reach `window.location`: a sealed `javascript:` URL
 * (a compromised or misconfigured platform) must never run in the portal's origin.
 */
export function isSafeChatUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Adds the visitor's language so the desk answers in it (the demo vendor reads `language`). */
function withLanguage(url: string, language: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set('language', language);
  return url.startsWith('/') ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

function webEntry(list: readonly CustomerServicePath[] | undefined): CustomerServicePath | undefined {
  return list?.find((p) => p.type === WEB_CUSTOMER_SERVICE_TYPE);
}

/** The member's club rank level, or null for a visitor (or when it cannot be read right now). */
async function rankLevelOf(ctx: Context): Promise<number | null> {
  const session = ctx.session;
  if (!session?.data.upstreamToken) return null;
  try {
    const info = await ctx.services.upstream.call(accountsEndpoints.memberInfo, {
      ...ctx.visitor,
      token: session.data.upstreamToken,
    });
    return info.clubLabel?.rankLevel ?? null;
  } catch (err) {
    // Customer service must still open for someone whose profile cannot be read: the live desk.
    ctx.log.warn({ code: toAppError(err).code }, 'rank level unavailable for customer service');
    return null;
  }
}

export async function customerServiceUrl(ctx: Context): Promise<SupportUrl> {
  const { services, visitor } = ctx;
  const [value, rankLevel] = await Promise.all([
    services.cache.getOrLoad(
      'customerService',
      services.config.cacheTtl.contentS,
      CustomerServiceValueSchema,
      () => services.upstream.call(supportEndpoints.customerService, visitor),
    ),
    rankLevelOf(ctx),
  ]);
  const isVip = rankLevel !== null && rankLevel > VIP_CHAT_MIN_RANK_EXCLUSIVE;
  const entry = (isVip ? webEntry(value.vip?.pathList) : undefined) ?? webEntry(value.version.pathList);
  if (!entry)
    throw new AppError(ErrorCode.customerServiceUnavailable, 'the brand has no web customer-service desk');
  let url: string;
  try {
    url = openPath(entry.path, services.config.csPathKey);
  } catch (err) {
    if (err instanceof DecryptionError) {
      throw new AppError(
        ErrorCode.customerServiceUnavailable,
        'customer-service path cannot be opened',
        undefined,
        {
          cause: err,
        },
      );
    }
    throw err;
  }
  if (!isSafeChatUrl(url)) {
    throw new AppError(ErrorCode.customerServiceUnavailable, 'customer-service path is not a web address');
  }
  return { url: withLanguage(url, visitor.language) };
}

async function requireChatRoom(ctx: MemberContext): Promise<void> {
  const modules = await loadModules(ctx.services, ctx.visitor);
  if (modules[CHAT_ROOM_MODULE] !== true) {
    throw new AppError(ErrorCode.functionNotAvailable, 'the chat room is switched off');
  }
}

export async function chatRoomUrl(ctx: MemberContext, input: { headerColor: string }): Promise<SupportUrl> {
  await requireChatRoom(ctx);
  const status = await loadStatus(ctx.services, ctx.visitor);
  const { chatUrl } = await ctx.services.upstream.call(supportEndpoints.chatUrl, {
    ...callMeta(ctx),
    query: {
      b2c: '1',
      title: status.info.brand.name.slice(0, 60),
      language: ctx.visitor.language,
      headerColor: input.headerColor,
    },
  });
  if (!isSafeChatUrl(chatUrl))
    throw new AppError(ErrorCode.upstreamBadResponse, 'chat URL is not a web address');
  return { url: chatUrl };
}

export async function chatUnread(ctx: MemberContext): Promise<{ count: number }> {
  const modules = await loadModules(ctx.services, ctx.visitor);
  if (modules[CHAT_ROOM_MODULE] !== true) return { count: 0 };
  const count = await ctx.services.upstream.call(supportEndpoints.chatUnread, callMeta(ctx));
  return { count };
}
