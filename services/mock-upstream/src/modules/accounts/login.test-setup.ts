import { type RsaKey } from '@portal/contracts';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';

export let t: TestApp;
export let key: RsaKey;
export const logLines: string[] = [];
export const issuedTokens: string[] = [];

/** Registers the hooks that build (and close) what the login test files share; each file calls this at its top. */
export function useLoginApp(): void {
  beforeAll(async () => {
    t = await startTestApp(
      { logLevel: 'info' },
      (app) => {
        app.get('/__test/log-secrets', async (request) => {
          // A careless log call of the kind redaction exists for.
          request.log.info(
            {
              body: {
                token: 'tok-secret-1',
                verificationCode: 'sms-secret-2',
                ipVerificationCode: 'ip-secret-3',
                captcha: 'cap-secret-4',
                confirmNewPassword: 'pw-secret-5',
              },
            },
            'debugging a body',
          );
          return { ok: true };
        });
      },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    key = await rsaKey(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
}
