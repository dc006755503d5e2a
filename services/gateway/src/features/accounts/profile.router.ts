/**
 * The member centre's profile and security centre (profile.endpoints.ts): the profile
 * form, the avatar, binding an e-mail or mobile with a code, the login history and the live
 * sessions. The rules (the brand's fields, the age, the codes' limits) live on the platform; these
 * forward, a code to a mobile after the gateway's SMS budgets (sms.service.ts). Ending a session revokes its platform token there, and the platform's session.revoked
 * makes every gateway end the sessions that held it (ADR 0003); ending the caller's own session
 * also ends it here at once, as a logout does.
 */
import {
  AvatarChoiceSchema,
  BindEmailSchema,
  BindMobileSchema,
  EmailCodeRequestSchema,
  MemberLanguageSchema,
  MobileCodeRequestSchema,
  ProfileUpdateSchema,
  profileEndpoints as e,
} from '@portal/contracts';
import { z } from 'zod';
import { clearSessionCookie } from '../../session/session.cookie.js';
import { router } from '../../trpc/init.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import { callMeta, memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';
import { retryAfter } from './accounts.common.js';
import { sendMobileCode } from './sms.service.js';

export const profileRouter = router({
  get: realAccountProcedure.query(forward(e.profile)),
  update: realAccountProcedure.input(ProfileUpdateSchema).mutation(forwardBody(e.updateProfile)),
  /** The member's interface language, restored at the next login on any device (`member.me`'s info). */
  setLanguage: memberProcedure.input(MemberLanguageSchema).mutation(forwardBody(e.setLanguage)),
  avatars: realAccountProcedure.query(forward(e.avatarIcons)),
  chooseAvatar: realAccountProcedure.input(AvatarChoiceSchema).mutation(forwardBody(e.chooseAvatar)),
  sendEmailCode: realAccountProcedure.input(EmailCodeRequestSchema).mutation(forwardBody(e.sendEmailCode)),
  bindEmail: realAccountProcedure.input(BindEmailSchema).mutation(forwardBody(e.bindEmail)),
  /** Through the gateway's SMS budgets, as every send (sms.service.ts). */
  sendMobileCode: realAccountProcedure
    .use(retryAfter)
    .input(MobileCodeRequestSchema)
    .mutation(({ ctx, input }) => sendMobileCode(ctx, input)),
  bindMobile: realAccountProcedure.input(BindMobileSchema).mutation(forwardBody(e.bindMobile)),
  loginHistory: realAccountProcedure.input(PageInputSchema).query(forwardQuery(e.loginHistory)),
  sessions: realAccountProcedure.query(forward(e.sessions)),
  endSession: realAccountProcedure
    .input(z.object({ id: z.number().int().min(1) }))
    .mutation(async ({ ctx, input }) => {
      const answer = await ctx.services.upstream.call(e.endSession, { ...callMeta(ctx), params: input });
      if (answer.current) {
        // The caller signed itself out: its record goes now (announced, so its sockets close too).
        await ctx.services.sessions.destroy(ctx.session.id);
        if (ctx.reply) clearSessionCookie(ctx.reply, { secure: ctx.services.config.cookieSecure });
      }
      return answer;
    }),
});
