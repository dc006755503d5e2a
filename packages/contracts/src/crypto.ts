/**
 * Payload encryption between the gateway and the platform (shared/design/upstream-contract.md).
 *
 * Default scheme `v1`: a random AES-256-GCM key per request encrypts the JSON body; the key is wrapped
 * with the platform's RSA public key using RSA-OAEP-SHA256. On the wire:
 *   header  Encryption: v1;<keyId>;<base64 wrapped key>
 *   body    base64(iv[12] || ciphertext || tag[16]), content-type text/plain
 * The scheme sits behind `PayloadCipher` so a compatibility scheme for the legacy platform can be added.
 * Node only (node:crypto): import from "@portal/contracts/crypto", never from the web.
 */
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

export const ENCRYPTION_HEADER = 'encryption';
export const ENCRYPTED_CONTENT_TYPE = 'text/plain';

export interface EncryptedPayload {
  header: string;
  body: string;
}

export interface PayloadCipher {
  readonly scheme: string;
  encrypt(plain: unknown, publicKeyPem: string, keyId: string): EncryptedPayload;
}

export class DecryptionError extends Error {
  constructor(reason: string) {
    super(`payload decryption failed: ${reason}`);
    this.name = 'DecryptionError';
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export const rsaOaepAesGcm: PayloadCipher = {
  scheme: 'v1',
  encrypt(plain, publicKeyPem, keyId) {
    const key = randomBytes(32);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
    const wrapped = publicEncrypt(
      { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      key,
    );
    return {
      header: `v1;${keyId};${wrapped.toString('base64')}`,
      body: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64'),
    };
  },
};

/** Parses the Encryption header; the key id says which private key the platform must use. */
export function parseEncryptionHeader(header: string): { scheme: string; keyId: string; wrappedKey: Buffer } {
  const parts = header.split(';');
  if (parts.length !== 3 || parts[0] !== 'v1' || !parts[1] || !parts[2]) {
    throw new DecryptionError('malformed Encryption header');
  }
  return { scheme: parts[0], keyId: parts[1], wrappedKey: Buffer.from(parts[2], 'base64') };
}

/** The platform side: unwraps the key with the private key and opens the body. Throws DecryptionError. */
export function decryptPayload(header: string, body: string, privateKeyPem: string): unknown {
  const { wrappedKey } = parseEncryptionHeader(header);
  let key: Buffer;
  try {
    key = privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrappedKey,
    );
  } catch {
    throw new DecryptionError('key unwrap failed');
  }
  if (key.length !== 32) throw new DecryptionError('wrong key length');
  const raw = Buffer.from(body.trim(), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new DecryptionError('body too short');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const ciphertext = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch {
    throw new DecryptionError('authentication failed');
  }
}

/** A fresh RSA key pair (PEM): the platform keeps one, the mock makes it at first start. */
export function generateRsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * Customer-service paths. The platform hands out its desks' paths sealed; the real platform's
 * client opened them with a key it shipped, so here the platform and the gateway share one secret
 * (`CS_PATH_KEY` on both) and the browser only ever gets the opened URL of the desk it may use.
 * Scheme: AES-256-GCM under SHA-256(secret), base64(iv[12] || ciphertext || tag[16]); the IV is an
 * HMAC of the text, so the same path always seals alike (cacheable) and GCM still authenticates it.
 */
function pathKey(secret: string): Buffer {
  return createHash('sha256').update(`cs-path:${secret}`).digest();
}

export function sealPath(text: string, secret: string): string {
  const key = pathKey(secret);
  const iv = createHmac('sha256', key).update(text).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
}

/** Opens a sealed path. Throws DecryptionError when it was sealed with another key or altered. */
export function openPath(sealed: string, secret: string): string {
  const raw = Buffer.from(sealed.trim(), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES + 1) throw new DecryptionError('sealed path too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', pathKey(secret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new DecryptionError('sealed path authentication failed');
  }
}
