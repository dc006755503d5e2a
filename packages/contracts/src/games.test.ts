import { describe, expect, it } from 'vitest';
import {
  ClientTypeSchema,
  GamePlatformsSchema,
  PORTAL_GAME_PLATFORM,
  PvpLaunchBodySchema,
  requestedPlatforms,
} from './games.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('the client type and platforms of a lobby call', () => {
  it('reads the portal’s platform value as its two platforms, each once', () => {
    expect(GamePlatformsSchema.parse(PORTAL_GAME_PLATFORM)).toEqual(['flash', 'html5-desktop']);
    expect(GamePlatformsSchema.parse(' html5-mobile , flash,flash')).toEqual(['html5-mobile', 'flash']);
  });

  it('refuses an unknown platform, an empty list and an unknown client type', () => {
    for (const bad of ['flash,html6', '', ',', 'FLASH']) {
      expect(messages(GamePlatformsSchema.safeParse(bad)), bad).toEqual([':platform_unknown']);
    }
    for (const bad of ['0', '4', '3.5', 'web']) {
      expect(messages(ClientTypeSchema.safeParse(bad)), bad).toEqual([':client_type_unknown']);
    }
    expect(ClientTypeSchema.parse('3')).toBe(3);
  });

  it('takes the named platforms first, else the client type’s, else none', () => {
    expect(requestedPlatforms({ platform: ['html5-mobile'], clientType: 3 })).toEqual(['html5-mobile']);
    expect(requestedPlatforms({ clientType: 3 })).toEqual(['flash', 'html5-desktop']);
    expect(requestedPlatforms({ clientType: 1 })).toEqual(['html5-mobile']);
    expect(requestedPlatforms({})).toBeUndefined();
  });
});

describe('the PvP launch body', () => {
  it('takes a game and a room, real money unless asked, and names each bad field', () => {
    expect(PvpLaunchBodySchema.parse({ nodeId: 7, roomId: 'NN-2' })).toEqual({
      nodeId: 7,
      roomId: 'NN-2',
      accountType: 1,
    });
    const bad = messages(PvpLaunchBodySchema.safeParse({ roomId: 'room 1', accountType: 3 }));
    expect(bad.slice(0, 2)).toEqual(['nodeId:is required', 'roomId:room_format']);
    expect(bad[2]).toMatch(/^accountType:/);
  });
});
