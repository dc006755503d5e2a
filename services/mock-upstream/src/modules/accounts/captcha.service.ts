import { create } from 'svg-captcha';
import type { Config } from '../../config.js';
import { hashCode, sameHex } from '../../lib/secrets.js';
import type { OutboxRepository } from '../outbox/outbox.repository.js';
import type { VerificationRepository } from './verification.repository.js';

const CAPTCHA_TTL_MS = 5 * 60_000;
// Characters people confuse (0/o, 1/l/i) are left out; codes compare case-insensitively.
const IGNORE_CHARS = '0oO1lIi';

/** Bound to the device: the salt is the device id, so a code solved elsewhere never matches. */
const captchaHash = (deviceId: string, text: string) => hashCode(text.toLowerCase(), `captcha:${deviceId}`);

export function createCaptchaService(deps: {
  repo: VerificationRepository;
  outbox: OutboxRepository;
  config: Pick<Config, 'nodeEnv'>;
}) {
  const { repo, outbox, config } = deps;
  return {
    /** A new image for the device as a data URL; earlier unused captchas of the device stay valid until used or expired. */
    async create(deviceId: string): Promise<string> {
      const captcha = create({ size: 4, noise: 2, ignoreChars: IGNORE_CHARS, width: 120, height: 40 });
      await repo.insertCaptcha({
        deviceId,
        codeHash: captchaHash(deviceId, captcha.text),
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
      });
      // Outside production the solution is readable in the outbox, so tests and demos can log in.
      if (config.nodeEnv !== 'production') {
        await outbox.add({ channel: 'captcha', to: deviceId, body: 'captcha', code: captcha.text });
      }
      return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
    },

    /** Spends the device's newest captcha (right or wrong) and says whether `given` solved it. */
    async verify(deviceId: string, given: string | undefined): Promise<boolean> {
      const row = await repo.takeCaptcha(deviceId);
      if (!row || given === undefined || given.length === 0) return false;
      if (row.expiresAt.getTime() <= Date.now()) return false;
      return sameHex(captchaHash(deviceId, given), row.codeHash);
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
