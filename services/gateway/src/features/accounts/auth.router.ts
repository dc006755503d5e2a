/**
 * The accounts area's `auth` router: logging in and out, registration, SMS codes, passwords. (Its
 * `member` router, the logged-in person's own account, is member.router.ts; both keys are the web's
 * wire names.)
 */
import { publicProcedure, router } from '../../trpc/init.js';
import { realAccountSessionProcedure } from '../../trpc/procedures.js';
import { limit } from '../../trpc/rate-limit.js';
import { retryAfter } from './accounts.common.js';
import {
  ChangePasswordInputSchema,
  CheckAffiliateInputSchema,
  CheckUsernameInputSchema,
  ForgotByEmailInputSchema,
  ForgotByPhoneInputSchema,
  FreePlayInputSchema,
  LoginFirebaseInputSchema,
  LoginInputSchema,
  LoginSmsInputSchema,
  RegisterInputSchema,
  ResetByEmailInputSchema,
  SendCodeInputSchema,
} from './accounts.schemas.js';
import * as login from './login.service.js';
import * as password from './password.service.js';
import * as registration from './registration.service.js';
import { sendCode } from './sms.service.js';

const authProcedure = publicProcedure.use(retryAfter);

export const authRouter = router({
  options: authProcedure.query(({ ctx }) => registration.getAuthOptions(ctx)),
  challenge: authProcedure
    .use(limit({ name: 'auth.challenge', max: 120, windowMs: 60_000 }))
    .query(({ ctx }) => login.getChallenge(ctx)),
  captcha: authProcedure.mutation(({ ctx }) => login.getCaptcha(ctx)),
  login: authProcedure.input(LoginInputSchema).mutation(({ ctx, input }) => login.login(ctx, input)),
  loginSms: authProcedure
    .use(limit({ name: 'auth.loginSms', max: 20, windowMs: 10 * 60_000 }))
    .input(LoginSmsInputSchema)
    .mutation(({ ctx, input }) => login.loginSms(ctx, input)),
  loginFirebase: authProcedure
    .use(limit({ name: 'auth.loginFirebase', max: 20, windowMs: 10 * 60_000 }))
    .input(LoginFirebaseInputSchema)
    .mutation(({ ctx, input }) => login.loginFirebase(ctx, input)),
  sendCode: authProcedure.input(SendCodeInputSchema).mutation(({ ctx, input }) => sendCode(ctx, input)),
  freePlay: authProcedure
    .use(limit({ name: 'auth.freePlay', max: 10, windowMs: 60 * 60_000 }))
    .input(FreePlayInputSchema)
    .mutation(({ ctx, input }) => login.freePlay(ctx, input.verification)),
  // Both answer whether a name exists: limited so they are no cheap enumeration oracle.
  checkUsername: authProcedure
    .use(limit({ name: 'auth.checkUsername', max: 60, windowMs: 60_000 }))
    .input(CheckUsernameInputSchema)
    .query(({ ctx, input }) => registration.checkUsername(ctx, input.username)),
  checkAffiliate: authProcedure
    .use(limit({ name: 'auth.checkAffiliate', max: 60, windowMs: 60_000 }))
    .input(CheckAffiliateInputSchema)
    .query(({ ctx, input }) => registration.checkAffiliate(ctx, input.code)),
  register: authProcedure
    .input(RegisterInputSchema)
    .mutation(({ ctx, input }) => registration.register(ctx, input)),
  forgotByEmail: authProcedure
    .use(limit({ name: 'auth.forgotByEmail', max: 5, windowMs: 10 * 60_000 }))
    .input(ForgotByEmailInputSchema)
    .mutation(({ ctx, input }) => password.forgotByEmail(ctx, input)),
  resetByEmail: authProcedure
    .use(limit({ name: 'auth.resetByEmail', max: 10, windowMs: 10 * 60_000 }))
    .input(ResetByEmailInputSchema)
    .mutation(({ ctx, input }) => password.resetByEmail(ctx, input)),
  forgotByPhone: authProcedure
    .use(limit({ name: 'auth.forgotByPhone', max: 10, windowMs: 10 * 60_000 }))
    .input(ForgotByPhoneInputSchema)
    .mutation(({ ctx, input }) => password.forgotByPhone(ctx, input)),
  changePassword: realAccountSessionProcedure
    .use(retryAfter)
    .input(ChangePasswordInputSchema)
    .mutation(({ ctx, input }) => password.changePassword(ctx, input)),
  logout: authProcedure.mutation(({ ctx }) => login.logout(ctx)),
});
