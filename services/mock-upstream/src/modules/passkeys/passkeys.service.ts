/**
 * The passkeys area: a member's passkeys (add, list, rename, remove), the step-up challenges of the
 * operations that move money out, and signing in with a passkey, which opens the same session a
 * password login opens.
 */
import {
  ErrorCode,
  MAX_PASSKEYS,
  PASSKEY_CHALLENGE_TTL_S,
  type LoginValue,
  type Passkey,
  type PasskeyAssertion,
  type PasskeyPurpose,
  type RegistrationResponseJson,
  type RelyingParty,
} from '@portal/contracts';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { refuseTrial } from '../../lib/trial.js';
import { forbiddenLogin, signIn, type AccountsDeps, type Caller } from '../accounts/accounts.common.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createPasskeysRepository, type PasskeyRow } from './passkeys.repository.js';
import {
  asJson,
  authenticationOptions,
  challengeInvalid,
  issueChallenge,
  userHandleOf,
  verificationFailed,
  verifyAssertion,
} from './passkeys.verify.js';

const REGISTER = 'register';
const LOGIN = 'login';

export interface PasskeysDeps {
  db: Db;
  accounts: Pick<AccountsDeps, 'repo' | 'checkLogin' | 'newDeviceLogin'>;
  /** A valid signature whose counter did not move forward: the operator's log hears of it. */
  cloneSuspected?(merchant: MerchantRow, credential: PasskeyRow): void;
  /** A passkey was added to the member's account: the member is told (push). */
  added?(merchant: MerchantRow, credential: PasskeyRow): void;
}

const limitReached = () =>
  AppError.rule(ErrorCode.passkeyLimit, `at most ${MAX_PASSKEYS} passkeys can be kept`);
const duplicated = () => AppError.rule(ErrorCode.passkeyDuplicated, 'this passkey is already registered');
const wrongPassword = () =>
  AppError.rule(ErrorCode.oldPasswordIncorrect, 'the account password is wrong', {
    password: 'OLD_PASSWORD_INCORRECT',
  });

export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
    cloneSuspectedAt: row.cloneSuspectedAt?.toISOString() ?? null,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } } | null)?.code ??
    (err as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

export function createPasskeysService(deps: PasskeysDeps) {
  const repo = createPasskeysRepository(deps.db);
  const onClone = (merchant: MerchantRow) => (credential: PasskeyRow) =>
    deps.cloneSuspected?.(merchant, credential);

  return {
    async list(member: MemberRow) {
      return { passkeys: (await repo.list(member.id)).map(passkeyView) };
    },

    async registrationOptions(merchant: MerchantRow, member: MemberRow, rp: RelyingParty) {
      refuseTrial(member, 'cannot keep a passkey');
      const existing = await repo.list(member.id);
      if (existing.length >= MAX_PASSKEYS) throw limitReached();
      const options = await generateRegistrationOptions({
        rpName: merchant.name,
        rpID: rp.rpId,
        userID: userHandleOf(merchant.id, member.id),
        userName: member.account,
        userDisplayName: member.account,
        attestationType: 'none',
        timeout: PASSKEY_CHALLENGE_TTL_S * 1000,
        excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const challengeId = await issueChallenge(repo, merchant, {
        purpose: REGISTER,
        memberId: member.id,
        challenge: options.challenge,
        rp,
      });
      return { challengeId, options: asJson(options) };
    },

    async register(
      merchant: MerchantRow,
      member: MemberRow,
      body: { challengeId: string; name: string; response: RegistrationResponseJson },
    ): Promise<Passkey> {
      refuseTrial(member, 'cannot keep a passkey');
      const challenge = await repo.consume(body.challengeId, merchant.id, REGISTER, member.id);
      if (!challenge) throw challengeInvalid();
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response: body.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: challenge.challenge,
          expectedOrigin: challenge.origin,
          expectedRPID: challenge.rpId,
          requireUserVerification: true,
        });
        if (!result.verified) throw verificationFailed();
        info = result.registrationInfo;
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw verificationFailed();
      }
      if ((await repo.countOf(member.id)) >= MAX_PASSKEYS) throw limitReached();
      try {
        const row = await repo.insert({
          merchantId: merchant.id,
          memberId: member.id,
          credentialId: info.credential.id,
          publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: body.name,
          rpId: challenge.rpId,
        });
        deps.added?.(merchant, row);
        return passkeyView(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicated();
        throw err;
      }
    },

    async rename(member: MemberRow, id: number, name: string): Promise<Passkey> {
      const row = await repo.rename(member.id, id, name);
      if (!row) throw AppError.notFound('no such passkey');
      return passkeyView(row);
    },

    /** Needs the account password, or a passkey of the member answering a removePasskey challenge. */
    async remove(
      merchant: MerchantRow,
      member: MemberRow,
      id: number,
      body: { password?: string | undefined; passkey?: PasskeyAssertion | undefined },
    ): Promise<null> {
      if (!(await repo.list(member.id)).some((c) => c.id === id)) throw AppError.notFound('no such passkey');
      if (body.passkey) {
        await verifyAssertion(
          repo,
          merchant,
          body.passkey,
          { purpose: 'removePasskey', memberId: member.id },
          onClone(merchant),
        );
      } else if (body.password !== undefined) {
        if (!(await verifyPassword(member.passwordHash, body.password))) throw wrongPassword();
      } else {
        throw AppError.badRequest('the account password or a passkey is required', { password: 'required' });
      }
      if (!(await repo.remove(member.id, id))) throw AppError.notFound('no such passkey');
      return null;
    },

    async stepUpOptions(merchant: MerchantRow, member: MemberRow, purpose: PasskeyPurpose, rp: RelyingParty) {
      refuseTrial(member, 'cannot move money');
      if (!(await repo.hasAny(member.id))) throw AppError.notFound('this account has no passkey');
      return authenticationOptions(repo, merchant, purpose, member, rp);
    },

    loginOptions(merchant: MerchantRow, rp: RelyingParty) {
      return authenticationOptions(repo, merchant, LOGIN, null, rp);
    },

    /** The same session a password login opens (its token, its login history row, its checks). */
    async login(
      merchant: MerchantRow,
      body: { challengeId: string; response: PasskeyAssertion['response'] },
      caller: Caller,
    ): Promise<LoginValue> {
      const credential = await verifyAssertion(
        repo,
        merchant,
        { challengeId: body.challengeId, response: body.response },
        { purpose: LOGIN, memberId: null },
        onClone(merchant),
      );
      const member = await deps.accounts.repo.findById(credential.memberId);
      if (!member || member.merchantId !== merchant.id) throw forbiddenLogin();
      if (member.status !== 'active') throw forbiddenLogin();
      await deps.accounts.checkLogin?.(member.id);
      return signIn(deps.accounts, merchant, member, 'passkey', false, caller);
    },

    /** Whether the member confirms money moves with a passkey. */
    hasPasskey(member: MemberRow) {
      return repo.hasAny(member.id);
    },
  };
}
export type PasskeysService = ReturnType<typeof createPasskeysService>;
