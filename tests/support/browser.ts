/**
 * A browser-like tRPC client for the cross-service tests: real HTTP to a running gateway, a cookie
 * jar (portal_sid, portal_did, portal_last_user), the Origin header a browser sends, and the
 * ALTCHA solving the web does. One Browser can talk to several gateway processes with its cookies.
 */
import type { AppRouter } from '@portal/gateway/router';
import { createTRPCClient, httpLink } from '@trpc/client';
import { solveChallenge } from 'altcha-lib/v1';

export class Browser {
  readonly jar = new Map<string, string>();

  /** `headers`: sent with every request (an X-Forwarded-For to stand for a visitor IP behind a proxy). */
  constructor(
    private readonly origin: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  private readonly fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    headers.set('origin', this.origin);
    if (this.jar.size > 0) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  };

  /** A tRPC client for one gateway process, sharing this browser's cookies. */
  client(gatewayUrl: string) {
    return createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${gatewayUrl}/trpc`, fetch: this.fetchWithCookies })],
    });
  }

  /** The Cookie header this browser would send. */
  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A plain HTTP request with this browser's cookies and origin (pages, forms, redirects kept). */
  request(url: string, init: RequestInit = {}): Promise<Response> {
    return this.fetchWithCookies(url, { redirect: 'manual', ...init });
  }

  /** Solves the gateway's human-verification challenge as the web's widget does. */
  async verification(gatewayUrl: string): Promise<string> {
    const { challenge: c } = await this.client(gatewayUrl).auth.challenge.query();
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    if (!solution) throw new Error('challenge not solved');
    const payload = {
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }
}

/** A browser of `origin` logged in on the gateway as a seeded demo account (password Demo1234). */
export async function loggedInBrowser(
  origin: string,
  gatewayUrl: string,
  username: string,
): Promise<Browser> {
  const browser = new Browser(origin);
  await browser.client(gatewayUrl).auth.login.mutate({
    username,
    password: 'Demo1234',
    rememberMe: false,
    verification: await browser.verification(gatewayUrl),
  });
  return browser;
}
