/**
 * Inputs of the auth procedures, checked at the boundary: anything that fails answers VALIDATION with
 * field-level message keys and changes nothing. Lengths are capped everywhere so no input can make the
 * gateway (or the platform) do unbounded work.
 */
import {
  DialingCodeSchema,
  FirebaseIdTokenSchema,
  MobileNumSchema,
  RegisterUserSchema,
  SMS_PURPOSES,
  SmsCodeSchema,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * No control characters and no lone surrogates: a username ends up in a cookie, in URLs and in logs,
 * and a lone surrogate cannot even be URI-encoded.
 */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

export const UsernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(PRINTABLE, { message: 'invalid characters' });
export const PasswordSchema = z.string().min(1).max(128);
/** The human-verification payload (an ALTCHA solution is a few hundred characters of base64). */
export const VerificationSchema = z.string().max(4096);

export const LoginInputSchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  /** Empty when the form shows no captcha. */
  captcha: z.string().trim().max(16).optional(),
  rememberMe: z.boolean().default(false),
  verification: VerificationSchema,
  /** The SMS code the platform asked for after LOGIN_IP_VERIFICATION_REQUIRED (login from a new IP). */
  ipVerificationCode: SmsCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginSmsInputSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
  code: SmsCodeSchema,
  rememberMe: z.boolean().default(false),
});
export type LoginSmsInput = z.infer<typeof LoginSmsInputSchema>;

/**
 * A Firebase phone sign-in (ADR 0023): the ID token the Firebase JS SDK handed the browser after the
 * person typed the code Firebase texted. The platform verifies it; its phone names the member.
 */
export const LoginFirebaseInputSchema = z.object({
  idToken: FirebaseIdTokenSchema,
  rememberMe: z.boolean().default(false),
});
export type LoginFirebaseInput = z.infer<typeof LoginFirebaseInputSchema>;

export const SendCodeInputSchema = z.object({
  purpose: z.enum(SMS_PURPOSES),
  /** Required, except for purpose loginIp, which may name the account instead (see username). */
  mobileNum: MobileNumSchema.optional(),
  countryDialingCode: DialingCodeSchema.optional(),
  /**
   * purpose loginIp only: the account whose login from a new IP asked for a code. The client knows
   * only the masked number, so the platform sends to the account's own mobile.
   */
  username: UsernameSchema.optional(),
  /** Optional in the type for symmetry with the platform call; the gateway requires it (see service). */
  verification: VerificationSchema.optional(),
});
export type SendCodeInput = z.infer<typeof SendCodeInputSchema>;

export const FreePlayInputSchema = z.object({ verification: VerificationSchema });

export const CheckUsernameInputSchema = z.object({ username: UsernameSchema });
export const CheckAffiliateInputSchema = z.object({
  code: z.string().trim().min(1).max(64).regex(PRINTABLE, { message: 'invalid characters' }),
});

export const RegisterInputSchema = RegisterUserSchema.extend({
  username: UsernameSchema.optional(),
  /**
   * Required (with confirmPassword), except for method mobile while MOBILENUMPASSREG3 is off and
   * REGMOBVERF3 is on: the number the SMS code proves is then the credential (see the service).
   */
  password: PasswordSchema.optional(),
  confirmPassword: PasswordSchema.optional(),
  method: z.enum(['username', 'mobile']),
  agree: z.literal(true),
  verification: VerificationSchema,
  /**
   * Method mobile while FIREBASELOGIN3 is on: the Firebase phone sign-in's ID token proves the number
   * in place of the SMS code (ADR 0023); `firebaseChannel` names how Firebase proved it.
   */
  firebaseIdToken: FirebaseIdTokenSchema.optional(),
  firebaseChannel: z.literal('sms').optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const ForgotByEmailInputSchema = z.object({
  username: UsernameSchema,
  email: z.email().max(254),
});
export type ForgotByEmailInput = z.infer<typeof ForgotByEmailInputSchema>;

/** The mailed link of forgot-by-email carries a single-use token (`/resetPassword?token=`). */
export const ResetByEmailInputSchema = z.object({
  token: z.string().min(16).max(128),
  newPassword: PasswordSchema,
  confirmPassword: PasswordSchema,
});
export type ResetByEmailInput = z.infer<typeof ResetByEmailInputSchema>;

export const ForgotByPhoneInputSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
  code: SmsCodeSchema,
  newPassword: PasswordSchema,
  confirmPassword: PasswordSchema,
});
export type ForgotByPhoneInput = z.infer<typeof ForgotByPhoneInputSchema>;

export const ChangePasswordInputSchema = z.object({
  /** Required unless the session must change its password (first or forced change). */
  oldPassword: z.string().max(128).optional(),
  newPassword: PasswordSchema,
  confirmPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;
