import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, type RsaKey } from '@portal/contracts';
import {
  DecryptionError,
  decryptPayload,
  generateRsaKeyPair,
  parseEncryptionHeader,
} from '@portal/contracts/crypto';
import { AppError } from '../../lib/errors.js';
import type { PlatformKeyRow, SessionRepository } from './session.repository.js';

/**
 * Creates the platform's key material on first start. Runs inside the startup lock, so two
 * processes starting together cannot both create a key.
 */
export async function ensurePlatformKeys(repo: SessionRepository): Promise<void> {
  if (!(await repo.latestKey('rsa'))) {
    const pair = generateRsaKeyPair();
    const keyId = `rsa-${createHash('sha256').update(pair.publicKey).digest('hex').slice(0, 16)}`;
    await repo.insertKey({ keyId, kind: 'rsa', publicKey: pair.publicKey, privateKey: pair.privateKey });
  }
  if (!(await repo.latestKey('secret'))) {
    await repo.insertKey({
      keyId: 'opaque-1',
      kind: 'secret',
      publicKey: null,
      privateKey: randomBytes(32).toString('base64'),
    });
  }
}

export function createKeysService(repo: SessionRepository) {
  // Keys never change once written, so caching them per process is safe.
  const byId = new Map<string, PlatformKeyRow>();
  let current: PlatformKeyRow | undefined;

  async function currentRsa(): Promise<PlatformKeyRow> {
    current ??= await repo.latestKey('rsa');
    if (!current?.publicKey) throw new Error('platform RSA key missing: startup did not create it');
    return current;
  }

  return {
    async publicKey(): Promise<RsaKey> {
      const key = await currentRsa();
      return { keyId: key.keyId, publicKey: key.publicKey ?? '' };
    },

    /** Opens an encrypted request body; any failure is a 400 DECRYPTION_FAILED. */
    async decrypt(header: string, body: string): Promise<unknown> {
      try {
        const { keyId } = parseEncryptionHeader(header);
        let key = byId.get(keyId);
        if (!key) {
          key = await repo.findKey(keyId);
          if (!key || key.kind !== 'rsa') throw new DecryptionError('unknown key id');
          byId.set(keyId, key);
        }
        return decryptPayload(header, body, key.privateKey);
      } catch (err) {
        if (err instanceof DecryptionError) {
          throw new AppError(400, ErrorCode.decryptionFailed, 'the encrypted payload could not be opened');
        }
        throw err;
      }
    },
  };
}
export type KeysService = ReturnType<typeof createKeysService>;
