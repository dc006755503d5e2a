/**
 * Registration by username or by mobile, the trial accounts of free play, and the register form's
 * checks (username free, affiliate code valid). Every new account counts against the IP's daily cap.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  DEFAULT_PASSWORD,
  ErrorCode,
  isAgentType,
  PhoneSignInCode,
  PLAYER_TYPE,
  TRIAL_TYPE,
  type FieldErrors,
  type LoginValue,
  type RegisterRules,
  type RegisterUser,
} from '@portal/contracts';
import { normalizePhone, PHONE_PROBLEM_KEYS } from '@portal/contracts/phone';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { NormalizedPhone } from '../../lib/phone.js';
import { uniqueViolation } from '../../db/errors.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  captchaError,
  DAY_MS,
  logIn,
  newAffiliateCode,
  recordLogin,
  type AccountsDeps,
  type Caller,
  type InviteLinkPlacement,
} from './accounts.common.js';
import type { AccountsRepository, MemberRow } from './accounts.repository.js';
import type { FirebasePhoneProof } from './firebase.service.js';
import { checkRegisterFields } from './register-rules.js';

export interface RegisterInput extends RegisterUser {
  login: boolean;
  loginDeviceId: string;
  /** A Firebase phone sign-in's ID token proving the mobile (FIREBASELOGIN3, ADR 0023). */
  firebaseIdToken?: string;
  firebaseChannel?: 'sms';
}

export type RegisterMethod = 'username' | 'mobile';

/**
 * Where an agent puts the member it registers itself (the agent centre's open account): directly
 * under it, as a player or a sub-agent. The agent is logged in and vouches for the registration, so
 * the visitor's checks (captcha, SMS code, the per-IP cap) do not apply; every rule about the
 * account itself (register rules, username and password patterns, uniqueness) does.
 */
export interface DownlinePlacement {
  uplineId: number;
  kind: 'player' | 'agent';
}

/** The type a new member of a kind gets: a sub-agent is a level-1 agent. */
const typeOfKind = (kind: 'player' | 'agent') => (kind === 'agent' ? SUB_AGENT_TYPE : PLAYER_TYPE);
const SUB_AGENT_TYPE = 1;

/** The part of the register body kept in `profile` (fields without a column of their own). */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

const tooManyRegistrations = () =>
  AppError.tooManyRequests('too many accounts registered from this address today');

const usernameTaken = () =>
  AppError.rule(ErrorCode.customerExist, 'this username is taken', { username: 'US_CUSTOMER_EXIST_ERROR' });

/** The address belongs to another member (members_merchant_email_uq): the security centre's answer. */
const emailTaken = () =>
  AppError.rule(ErrorCode.contactDuplicated, 'this e-mail belongs to another account', {
    email: 'CONTACT_DUPLICATED',
  });

const firebaseTokenUsed = () =>
  AppError.rule(PhoneSignInCode.firebaseTokenUsed, 'this Firebase ID token already registered an account', {
    firebaseIdToken: 'FIREBASE_TOKEN_USED',
  });

const mobileTaken = () =>
  AppError.rule(ErrorCode.mobileDuplicated, 'this mobile number is already registered', {
    mobileNum: 'CUSTOMER_MOBILE_NO_DUPLICATED',
  });

/** A new password is random bytes nobody knows: for accounts entered without one. */
const unknowablePassword = () => randomBytes(24).toString('base64url');

/**
 * The register body against the brand's rules, with the mobile normalised first: the rule sees the
 * national number however it was typed, and "0912345678" cannot register beside "912345678".
 * Answers the normalised phone; throws the field map of everything that does not follow the rules.
 */
function checkRegisterBody(
  rules: RegisterRules,
  method: RegisterMethod,
  body: RegisterInput,
  passwordless: boolean,
  byAgent = false,
): NormalizedPhone | null {
  const values: Partial<Record<string, string>> = {
    ...body,
    login: undefined,
    firebaseIdToken: undefined,
    firebaseChannel: undefined,
  } as Partial<Record<string, string>>;
  const phoneFields: FieldErrors = {};
  let phone: NormalizedPhone | null = null;
  if (body.mobileNum) {
    const result = normalizePhone(body.countryDialingCode ?? '', body.mobileNum);
    if (result.ok) {
      phone = result;
      values['mobileNum'] = result.national;
    } else {
      phoneFields[result.field] = PHONE_PROBLEM_KEYS[result.problem];
    }
  }
  const fields = checkRegisterFields(
    rules,
    values,
    method === 'mobile' ? { required: ['mobileNum'], optional: ['username'] } : { required: ['username'] },
  );
  // The visitor's proofs (captcha, SMS code) are not asked of an agent registering its downline.
  if (byAgent) {
    delete fields['captcha'];
    delete fields['verificationCode'];
  }
  if (passwordless) {
    delete fields['password'];
  } else {
    // Whatever the rules say, an account needs a way in: a password unless the phone is it.
    if (!body.password) fields['password'] ??= 'required';
    if (body.confirmPassword !== body.password) fields['confirmPassword'] = 'PASSWORD_MISMATCH';
  }
  // A number that is none says so, rather than the register rule measuring what was typed.
  Object.assign(fields, phoneFields);
  if (Object.keys(fields).length > 0) {
    if (Object.keys(fields).length === 1 && fields['confirmPassword']) {
      throw AppError.rule(ErrorCode.passwordMismatch, 'the passwords differ', fields);
    }
    throw AppError.badRequest('some fields do not follow the register rules', fields);
  }
  return phone;
}

