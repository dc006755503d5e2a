import { z } from 'zod';
import { DialingCodeSchema, MobileNumSchema, SmsCodeSchema } from './accounts.js';
import { ALL_LANGUAGES } from './i18n.js';
import { PageQuerySchema, pageOf } from './wallet.js';

/**
 * The member centre's profile and security centre: the profile fields of spec section 3,
 * the avatar, binding an e-mail or mobile with a code, the login history and the live sessions.
 * Paths are the project's decision except `GET /wps/member/info/icon` (spec section 7).
 */

/** The spec's profile fields, in the order the form shows them. */
export const PROFILE_FIELDS = [
  'nickname',
  'realName',
  'telegram',
  'zalo',
  'address',
  'permanentAddress',
  'currentAddress',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
  'birthday',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const ProfileFieldSchema = z.enum(PROFILE_FIELDS);

/** The brand's rule for one field: shown on the form, required to save. A hidden field is never required. */
export const ProfileFieldRuleSchema = z.object({ shown: z.boolean(), required: z.boolean() });
export type ProfileFieldRule = z.infer<typeof ProfileFieldRuleSchema>;
export const ProfileRulesSchema = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ProfileFieldRuleSchema])) as Record<
    ProfileField,
    typeof ProfileFieldRuleSchema
  >,
);
export type ProfileRules = z.infer<typeof ProfileRulesSchema>;

/**
 * `PUT /admin/profile/rules` (operator, x-admin-key): the brand's rule of each field it names; a
 * field left out takes the default (every field shown, nickname and birthday required). Replaces
 * the brand's rules whole. A hidden field cannot be required (refused on `<field>.required`).
 * `GET` and `PUT` answer the rules in force, every field (ProfileRulesSchema).
 */
const AdminProfileFieldRuleSchema = ProfileFieldRuleSchema.strict().refine((r) => r.shown || !r.required, {
  path: ['required'],
  message: 'a hidden field cannot be required',
});
export const AdminProfileRulesSchema = z
  .object(
    Object.fromEntries(PROFILE_FIELDS.map((f) => [f, AdminProfileFieldRuleSchema.optional()])) as Record<
      ProfileField,
      z.ZodOptional<typeof AdminProfileFieldRuleSchema>
    >,
  )
  .strict();
export type AdminProfileRules = z.infer<typeof AdminProfileRulesSchema>;

/** The longest value any profile field takes (addresses); each field has its own rule below it. */
export const PROFILE_VALUE_MAX = 200;

/**
 * Field-level reasons the platform answers in `fields` with PROFILE_INVALID (the web translates
 * them): empty but required, not of the field's shape, a birthday younger than the brand's minimum
 * age, or a real name already set (it is set once, then only customer service changes it).
 */
export const PROFILE_FIELD_ERRORS = [
  'PROFILE_REQUIRED',
  'PROFILE_FORMAT',
  'PROFILE_UNDER_AGE',
  'REAL_NAME_LOCKED',
] as const;
export type ProfileFieldError = (typeof PROFILE_FIELD_ERRORS)[number];

/** A contact (e-mail or mobile): masked, and whether it was proven with a code. */
export const ContactSchema = z.object({ masked: z.string().nullable(), verified: z.boolean() });

/** `GET /wps/member/profile` (token). Values are '' when unset. */
export const ProfileSchema = z.object({
  values: z.object(
    Object.fromEntries(PROFILE_FIELDS.map((f) => [f, z.string()])) as Record<ProfileField, z.ZodString>,
  ),
  rules: ProfileRulesSchema,
  /** The real name is set: the form shows it read-only. */
  realNameLocked: z.boolean(),
  /** The brand's minimum age for the birthday (18 unless the brand says otherwise). */
  minimumAge: z.number().int().min(0).max(120),
  email: ContactSchema,
  mobile: ContactSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * `PUT /wps/member/profile` (token): the values of the shown fields ('' clears an optional one).
 * A field left out is not changed; a hidden field sent is ignored. All-or-nothing: one bad field
 * answers PROFILE_INVALID with every bad field and changes nothing.
 */
export const ProfileUpdateSchema = z
  .object(
    Object.fromEntries(
      PROFILE_FIELDS.map((f) => [f, z.string().max(PROFILE_VALUE_MAX).optional()]),
    ) as Record<ProfileField, z.ZodOptional<z.ZodString>>,
  )
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/**
 * `PUT /wps/member/language` (token, trial accounts too): the member's interface language, kept on
 * the platform so a login on another device starts in it (`MemberInfo.language`). Answers it.
 */
export const MemberLanguageSchema = z.object({ language: z.enum(ALL_LANGUAGES) }).strict();
export type MemberLanguage = z.infer<typeof MemberLanguageSchema>;

/** `GET /wps/member/info/icon` (token): the avatars a member may pick, and the one picked (null: default). */
export const AvatarIconSchema = z.object({ id: z.number().int().min(1), url: z.string() });
export const AvatarIconsSchema = z.object({
  icons: z.array(AvatarIconSchema),
  current: z.number().int().nullable(),
});
/** `PUT /wps/member/info/icon` (token). */
export const AvatarChoiceSchema = z.object({ iconId: z.number().int().min(1).max(1000) });

/** `POST /wps/member/bind/email/code` (token): mails a code to the address. */
export const EmailCodeRequestSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
/** `POST /wps/member/bind/mobile/code` (token): texts a code to the number. */
export const MobileCodeRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumSchema,
});
export const ContactCodeSentSchema = z.object({ expiredMinutes: z.number().int().positive() });
/** `POST /wps/member/bind/email` (token): binds the address the code was sent to. */
export const BindEmailSchema = EmailCodeRequestSchema.extend({ code: SmsCodeSchema });
/** `POST /wps/member/bind/mobile` (token). */
export const BindMobileSchema = MobileCodeRequestSchema.extend({ code: SmsCodeSchema });

/** One login of the member: when, from where, on what. */
export const LoginRecordSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  ip: z.string(),
  /** The client kind the platform was told ("web") and a short form of its device id. */
  device: z.string(),
  loginType: z.string(),
});
/** `GET /wps/member/login/history` (token), newest first. */
export const LoginHistoryQuerySchema = PageQuerySchema;
export const LoginHistoryPageSchema = pageOf(LoginRecordSchema);

/** A live session (a platform token not revoked nor expired) of the member. */
export const MemberSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  loginType: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
/** `GET /wps/member/sessions` (token), newest first. */
export const MemberSessionsSchema = z.array(MemberSessionSchema);
/** `DELETE /wps/member/sessions/:id` (token): revokes that session's token everywhere. */
export const MemberSessionParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
export const EndSessionValueSchema = z.object({ current: z.boolean() });
