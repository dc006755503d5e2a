/**
 * Confirming an operation that moves money out or changes how it can (a withdrawal, an agent transfer,
 * a bank card, the payment password): by a passkey when the member has one, by the payment password
 * otherwise. A member with a passkey may not fall back to the payment password: the passkey is the
 * stronger proof, and a weaker one beside it would be the one an attacker uses (ADR 0015). Losing the
 * device is handled by removing the passkey with the account password, after which the payment
 * password confirms again.
 */
import { ErrorCode, type PasskeyAssertion, type PasskeyPurpose } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createPasskeysRepository } from '../passkeys/passkeys.repository.js';
import { verifyAssertion } from '../passkeys/passkeys.verify.js';
import { setPaymentPassword, verifyPaymentPassword } from './payment-password.js';

export interface StepUpProof {
  paymentPassword?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
}

const passkeyRequired = () =>
  AppError.rule(ErrorCode.passkeyRequired, 'this account confirms with its passkey', {
    passkey: 'PASSKEY_REQUIRED',
  });

/** Whether the member confirms with a passkey (answered so the caller can skip the password path). */
export function hasPasskey(db: Db, memberId: number): Promise<boolean> {
  return createPasskeysRepository(db).hasAny(memberId);
}

/**
 * Throws unless the proof confirms `purpose` for this member: a passkey assertion answering a
 * challenge issued to this member for this purpose (spent here, once), or, for a member without a
 * passkey, the right payment password (its attempt limit and lock apply).
 */
export async function confirmStepUp(
  db: Db,
  merchant: MerchantRow,
  member: { id: number },
  purpose: PasskeyPurpose,
  proof: StepUpProof,
): Promise<'passkey' | 'paymentPassword'> {
  const repo = createPasskeysRepository(db);
  if (proof.passkey) {
    await verifyAssertion(repo, merchant, proof.passkey, { purpose, memberId: member.id });
    return 'passkey';
  }
  if (await repo.hasAny(member.id)) throw passkeyRequired();
  if (proof.paymentPassword === undefined) {
    throw AppError.badRequest('the payment password is required', { paymentPassword: 'required' });
  }
  await verifyPaymentPassword(db, member.id, proof.paymentPassword);
  return 'paymentPassword';
}

/**
 * Sets or changes the payment password. A member with a passkey proves it with one (a first password
 * too: whoever holds only the session must not pick it); one without follows the payment password's
 * own rule (none yet: set; else the current one).
 */
export async function setPaymentPasswordConfirmed(
  db: Db,
  merchant: MerchantRow,
  member: { id: number },
  body: {
    oldPaymentPassword?: string | undefined;
    newPaymentPassword: string;
    passkey?: PasskeyAssertion | undefined;
  },
): Promise<void> {
  if (body.passkey) {
    await verifyAssertion(createPasskeysRepository(db), merchant, body.passkey, {
      purpose: 'paymentPassword',
      memberId: member.id,
    });
    await setPaymentPassword(db, member.id, body, true);
    return;
  }
  if (await hasPasskey(db, member.id)) throw passkeyRequired();
  await setPaymentPassword(db, member.id, body);
}
