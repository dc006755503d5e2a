/**
 * The WebAuthn ceremonies' server side, over @simplewebauthn/server: issuing a challenge for one
 * purpose and answering it once. What the library checks (signature, origin, RP ID, user presence
 * and verification, the challenge's bytes) it checks; what must hold under concurrency (a challenge
 * spent once, the signature counter moving forward) is a guarded UPDATE here, because the library's
 * own counter comparison is a read before a write that two replays would both pass.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  PASSKEY_CHALLENGE_TTL_S,
  type AuthenticationResponseJson,
  type PasskeyAssertion,
  type RelyingParty,
} from '@portal/contracts';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { AppError } from '../../lib/errors.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { ChallengeRow, PasskeyRow, PasskeysRepository } from './passkeys.repository.js';

export const challengeInvalid = () =>
  AppError.rule(
    ErrorCode.passkeyChallengeInvalid,
    'the passkey challenge is unknown, expired, already answered or meant for something else',
  );
export const passkeyUnknown = () =>
  AppError.rule(ErrorCode.passkeyUnknown, 'no passkey of this account answers to that credential');
export const verificationFailed = () =>
  AppError.rule(ErrorCode.passkeyVerificationFailed, 'the passkey response could not be verified');
const counterRegression = () =>
  AppError.rule(
    ErrorCode.passkeyCounterRegression,
    'the passkey signature counter went backwards: a copy of this authenticator may exist',
  );

/**
 * The WebAuthn user handle of a member: opaque, stable, and naming no personal data (a digest of
 * the brand and member ids), so a discoverable credential says whose it is without a lookup table.
 */
export function userHandleOf(merchantId: number, memberId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash('sha256').update(`portal-passkey-user:${merchantId}:${memberId}`).digest();
  return new Uint8Array(digest);
}

/** The library's options as the plain JSON object the wire schema (PasskeyOptionsSchema) carries. */
export function asJson(options: { challenge: string }): Record<string, unknown> & { challenge: string } {
  return options as unknown as Record<string, unknown> & { challenge: string };
}

/** Stores a challenge for one purpose (and member) and answers its id. */
export async function issueChallenge(
  repo: PasskeysRepository,
  merchant: MerchantRow,
  input: { purpose: string; memberId: number | null; challenge: string; rp: RelyingParty },
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await repo.insertChallenge({
    id,
    merchantId: merchant.id,
    memberId: input.memberId,
    purpose: input.purpose,
    challenge: input.challenge,
    origin: input.rp.origin,
    rpId: input.rp.rpId,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_S * 1000),
  });
  return id;
}

/** Request options for a sign-in (no member: any discoverable passkey) or a member's step-up. */
export async function authenticationOptions(
  repo: PasskeysRepository,
  merchant: MerchantRow,
  purpose: string,
  member: { id: number } | null,
  rp: RelyingParty,
) {
  const credentials = member ? await repo.list(member.id) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_S * 1000,
    allowCredentials: credentials
      .filter((c) => c.rpId === rp.rpId)
      .map((c) => ({ id: c.credentialId, transports: c.transports })),
  });
  const challengeId = await issueChallenge(repo, merchant, {
    purpose,
    memberId: member?.id ?? null,
    challenge: options.challenge,
    rp,
  });
  return { challengeId, options: asJson(options) };
}

/**
 * Answers a challenge once: spends it (bound to this brand, purpose and member), finds the credential
 * (of this brand; of this member for a step-up), verifies the response, then moves the counter
 * forward. A counter that does not move forward after a valid signature is a cloned authenticator:
 * refused, and the credential is flagged for the member to see.
 */
export async function verifyAssertion(
  repo: PasskeysRepository,
  merchant: MerchantRow,
  assertion: PasskeyAssertion,
  expect: { purpose: string; memberId: number | null },
  onCloneSuspected?: (credential: PasskeyRow) => void,
): Promise<PasskeyRow> {
  const challenge = await repo.consume(assertion.challengeId, merchant.id, expect.purpose, expect.memberId);
  if (!challenge) throw challengeInvalid();
  const credential = await repo.byCredentialId(merchant.id, assertion.response.id);
  if (!credential || (expect.memberId !== null && credential.memberId !== expect.memberId)) {
    throw passkeyUnknown();
  }
  if (!handleMatches(assertion.response, merchant.id, credential.memberId)) throw passkeyUnknown();
  const newCounter = await verifySignature(assertion.response, challenge, credential);
  const advanced = await repo.advance(credential.id, newCounter);
  if (!advanced) {
    await repo.markCloneSuspected(credential.id);
    onCloneSuspected?.(credential);
    throw counterRegression();
  }
  return advanced;
}

function handleMatches(response: AuthenticationResponseJson, merchantId: number, memberId: number): boolean {
  const sent = response.response.userHandle;
  if (sent === undefined || sent === '') return true;
  return sent === isoBase64URL.fromBuffer(userHandleOf(merchantId, memberId));
}

async function verifySignature(
  response: AuthenticationResponseJson,
  challenge: ChallengeRow,
  credential: PasskeyRow,
): Promise<number> {
  if (credential.rpId !== challenge.rpId) throw passkeyUnknown();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rpId,
      requireUserVerification: true,
      // The stored counter is compared by the guarded UPDATE (repo.advance), race-free; 0 here
      // lets the library check everything else.
      credential: {
        id: credential.credentialId,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: 0,
        transports: credential.transports as never,
      },
    });
    if (!result.verified) throw verificationFailed();
    return result.authenticationInfo.newCounter;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw verificationFailed();
  }
}