/** The agent of the affiliate code and the member named as recommender, each when given. */
async function findReferrers(
  deps: Pick<AccountsDeps, 'repo' | 'inviteLinks' | 'referrals'>,
  merchant: MerchantRow,
  body: RegisterInput,
): Promise<{
  uplineId: number | null;
  recommenderId: number | null;
  link: InviteLinkPlacement | undefined;
  referrerId: number | undefined;
}> {
  const { repo } = deps;
  let uplineId: number | null = null;
  let link: InviteLinkPlacement | undefined;
  const referralCode = body.referralCode?.trim() ?? '';
  // A member's referral code names a referrer; any other referralCode is kept as sent,
  // and an agent's code sent only as referralCode (the original site's links) places under it.
  const referrerId = referralCode ? await deps.referrals?.referrerOf(merchant.id, referralCode) : undefined;
  // A client that copies the referral code into the affiliate field (the original site did) sends
  // a member's code as both: it names the referrer only.
  let affiliateCode =
    referrerId !== undefined && body.affiliateCode === referralCode ? '' : body.affiliateCode;
  if (!affiliateCode && referralCode && referrerId === undefined) {
    const known =
      (await repo.findByAffiliateCode(merchant.id, referralCode)) ??
      (await deps.inviteLinks?.find(merchant.id, referralCode));
    if (known) affiliateCode = referralCode;
  }
  if (affiliateCode) {
    let agent = await repo.findByAffiliateCode(merchant.id, affiliateCode);
    if (!agent) {
      // Not an agent's own code: an invitation link's, which also says player or sub-agent.
      link = await deps.inviteLinks?.find(merchant.id, affiliateCode);
      agent = link ? await repo.findById(link.agentId) : undefined;
    }
    if (!agent || !isAgentType(agent.type) || agent.status !== 'active') {
      throw AppError.rule(ErrorCode.invitationCodeError, 'unknown affiliate code', {
        affiliateCode: 'invitation_code_error',
      });
    }
    uplineId = agent.id;
  }
  let recommenderId: number | null = null;
  if (body.recommenderId) {
    const recommender = await repo.findByAccount(merchant.id, body.recommenderId);
    if (!recommender || recommender.type === TRIAL_TYPE) {
      throw AppError.rule(ErrorCode.illegalRecommender, 'unknown recommender', {
        recommenderId: 'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR',
      });
    }
    recommenderId = recommender.id;
  }
  return { uplineId, recommenderId, link, referrerId };
}

/** The register fields the brand collects that have no column of their own. */
function profileOf(rules: RegisterRules, body: RegisterInput): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = body[field];
    if (value && rules[field]?.enabled) profile[field] = value;
  }
  return profile;
}

