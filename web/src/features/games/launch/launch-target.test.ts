import type { Game } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { lobbyReducer } from '../components/game-lobby';
import { classifyOptions } from '../components/slot-filters';
import { vendorHref } from '../routes';
import { launchErrorKey, tableUrl } from './game-page-launch';
import { gameHref } from './launch-target';

const game = (over: Partial<Game> = {}): Game => ({
  nodeId: 7,
  gameCode: 'DEMOSLOT',
  gameName: 'Lucky Lanterns',
  vendor: 'DEMO',
  gameType: 'RNG',
  vassalage: null,
  gameClassify: null,
  minBet: '0.01',
  isHot: true,
  isNew: false,
  freePlay: true,
  defaultPlayType: null,
  icon: '/game/7.svg',
  ...over,
});

describe('where a game goes', () => {
  it('plays casino games in the frame page and lottery games in the lottery lobby', () => {
    expect(gameHref(game())).toBe('/game?nodeId=7&gameType=RNG');
    expect(gameHref(game(), { freePlay: true })).toBe('/game?nodeId=7&gameType=RNG&freePlay=1');
    expect(
      gameHref(game({ gameType: 'LOTT', vendor: 'TCG_LOTTO_VN', gameCode: 'VNST1', defaultPlayType: 'DE' })),
    ).toBe('/lottery?gameCode=VNST1&vendor=TCG_LOTTO_VN&playType=DE');
  });

  it('sends vendor entries where the spec says', () => {
    expect(vendorHref({ vendor: 'TCG_LOTTO_VN', vassalage: null, gameType: 'LOTT' })).toBe(
      '/lottery?vendor=TCG_LOTTO_VN',
    );
    expect(vendorHref({ vendor: 'JILI', vassalage: 'JL', gameType: 'RNG' })).toBe(
      '/game?games=jili&type=vassalage&vassalage=JL',
    );
    expect(vendorHref({ vendor: 'DS88', vassalage: null, gameType: 'LIVE' })).toBe(
      '/game?type=direct&vassalage=DS88&gameType=LIVE',
    );
    expect(vendorHref({ vendor: 'PG', vassalage: null, gameType: 'RNG' })).toBe('/rng?page=PG');
    expect(vendorHref({ vendor: 'EVO', vassalage: null, gameType: 'LIVE' })).toBe('/live?vendor=EVO');
  });

  it('translates launch refusals in the games namespace, the rest as common errors', () => {
    const failed = (code: string) => ({ data: { code } });
    expect(launchErrorKey(failed('VENDOR_MAINTENANCE'))).toBe('games:errors.maintenance');
    expect(launchErrorKey(failed('TRIAL_ACCOUNT'))).toBe('games:errors.trial');
    expect(launchErrorKey(failed('LOGIN_REQUIRED'))).toBe('games:errors.login');
    expect(launchErrorKey(new Error('offline'))).toBe('common:errors.network');
  });
});

describe('the lobby filters (spec section 4)', () => {
  const start = { tab: 'fav' as const, search: 'dragon', classify: 'SC' as const, minBet: '0.5' as const };

  it('clears the other filters and returns to the full list when one changes', () => {
    expect(lobbyReducer(start, { type: 'tab', tab: 'hot' })).toEqual({
      tab: 'hot',
      search: '',
      classify: undefined,
      minBet: 'all',
    });
    expect(lobbyReducer(start, { type: 'classify', classify: 'VP' })).toEqual({
      tab: 'all',
      search: '',
      classify: 'VP',
      minBet: 'all',
    });
    expect(lobbyReducer(start, { type: 'minBet', minBet: '0.01' })).toMatchObject({
      tab: 'all',
      search: '',
      classify: undefined,
    });
    expect(lobbyReducer(start, { type: 'search', search: 'koi' })).toMatchObject({
      tab: 'all',
      classify: undefined,
      minBet: 'all',
    });
  });

  it('offers bingo only where the TY language is', () => {
    expect(classifyOptions(['EN', 'TY'])).toContain('BG');
    expect(classifyOptions(['EN', 'VI'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
  });

  it('opens the demo tables in the portal theme, the room as the PvP launch answered it, and leaves other games as launched', () => {
    for (const table of ['cockfight', 'baccarat', 'sportsbook', 'fishing'])
      expect(tableUrl(`/demo-vendor/${table}?ticket=t1`, { theme: 'dark' })).toBe(
        `/demo-vendor/${table}?ticket=t1&theme=dark`,
      );
    expect(tableUrl('/demo-vendor/niuniu?ticket=t1&room=NN-1', { theme: 'light' })).toBe(
      '/demo-vendor/niuniu?ticket=t1&room=NN-1&theme=light',
    );
    expect(tableUrl('/demo-vendor/slot?ticket=t1', { theme: 'dark' })).toBe('/demo-vendor/slot?ticket=t1');
  });
});
