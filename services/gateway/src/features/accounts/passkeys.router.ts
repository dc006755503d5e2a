/**
 * The passkeys area (tRPC key `passkeys`): the member's passkeys in the security centre, the step-up
 * challenge of an operation that moves money out, and signing in with a passkey. The platform keeps
 * the credentials and verifies; the gateway names the origin and RP ID (passkeys.service.ts).
 */
import {
  AuthenticationResponseJsonSchema,
  PasskeyChallengeIdSchema,
  PasskeyPurposeSchema,
  PasskeyRegisterSchema,
  PasskeyRemoveSchema,
  PasskeyRenameSchema,
  passkeysEndpoints as e,
} from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { forward, forwardBody } from '../../trpc/forward.js';
import { callMeta, realAccountProcedure } from '../../trpc/procedures.js';
import { limit } from '../../trpc/rate-limit.js';
import { retryAfter } from './accounts.common.js';
import { login, loginOptions, relyingPartyOf } from './passkeys.service.js';

const IdSchema = z.object({ id: z.number().int().positive() });

/** Sign-ins are limited per IP like SMS logins; the challenge itself is cheap but stored. */
const signInOptionsLimit = limit({ name: 'passkeys.loginOptions', max: 60, windowMs: 60_000 });
const signInLimit = limit({ name: 'passkeys.login', max: 20, windowMs: 10 * 60_000 });
/** Removing by the account password is a password guess: limited per member. */
const removeLimit = limit({
  name: 'passkeys.remove',
  max: 5,
  windowMs: 15 * 60_000,
  key: (ctx) => ctx.session?.data.userId ?? ctx.visitor.ip,
});

export const passkeysRouter = router({
  list: realAccountProcedure.query(forward(e.list)),
  registrationOptions: realAccountProcedure.mutation(({ ctx }) =>
    ctx.services.upstream.call(e.registrationOptions, { ...callMeta(ctx), body: relyingPartyOf(ctx) }),
  ),
  register: realAccountProcedure.input(PasskeyRegisterSchema).mutation(forwardBody(e.register)),
  rename: realAccountProcedure.input(IdSchema.extend(PasskeyRenameSchema.shape)).mutation(({ ctx, input }) =>
    ctx.services.upstream.call(e.rename, {
      ...callMeta(ctx),
      params: { id: input.id },
      body: { name: input.name },
    }),
  ),
  remove: realAccountProcedure
    .use(retryAfter)
    .use(removeLimit)
    .input(PasskeyRemoveSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.upstream.call(e.remove, { ...callMeta(ctx), body: input });
      return { ok: true as const };
    }),
  /** A challenge for one operation (withdraw, agentTransfer, bindBankCard, paymentPassword, removePasskey). */
  stepUpOptions: realAccountProcedure
    .input(z.object({ purpose: PasskeyPurposeSchema }))
    .mutation(({ ctx, input }) =>
      ctx.services.upstream.call(e.stepUpOptions, {
        ...callMeta(ctx),
        body: { ...relyingPartyOf(ctx), purpose: input.purpose },
      }),
    ),
  loginOptions: publicProcedure
    .use(retryAfter)
    .use(signInOptionsLimit)
    .mutation(({ ctx }) => loginOptions(ctx)),
  login: publicProcedure
    .use(retryAfter)
    .use(signInLimit)
    .input(z.object({ challengeId: PasskeyChallengeIdSchema, response: AuthenticationResponseJsonSchema }))
    .mutation(({ ctx, input }) => login(ctx, input)),
});
