import { z } from 'zod';

/**
 * Passkeys (WebAuthn): a member's credentials, signing in with one, and confirming an operation that
 * moves money out (or changes how it can) with one. The platform keeps the credentials and the
 * challenges and verifies every response; the gateway tells it which origin and relying party the
 * browser is on (ADR 0015). The browser's JSON shapes are @simplewebauthn's (`RegistrationResponseJSON`,
 * `AuthenticationResponseJSON`): checked here for shape and size only, their cryptography on the platform.
 */

/** A passkey a member keeps at most this many of. */
export const MAX_PASSKEYS = 10;
/** Seconds a challenge may be answered in: long enough for a fingerprint, short enough to be spent. */
export const PASSKEY_CHALLENGE_TTL_S = 300;

/** What a step-up challenge is for: it confirms only that (and for the member it was issued to). */
export const PASSKEY_PURPOSES = [
  'withdraw',
  'agentTransfer',
  'bindBankCard',
  'paymentPassword',
  'removePasskey',
] as const;
export const PasskeyPurposeSchema = z.enum(PASSKEY_PURPOSES);
export type PasskeyPurpose = z.infer<typeof PasskeyPurposeSchema>;

const Base64UrlSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, 'base64url')
  .max(16_384);
/** A challenge the platform issued: opaque id, 16 random bytes base64url. */
export const PasskeyChallengeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'challenge_id');
export const PasskeyNameSchema = z.string().trim().min(1, 'passkey_name').max(64, 'passkey_name');

/** The browser's answer to a registration (navigator.credentials.create, as JSON). */
export const RegistrationResponseJsonSchema = z.object({
  id: Base64UrlSchema.min(1).max(1_024),
  rawId: Base64UrlSchema.min(1).max(1_024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64UrlSchema.min(1),
    attestationObject: Base64UrlSchema.min(1),
    authenticatorData: Base64UrlSchema.optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64UrlSchema.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type RegistrationResponseJson = z.infer<typeof RegistrationResponseJsonSchema>;

/** The browser's answer to a sign-in or step-up (navigator.credentials.get, as JSON). */
export const AuthenticationResponseJsonSchema = z.object({
  id: Base64UrlSchema.min(1).max(1_024),
  rawId: Base64UrlSchema.min(1).max(1_024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64UrlSchema.min(1),
    authenticatorData: Base64UrlSchema.min(1),
    signature: Base64UrlSchema.min(1),
    userHandle: Base64UrlSchema.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type AuthenticationResponseJson = z.infer<typeof AuthenticationResponseJsonSchema>;

/** A signed answer to one challenge: the step-up proof an operation carries instead of a password. */
export const PasskeyAssertionSchema = z.object({
  challengeId: PasskeyChallengeIdSchema,
  response: AuthenticationResponseJsonSchema,
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/**
 * Where the browser is, as the gateway saw it (the request's Origin, one of its PUBLIC_ORIGINS): the
 * origin the client data must name and the RP ID (its host) the credential is scoped to.
 */
export const RelyingPartySchema = z.object({
  origin: z.url({ protocol: /^https?$/ }).max(256),
  rpId: z.string().regex(/^[a-z0-9.-]{1,253}$/, 'rp_id'),
});
export type RelyingParty = z.infer<typeof RelyingPartySchema>;

/** Options for the browser (`PublicKeyCredentialCreationOptionsJSON` or `...RequestOptionsJSON`). */
export const PasskeyOptionsSchema = z.object({
  challengeId: PasskeyChallengeIdSchema,
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

export const PasskeyRegistrationOptionsRequestSchema = RelyingPartySchema;
export const PasskeyRegisterSchema = z.object({
  challengeId: PasskeyChallengeIdSchema,
  name: PasskeyNameSchema,
  response: RegistrationResponseJsonSchema,
});
export const PasskeyStepUpOptionsRequestSchema = RelyingPartySchema.extend({ purpose: PasskeyPurposeSchema });

export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** `multiDevice`: synced (a cloud keychain); `singleDevice`: bound to one authenticator. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  /** A response with a signature counter that did not move forward was refused: a copy may exist. */
  cloneSuspectedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeysSchema = z.object({ passkeys: z.array(PasskeySchema) });
export const PasskeyParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const PasskeyRenameSchema = z.object({ name: PasskeyNameSchema });

/**
 * Removing a passkey is proven by the account password or by a passkey (another one, or the same:
 * whoever holds it may drop it), answering a `removePasskey` challenge.
 */
export const PasskeyRemoveSchema = z.object({
  id: z.number().int().positive(),
  password: z.string().min(1).max(128).optional(),
  passkey: PasskeyAssertionSchema.optional(),
});
export const PasskeyRemovedSchema = z.null();

/** Signing in: a discoverable credential answers a challenge that names no member. */
export const PasskeyLoginOptionsRequestSchema = RelyingPartySchema;
export const PasskeyLoginSchema = z.object({
  challengeId: PasskeyChallengeIdSchema,
  response: AuthenticationResponseJsonSchema,
  loginDeviceId: z.string().min(8).max(128),
});
