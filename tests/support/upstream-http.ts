/**
 * A small client of the mock-upstream's HTTP API for tests and benchmarks that talk to it directly
 * (no gateway): encrypted login, token calls, operator calls.
 */
import { randomBytes } from 'node:crypto';
import { accountsEndpoints, envelope, LoginValueSchema, RsaKeySchema, type RsaKey } from '@portal/contracts';
import { rsaOaepAesGcm } from '@portal/contracts/crypto';

export interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string };
}

export class UpstreamHttp {
  private key: RsaKey | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly adminKey: string,
  ) {}

  async call(
    method: string,
    path: string,
    options: {
      token?: string;
      body?: unknown;
      encrypted?: boolean;
      admin?: boolean;
      timeoutMs?: number;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { Device: 'web', Language: 'EN' };
    if (options.token) headers['Authorization'] = options.token;
    if (options.admin) headers['x-admin-key'] = this.adminKey;
    let payload: string | undefined;
    if (options.body !== undefined) {
      if (options.encrypted) {
        this.key ??= envelope(RsaKeySchema).parse(
          await (await fetch(`${this.baseUrl}/wps/session/key/rsa`)).json(),
        ).value;
        const enc = rsaOaepAesGcm.encrypt(options.body, this.key.publicKey, this.key.keyId);
        headers['content-type'] = 'text/plain';
        headers['encryption'] = enc.header;
        payload = enc.body;
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(options.body);
      }
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  async login(username: string, password = 'Demo1234'): Promise<string> {
    const res = await this.call('POST', accountsEndpoints.login.path, {
      encrypted: true,
      body: { username, password, type: 'username', loginDeviceId: `test-${randomBytes(6).toString('hex')}` },
    });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    return envelope(LoginValueSchema).parse(res.body).value.token;
  }
}

export const newRequestId = () => randomBytes(12).toString('hex');
