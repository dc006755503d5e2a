import { protectionEndpoints, type ProtectionSettings, type SelfExcludeRequest } from '@portal/contracts';
import { clearSessionCookie } from '../../session/session.cookie.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

/**
 * Self-exclusion: the platform records it and revokes every token of the member (its event ends the
 * member's other gateway sessions); this caller's session ends here at once, so the answer is the
 * last thing the member sees signed in.
 */
export async function selfExclude(
  ctx: MemberContext,
  input: SelfExcludeRequest,
): Promise<ProtectionSettings> {
  const settings = await ctx.services.upstream.call(protectionEndpoints.selfExclude, {
    ...callMeta(ctx),
    body: input,
  });
  const session = ctx.session;
  await ctx.services.sessions.destroy(session.id);
  if (ctx.reply) clearSessionCookie(ctx.reply, { secure: ctx.services.config.cookieSecure });
  return settings;
}
