/**
 * The descriptor walk's context: a real mock-upstream and the gateway's own upstream client, a
 * logged-in player and agent, and the operator API. Each area's examples (`<area>.examples.ts`) say
 * how to call each of its endpoints so that it answers successfully; the walk proves the answer
 * passes the descriptor's response schema (the client parses every answer with it).
 */
import { accountsEndpoints, type AnyEndpoint, type EndpointInput } from '@portal/contracts';
import { UpstreamClient, type EndpointCall } from '@portal/gateway/upstream';
import type { TestStack } from '../support/stack.js';

export type Role = 'player' | 'agent';
/** Whose token a call carries: a role's, a visitor's (none), or one the example made itself. */
export type Caller = Role | null | { token: string };

export interface Walk {
  stack: TestStack;
  upstream: UpstreamClient;
  /**
   * Calls an endpoint for a role (its token sent), as a visitor (`null`) or with a token of the
   * example's own (a member it made, whose token it may spend: logout, password change).
   */
  call<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, as?: Caller): Promise<unknown>;
  /** The operator API of mock-upstream (JSON body), answering the parsed JSON; throws on non-2xx. */
  admin(method: string, path: string, body?: unknown): Promise<unknown>;
  token(role: Role): string;
  /** A player's token of the platform's second brand (seeded: `koiplayer` of `<code>-koi`). */
  otherBrandToken: string;
  /** A fresh device id for calls that take one. */
  deviceId(): string;
}

/**
 * One example per endpoint id: calls it (through `walk.call`, possibly after setting up state with
 * other calls or the operator API). The walk fails for a descriptor without an example.
 */
export type Examples = Record<string, (walk: Walk) => Promise<unknown>>;

const ACCOUNTS: Record<Role, { username: string; password: string }> = {
  player: { username: 'demoplayer', password: 'Demo1234' },
  agent: { username: 'demoagent', password: 'Demo1234' },
};

let devices = 0;

export async function startWalk(stack: TestStack): Promise<Walk> {
  const upstream = stack.gateway.services.upstream;
  const meta = { language: 'EN', ip: '203.0.113.40', requestId: 'descriptor-walk' };
  const deviceId = () => `walk-device-${process.pid}-${++devices}`;
  const tokens = new Map<Role, string>();
  for (const role of ['player', 'agent'] as const) {
    const login = await upstream.call(accountsEndpoints.login, {
      ...meta,
      body: { ...ACCOUNTS[role], type: 'username', loginDeviceId: deviceId() },
    });
    tokens.set(role, login.token);
  }
  // The second brand's player logs in with that brand's Merchant header (a client of its own).
  const sister = new UpstreamClient({
    baseUrl: upstream.baseUrl,
    merchantCode: `${stack.upstream.config.merchantCode}-koi`,
    timeoutMs: 10_000,
  });
  const otherBrandLogin = await sister.call(accountsEndpoints.login, {
    ...meta,
    body: { username: 'koiplayer', password: 'Demo1234', type: 'username', loginDeviceId: deviceId() },
  });
  const token = (role: Role) => {
    const value = tokens.get(role);
    if (value === undefined) throw new Error(`no ${role} token`);
    return value;
  };
  return {
    stack,
    upstream,
    token,
    otherBrandToken: otherBrandLogin.token,
    deviceId,
    call: (endpoint, input, as = 'player') =>
      upstream.call(endpoint, {
        ...meta,
        ...(input as object),
        token: as === null ? undefined : typeof as === 'object' ? as.token : token(as),
      } as EndpointCall<AnyEndpoint>),
    admin: async (method, path, body) => {
      const res = await stack.admin(method, path, body);
      const json: unknown = await res.json();
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
      return json;
    },
  };
}