export function createRegistrationService(
  deps: Pick<
    AccountsDeps,
    | 'repo'
    | 'sms'
    | 'captcha'
    | 'firebase'
    | 'profileRepo'
    | 'registerRules'
    | 'isModuleEnabled'
    | 'inviteLinks'
    | 'referrals'
    | 'registered'
  >,
) {
  const { repo, sms, captcha } = deps;

  async function checkRegistrationCap(merchant: MerchantRow, ip: string): Promise<void> {
    const made = await repo.countRegistrationsFrom(ip, new Date(Date.now() - DAY_MS));
    if (made >= merchant.registrationsPerIpPerDay) throw tooManyRegistrations();
  }

  /**
   * MOBILENUMPASSREG3 decides whether a mobile registration asks for a password. Off, and with the
   * number proven (REGMOBVERF3's SMS code, or a Firebase phone sign-in's token), it does not: the
   * proven number is the credential. Unproven, a password is still required, or the account would
   * have no way in.
   */
  async function mayRegisterWithoutPassword(
    merchant: MerchantRow,
    method: RegisterMethod,
    byFirebase: boolean,
  ): Promise<boolean> {
    if (method !== 'mobile') return false;
    const [passwordRegister, verify] = await Promise.all([
      deps.isModuleEnabled(merchant.id, 'MOBILENUMPASSREG3'),
      deps.isModuleEnabled(merchant.id, 'REGMOBVERF3'),
    ]);
    return !passwordRegister && (verify || byFirebase);
  }

  /**
   * A mobile registration's number proven by a Firebase phone sign-in (ADR 0023): the module on, the
   * token verified, its phone the registration's, and the token not spent on a registration before
   * (checked here for a clear answer; the key of firebase_token_uses settles a race, insertMember).
   */
  async function proveByFirebase(
    merchant: MerchantRow,
    method: RegisterMethod,
    phone: NormalizedPhone | null,
    idToken: string,
  ): Promise<FirebasePhoneProof> {
    if (method !== 'mobile' || !phone) {
      throw AppError.badRequest('a Firebase ID token proves the number of a mobile registration', {
        firebaseIdToken: 'FIREBASE_TOKEN_INVALID',
      });
    }
    if (!deps.firebase || !(await deps.isModuleEnabled(merchant.id, 'FIREBASELOGIN3'))) {
      throw AppError.functionNotAvailable('FIREBASELOGIN3');
    }
    const proof = await deps.firebase.verify(idToken);
    if (proof.phone.e164 !== phone.e164) {
      throw AppError.rule(
        PhoneSignInCode.firebasePhoneMismatch,
        'the mobile number is not the one the Firebase sign-in proved',
        { mobileNum: 'FIREBASE_PHONE_MISMATCH' },
      );
    }
    if (await repo.firebaseTokenUsed(proof.tokenHash)) throw firebaseTokenUsed();
    return proof;
  }

  async function uniqueAccountName(merchant: MerchantRow, base: string): Promise<string> {
    let name = base.toLowerCase();
    while (await repo.findByAccount(merchant.id, name)) name = `${base}${randomInt(100, 1000)}`.toLowerCase();
    return name;
  }

  async function insertMember(
    merchant: MerchantRow,
    row: Parameters<AccountsRepository['insert']>[0],
    options: { withinIpCap: boolean; inviteLinkId?: number; firebase?: FirebasePhoneProof } = {
      withinIpCap: true,
    },
  ): Promise<MemberRow> {
    const extras = {
      ...(options.inviteLinkId !== undefined ? { inviteLinkId: options.inviteLinkId } : {}),
      ...(options.firebase
        ? { firebaseToken: { tokenHash: options.firebase.tokenHash, expiresAt: options.firebase.expiresAt } }
        : {}),
    };
    try {
      const created = options.withinIpCap
        ? await repo.insertWithinIpCap(
            row,
            merchant.registrationsPerIpPerDay,
            new Date(Date.now() - DAY_MS),
            extras,
          )
        : await repo.insert(row, extras);
      if (!created) throw tooManyRegistrations();
      return created;
    } catch (err) {
      // Two registrations racing past the pre-checks: the unique constraints decide.
      const violated = uniqueViolation(err);
      if (violated?.includes('firebase_token')) throw firebaseTokenUsed();
      if (violated?.includes('mobile')) throw mobileTaken();
      if (violated?.includes('account')) throw usernameTaken();
      if (violated?.includes('email')) throw emailTaken();
      throw err;
    }
  }

  /** The captcha, when the brand's rules ask for one or the client sent one anyway. */
  async function checkRegisterCaptcha(rules: RegisterRules, body: RegisterInput): Promise<void> {
    const captchaRule = rules['captcha'];
    if (captchaRule?.enabled && (captchaRule.required || body.captcha)) {
      if (!(await captcha.verify(body.loginDeviceId, body.captcha)))
        throw captchaError('the captcha is wrong');
    }
  }

  /** The SMS code of a mobile registration while REGMOBVERF3 is on. */
  async function checkRegisterCode(
    merchant: MerchantRow,
    method: RegisterMethod,
    phone: NormalizedPhone | null,
    code: string | undefined,
  ): Promise<void> {
    if (method !== 'mobile' || !phone || !(await deps.isModuleEnabled(merchant.id, 'REGMOBVERF3'))) return;
    if (!code) {
      throw AppError.rule(ErrorCode.smsCodeInvalid, 'the SMS code is required', {
        verificationCode: 'SMS_CODE_INVALID',
      });
    }
    await sms.verify(merchant, phone.e164, 'register', code);
  }

  return {
    async freePlay(merchant: MerchantRow, caller: Caller): Promise<LoginValue> {
      await checkRegistrationCap(merchant, caller.ip);
      const account = await uniqueAccountName(merchant, `guest${randomInt(10_000_000, 100_000_000)}`);
      const member = await insertMember(merchant, {
        merchantId: merchant.id,
        account,
        // Nobody knows this password: a trial account is only ever entered through this call.
        passwordHash: await hashPassword(unknowablePassword()),
        type: TRIAL_TYPE,
        nickname: `Guest ${account.slice(-4)}`,
        registrationIp: caller.ip,
        registrationDevice: caller.deviceId,
      });
      return logIn(repo, merchant, member, 'freeplay', false, caller);
    },

    /**
     * Self-registration, or with `placement` an agent registering a direct downline (see
     * DownlinePlacement): one code path, so both follow the same rules.
     */
    async register(
      merchant: MerchantRow,
      method: RegisterMethod,
      body: RegisterInput,
      caller: Caller,
      placement?: DownlinePlacement,
    ): Promise<{ customerId: number; member: MemberRow; login: LoginValue | null }> {
      if (!placement) await checkRegistrationCap(merchant, caller.ip);
      const rules = await deps.registerRules(merchant.id);
      // An agent's downline registration proves nothing by phone: a token is for a visitor's own.
      const firebaseToken = placement ? undefined : body.firebaseIdToken;
      const passwordless =
        !body.password && (await mayRegisterWithoutPassword(merchant, method, firebaseToken !== undefined));
      const phone = checkRegisterBody(rules, method, body, passwordless, placement !== undefined);
      if (merchant.prohibitDefaultPassword && body.password === DEFAULT_PASSWORD) {
        throw AppError.rule(ErrorCode.prohibitPassword123456, 'this password is not allowed', {
          password: 'PROHIBIT_PASSWORD_123456',
        });
      }
      if (!placement) await checkRegisterCaptcha(rules, body);
      if (body.username && (await repo.findByAccount(merchant.id, body.username))) throw usernameTaken();
      if (phone && (await repo.findByMobile(merchant.id, phone.dialingCode, phone.national))) {
        throw mobileTaken();
      }
      // Early, so the code below is not spent on it; the unique index settles a race (insertMember).
      if (body.email && (await deps.profileRepo.emailTaken(merchant.id, body.email, 0))) throw emailTaken();
      const referrers = placement
        ? { uplineId: placement.uplineId, recommenderId: null, link: undefined, referrerId: undefined }
        : await findReferrers(deps, merchant, body);
      const { uplineId, recommenderId, link, referrerId } = referrers;
      // Last, so that a refusal above never burns the code the person typed. A Firebase sign-in's
      // token stands for the SMS code (and is spent only with the member's insert).
      const firebase = firebaseToken
        ? await proveByFirebase(merchant, method, phone, firebaseToken)
        : undefined;
      if (!placement && !firebase) await checkRegisterCode(merchant, method, phone, body.verificationCode);
      const kind = placement?.kind ?? link?.kind ?? 'player';

      const account = body.username
        ? body.username.toLowerCase()
        : await uniqueAccountName(merchant, `m${phone?.national ?? randomInt(1e8, 1e9)}`);
      const member = await insertMember(
        merchant,
        {
          merchantId: merchant.id,
          account,
          // Password-less: like a trial account, a hash of random bytes nobody knows; the SMS-proven
          // number is the way in (code login, or forgot-by-phone / change password to set one).
          passwordHash: await hashPassword(body.password || unknowablePassword()),
          hasPassword: !passwordless,
          type: typeOfKind(kind),
          affiliateCode: kind === 'agent' ? newAffiliateCode() : null,
          uplineId,
          recommenderId,
          nickname: body.username ?? account,
          mobileNum: phone?.national ?? null,
          countryDialingCode: phone?.dialingCode ?? null,
          email: body.email ? body.email.toLowerCase() : null,
          referralCode: body.referralCode || null,
          payeeName: body.payeeName || null,
          profile: profileOf(rules, body),
          registrationIp: caller.ip,
          registrationDevice: caller.deviceId,
          registrationSource: placement ? 'agent' : 'visitor',
        },
        {
          withinIpCap: !placement,
          ...(link ? { inviteLinkId: link.id } : {}),
          ...(firebase ? { firebase } : {}),
        },
      );
      if (referrerId !== undefined) await deps.referrals?.link(merchant, member, referrerId, caller);
      deps.registered?.(merchant, member);
      if (placement) return { customerId: member.id, member, login: null };
      // The registration is recorded once: by the session it opens, or by itself.
      if (!body.login) await recordLogin(repo, member, 'register', caller);
      const login = body.login ? await logIn(repo, merchant, member, 'register', false, caller) : null;
      return { customerId: member.id, member, login };
    },

    async usernameAvailable(merchant: MerchantRow, username: string): Promise<boolean> {
      return (await repo.findByAccount(merchant.id, username)) === undefined;
    },

    async affiliateValid(merchant: MerchantRow, code: string): Promise<boolean> {
      let agent = await repo.findByAffiliateCode(merchant.id, code);
      if (!agent) {
        const link = await deps.inviteLinks?.find(merchant.id, code);
        agent = link ? await repo.findById(link.agentId) : undefined;
      }
      return agent !== undefined && isAgentType(agent.type) && agent.status === 'active';
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
