/**
 * How the descriptor walk calls each push endpoint (see walk.ts). Subscriptions and settings are a
 * member's of the example's own; the endpoint is a local address nothing listens on, so a push the
 * walk's other examples cause would only be logged as failed.
 */
import { pushEndpoints as e } from '@portal/contracts';
import { createECDH, randomBytes } from 'node:crypto';
import { newMember } from './accounts.examples.js';
import type { Examples } from './walk.js';

function subscription(path: string) {
  return {
    endpoint: `http://127.0.0.1:9/walk/${path}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    language: 'EN' as const,
  };
}

export const pushExamples: Examples = {
  'push.config': (walk) => walk.call(e.config, {}, null),
  'push.settings': (walk) => walk.call(e.settings, {}),
  'push.setSettings': async (walk) => {
    const member = await newMember(walk);
    return walk.call(
      e.setSettings,
      {
        body: {
          kinds: { messages: true, rewards: false, security: true },
          quietHours: { from: '22:00', to: '07:00', timeZone: 'Asia/Ho_Chi_Minh' },
        },
      },
      member,
    );
  },
  'push.subscribe': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.subscribe, { body: subscription(String(Date.now())) }, member);
  },
  'push.status': async (walk) => {
    const member = await newMember(walk);
    const body = subscription(`s${Date.now()}`);
    await walk.call(e.subscribe, { body }, member);
    return walk.call(e.status, { query: { endpoint: body.endpoint } }, member);
  },
  'push.replace': async (walk) => {
    const member = await newMember(walk);
    const old = subscription(`o${Date.now()}`);
    await walk.call(e.subscribe, { body: old }, member);
    const { language: _language, ...renewed } = subscription(`n${Date.now()}`);
    return walk.call(e.replace, { body: { ...renewed, oldEndpoint: old.endpoint } }, member);
  },
  'push.unsubscribe': async (walk) => {
    const member = await newMember(walk);
    const body = subscription(`u${Date.now()}`);
    await walk.call(e.subscribe, { body }, member);
    return walk.call(e.unsubscribe, { body: { endpoint: body.endpoint } }, member);
  },
};
