/** The platform's payload-encryption keys (the session area). */
import { z } from 'zod';
import { endpoints } from './endpoint.js';
import { RsaKeySchema } from './system.js';

export const KeyVerifyBodySchema = z.record(z.string(), z.unknown(), { message: 'must be a JSON object' });
export const KeyVerifySchema = z.object({ fields: z.array(z.string()) });

export const sessionEndpoints = endpoints('session', {
  /** The public key bodies of encrypted endpoints are sealed with. */
  rsaKey: { method: 'GET', path: '/wps/session/key/rsa', auth: 'public', response: RsaKeySchema },
  /**
   * Checks a client's encryption end to end without side effects: answers the top-level keys it
   * managed to send (never the values, which may be secrets).
   */
  keyVerify: {
    method: 'POST',
    path: '/wps/session/key/verify',
    auth: 'public',
    encrypted: true,
    body: KeyVerifyBodySchema,
    response: KeyVerifySchema,
    errors: ['DECRYPTION_FAILED'],
  },
});
