import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../store/memory-store.js';
import { AuthLimits } from './accounts.limits.js';

const limits = () =>
  new AuthLimits(new MemoryStore({ prefix: 'keys:' }), {
    registerPerHour: 5,
    loginDelayBaseMs: 250,
    loginDelayMaxMs: 5000,
  });

describe('auth limit keys', () => {
  it('a browser without a device cookie is not throttled by the per-IP ceiling of browsers with one', async () => {
    const l = limits();
    await l.smsClient({ ip: '192.0.2.40', deviceId: 'device-a' });
    await expect(l.smsClient({ ip: '192.0.2.40', deviceId: null })).resolves.toBeUndefined();
    await l.captcha({ ip: '192.0.2.41', deviceId: 'device-b' });
    await expect(l.captcha({ ip: '192.0.2.41', deviceId: null })).resolves.toBeUndefined();
  });

  it('still throttles the cookie-less browser itself', async () => {
    const l = limits();
    await l.smsClient({ ip: '192.0.2.42', deviceId: null });
    await expect(l.smsClient({ ip: '192.0.2.42', deviceId: null })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
