/**
 * How the descriptor walk calls each content endpoint (see walk.ts). Public, asked as a visitor, but
 * the banners, whose token is optional (a member's follow their promotion states): asked as one.
 */
import { contentEndpoints } from '@portal/contracts';
import type { Examples } from './walk.js';

const e = contentEndpoints;

export const contentExamples: Examples = {
  'content.banners': (walk) => walk.call(e.banners, {}),
  'content.announcements': (walk) =>
    walk.call(e.announcements, { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } }, null),
  'content.helpCenter': (walk) => walk.call(e.helpCenter, {}, null),
  'content.rankList': (walk) => walk.call(e.rankList, { query: { kind: 'deposit', limitNum: 20 } }, null),
  'content.winnerBoard': (walk) =>
    walk.call(e.winnerBoard, { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }, null),
};
