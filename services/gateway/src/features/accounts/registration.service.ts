/**
 * Registration: what the register and login dialogs need to know first (rules, country codes, which
 * ways are switched on), the form's live checks, and the registration itself, which logs the new
 * member in. Register bodies go to the platform encrypted (the descriptor says so).
 */
import {
  accountsEndpoints,
  systemEndpoints,
  CountryCodesSchema,
  ErrorCode,
  RegisterRulesSchema,
  type CountryCodeSchema,
  type FirebaseWebConfig,
  type RegisterRules,
} from '@portal/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { loadModules, loadStatus } from '../../platform/status.js';
import type { Context } from '../../trpc/context.js';
import {
  client,
  limitsOf,
  meta,
  requireFields,
  requireHuman,
  requirePhone,
  requireSamePassword,
} from './accounts.common.js';
import { ensureDeviceId, rememberedUsername } from './accounts.cookies.js';
import type { RegisterInput } from './accounts.schemas.js';
import { startSession, type LoginResult } from './accounts.session.js';

export interface AuthOptions {
  registerRules: RegisterRules;
  countryCodes: Array<z.infer<typeof CountryCodeSchema>>;
  usernameRegister: boolean;
  mobileRegister: boolean;
  mobileRegisterVerify: boolean;
  mobilePasswordRegister: boolean;
  smsLogin: boolean;
  /**
   * Firebase phone sign-in (FIREBASELOGIN3, ADR 0023): the settings the web starts the Firebase JS
   * SDK with, or null while it is off. When on, the phone code of the SMS login and of a mobile
   * registration comes from Firebase.
   */
  firebase: FirebaseWebConfig | null;
  freePlay: boolean;
  forgotByPhone: boolean;
  /** True once this visitor (IP or browser) must solve a captcha to log in. */
  captchaOnLogin: boolean;
  rememberedUsername: string | null;
  minimumAge: number;
}

export async function getAuthOptions(ctx: Context): Promise<AuthOptions> {
  const { services } = ctx;
  const { cache, upstream, config } = services;
  // The dialogs read these first: give the browser its device id now, so every limit and captcha
  // after this is keyed to it.
  ensureDeviceId(ctx);
  const [registerRules, countryCodes, modules, status, captchaOnLogin] = await Promise.all([
    cache.getOrLoad(
      'register-rules',
      config.cacheTtl.statusS,
      RegisterRulesSchema,
      () => upstream.call(systemEndpoints.registerRules, meta(ctx)),
      { stale: true },
    ),
    cache.getOrLoad(
      'country-codes',
      config.cacheTtl.menusS,
      CountryCodesSchema,
      () => upstream.call(accountsEndpoints.countryCodes, meta(ctx)),
      { stale: true },
    ),
    loadModules(services, ctx.visitor),
    loadStatus(services, ctx.visitor),
    limitsOf(ctx).captchaRequired(null, client(ctx)),
  ]);
  const on = (modId: string) => modules[modId] === true;
  return {
    registerRules,
    countryCodes,
    usernameRegister: on('USERNAMEREG3'),
    mobileRegister: on('MOBILENUMREG3'),
    mobileRegisterVerify: on('REGMOBVERF3'),
    mobilePasswordRegister: on('MOBILENUMPASSREG3'),
    smsLogin: on('MOBILEVERCODELOGIN3'),
    firebase: on('FIREBASELOGIN3') ? (status.info.firebase ?? null) : null,
    freePlay: on('FREEPLAY3'),
    forgotByPhone: on('CHNGPASSVERIF3'),
    captchaOnLogin,
    rememberedUsername: rememberedUsername(ctx),
    minimumAge: status.info.brand.minimumAge,
  };
}

export async function checkUsername(ctx: Context, username: string): Promise<{ available: boolean }> {
  const value = await ctx.services.upstream.call(accountsEndpoints.checkUsername, {
    ...meta(ctx),
    query: { username },
  });
  return { available: value.available };
}

export async function checkAffiliate(ctx: Context, code: string): Promise<{ valid: boolean }> {
  const value = await ctx.services.upstream.call(accountsEndpoints.checkAffiliate, {
    ...meta(ctx),
    query: { code, domain: ctx.visitor.host },
  });
  return { valid: value.valid };
}

/** Where the registration happened, as the platform records it: the page's own origin. */
function registerUrlOf(ctx: Context): string {
  const referer = ctx.req?.headers.referer;
  if (referer && referer.length <= 2048) {
    try {
      const url = new URL(referer);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin + url.pathname;
    } catch {
      // Not a URL: fall through to the host.
    }
  }
  return `${ctx.services.config.cookieSecure ? 'https' : 'http'}://${ctx.visitor.host}/register`;
}

/**
 * MOBILENUMPASSREG3 decides whether a mobile registration asks for a password: off, while the number
 * is proven (REGMOBVERF3's SMS code, or a Firebase sign-in's token while FIREBASELOGIN3 is on), it
 * does not (the proven number is the credential; the platform stores an unusable hash). Unproven, a
 * password is still required, or the account would have no way in.
 */
export function mobileRegisterWithoutPassword(modules: Record<string, boolean>, byFirebase = false): boolean {
  const proven = modules.REGMOBVERF3 === true || (byFirebase && modules.FIREBASELOGIN3 === true);
  return modules.MOBILENUMPASSREG3 !== true && proven;
}

export async function register(ctx: Context, input: RegisterInput): Promise<LoginResult> {
  const { method, agree: _agree, verification, ...user } = input;
  // A Firebase sign-in proves a number by SMS, the one channel there is (the platform refuses a
  // token beside a username registration: it has no number to prove).
  if (user.firebaseIdToken) user.firebaseChannel = 'sms';
  const passwordless =
    method === 'mobile' &&
    !user.password &&
    mobileRegisterWithoutPassword(
      await loadModules(ctx.services, ctx.visitor),
      user.firebaseIdToken !== undefined,
    );
  if (passwordless) {
    delete user.password;
    delete user.confirmPassword;
  } else {
    requireFields({ password: user.password, confirmPassword: user.confirmPassword });
    requireSamePassword(user.password ?? '', user.confirmPassword ?? '', 'confirmPassword');
  }
  if (method === 'username') requireFields({ username: user.username });
  if (method === 'mobile') {
    requireFields({ mobileNum: user.mobileNum, countryDialingCode: user.countryDialingCode });
  }
  if (user.mobileNum) {
    // The platform stores, and checks uniqueness on, the normal form: "0912..." is "912...".
    const phone = requirePhone(user.countryDialingCode ?? '', user.mobileNum);
    user.mobileNum = phone.national;
    user.countryDialingCode = phone.dialingCode;
  }
  await requireHuman(ctx, verification);
  await limitsOf(ctx).register(ctx.visitor.ip);
  const endpoint = method === 'mobile' ? accountsEndpoints.registerMobile : accountsEndpoints.register;
  const value = await ctx.services.upstream.call(endpoint, {
    ...meta(ctx),
    body: {
      ...user,
      domain: user.domain ?? ctx.visitor.host,
      registerUrl: registerUrlOf(ctx),
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: ensureDeviceId(ctx),
    },
  });
  // Asked for login: true; an account without a login is a platform answer we cannot use.
  if (!value.login) throw new AppError(ErrorCode.upstreamBadResponse);
  return startSession(ctx, value.login, {
    kind: 'register',
    password: user.password ?? null,
    rememberMe: false,
  });
}
