/**
 * How the descriptor walk calls each passkeys endpoint (see walk.ts). The examples run as `demovip`
 * (a member of their own, logged in here), so the walk's player and agent never hold a passkey: a
 * member with one must confirm money moves with it, which the other areas' examples do not. Each
 * example that adds a passkey removes it again.
 */
import { accountsEndpoints, passkeysEndpoints as e } from '@portal/contracts';
import { SoftAuthenticator } from '@portal/contracts/testing/soft-authenticator';
import type { Examples, Walk } from './walk.js';

const RP = { origin: 'http://portal.test', rpId: 'portal.test' };
const auth = new SoftAuthenticator(RP.origin);

async function member(walk: Walk): Promise<{ token: string }> {
  const login = (await walk.call(
    accountsEndpoints.login,
    { body: { username: 'demovip', password: 'Demo1234', type: 'username', loginDeviceId: walk.deviceId() } },
    null,
  )) as { token: string };
  return { token: login.token };
}

async function added(walk: Walk, as: { token: string }, authenticator = auth): Promise<number> {
  const options = (await walk.call(e.registrationOptions, { body: RP }, as)) as {
    challengeId: string;
    options: never;
  };
  const passkey = (await walk.call(
    e.register,
    {
      body: {
        challengeId: options.challengeId,
        name: 'Walk key',
        response: authenticator.register(options.options),
      },
    },
    as,
  )) as { id: number };
  return passkey.id;
}

const removed = (walk: Walk, as: { token: string }, id: number) =>
  walk.call(e.remove, { body: { id, password: 'Demo1234' } }, as);

export const passkeysExamples: Examples = {
  'passkeys.list': (walk) => walk.call(e.list, {}, 'player'),
  'passkeys.registrationOptions': async (walk) =>
    walk.call(e.registrationOptions, { body: RP }, await member(walk)),
  'passkeys.register': async (walk) => {
    const as = await member(walk);
    const options = (await walk.call(e.registrationOptions, { body: RP }, as)) as {
      challengeId: string;
      options: never;
    };
    const answer = (await walk.call(
      e.register,
      {
        body: {
          challengeId: options.challengeId,
          name: 'Walk key',
          response: auth.register(options.options),
        },
      },
      as,
    )) as { id: number };
    await removed(walk, as, answer.id);
    return answer;
  },
  'passkeys.rename': async (walk) => {
    const as = await member(walk);
    const id = await added(walk, as);
    const answer = await walk.call(e.rename, { params: { id }, body: { name: 'Walk key renamed' } }, as);
    await removed(walk, as, id);
    return answer;
  },
  'passkeys.remove': async (walk) => {
    const as = await member(walk);
    return removed(walk, as, await added(walk, as));
  },
  'passkeys.stepUpOptions': async (walk) =>
    walk.call(e.stepUpOptions, { body: { ...RP, purpose: 'withdraw' } }, await member(walk)),
  'passkeys.loginOptions': (walk) => walk.call(e.loginOptions, { body: RP }, null),
  'passkeys.login': async (walk) => {
    // An authenticator of its own: it answers with the one passkey the platform holds now.
    const own = new SoftAuthenticator(RP.origin);
    const id = await added(walk, await member(walk), own);
    const options = (await walk.call(e.loginOptions, { body: RP }, null)) as {
      challengeId: string;
      options: never;
    };
    const answer = (await walk.call(
      e.login,
      {
        body: {
          challengeId: options.challengeId,
          response: own.assert(options.options),
          loginDeviceId: walk.deviceId(),
        },
      },
      null,
    )) as { token: string };
    await removed(walk, { token: answer.token }, id);
    return answer;
  },
};
