/**
 * What a logged-in person sees of their own account: who they are and their picture. Calls carry the
 * session's platform token; a 401 from the platform ends the local session (see trpc/procedures.ts).
 */
import {
  accountsEndpoints,
  ErrorCode,
  TRIAL_TYPE,
  isAgentType,
  type AvatarSchema,
  type MemberInfo,
} from '@portal/contracts';
import type { z } from 'zod';
import { toAppError } from '../../errors/app-error.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

export type Avatar = z.infer<typeof AvatarSchema>;

export interface Me {
  info: MemberInfo;
  /** Null when the avatar service failed: the account page still works without a picture. */
  avatar: Avatar | null;
  isAgent: boolean;
  isTrial: boolean;
}

export async function getMe(ctx: MemberContext): Promise<Me> {
  const { upstream } = ctx.services;
  const [info, avatar] = await Promise.all([
    upstream.call(accountsEndpoints.memberInfo, callMeta(ctx)),
    upstream.call(accountsEndpoints.avatar, callMeta(ctx)).catch((err: unknown) => {
      // A dead session is not a missing picture: let it end the session.
      if (toAppError(err).code === ErrorCode.notSession) throw err;
      ctx.log.warn({ code: toAppError(err).code }, 'avatar unavailable');
      return null;
    }),
  ]);
  // The platform's type is the truth (an approved agent application changes it): the session,
  // which holds the type of its login, follows it so the agent procedures serve the new agent.
  if (info.type !== ctx.session.data.type) {
    await ctx.services.sessions.update(ctx.session, { type: info.type, isAgent: isAgentType(info.type) });
  }
  return { info, avatar, isAgent: isAgentType(info.type), isTrial: info.type === TRIAL_TYPE };
}
