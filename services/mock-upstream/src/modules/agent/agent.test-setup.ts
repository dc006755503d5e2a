import { envelope, type RsaKey } from '@portal/contracts';
import { afterAll, beforeAll } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { call, createMember, fund, type TestMember } from '../../test/wallet.js';
import { brandDay } from '../../test/days.js';

export let t: TestApp;
export let key: RsaKey;
export let agent: TestMember;
export let sub: TestMember;
export let player: TestMember;
export let subPlayer: TestMember;
export let stranger: TestMember;
export const today = brandDay();
export const range = `startDate=${today}&endDate=${today}`;

export const get = async <T>(token: string, url: string, schema: { parse(v: unknown): T }) => {
  const res = await call(t.app, token, 'GET', url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return envelope(schema as never).parse(json(res)).value as T;
};

/** Registers the hooks that build (and close) what the agent test files share; each file calls this at its top. */
export function useAgentTeam(): void {
  beforeAll(async () => {
    t = await startTestApp({}, (app) => {
      if (process.env['DEBUG_AGENT']) app.addHook('onError', async (_req, _reply, err) => console.error(err));
    });
    key = await rsaKey(t.app);
    agent = await createMember(t.app, key, { type: 1, prefix: 'ag' });
    sub = await createMember(t.app, key, { type: 1, prefix: 'as', uplineId: agent.id });
    player = await createMember(t.app, key, { prefix: 'ap', uplineId: agent.id });
    subPlayer = await createMember(t.app, key, { prefix: 'aq', uplineId: sub.id });
    stranger = await createMember(t.app, key, { prefix: 'ax' });
    await fund(t.app, player.account, '25.00');
  });
  afterAll(async () => t?.close());
}
