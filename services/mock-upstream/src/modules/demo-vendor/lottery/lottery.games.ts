/**
 * The games of the demo Vietnamese lottery and their draw schedules. Vietnam keeps UTC+07:00 all
 * year (no daylight saving since 1975), so Asia/Ho_Chi_Minh local time is a fixed offset and no
 * time-zone library is needed.
 */

export const LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Betting on a draw closes this long before it is drawn. */
export const BET_CLOSE_MS = 10_000;

export type LotteryGroup = 'MIEN_BAC' | 'MIEN_NAM' | 'MIEN_TRUNG' | 'VIP' | 'SIEU_TOC';

export type Schedule =
  | { kind: 'interval'; minutes: number }
  /** Once a day at this Vietnam-local time. */
  | { kind: 'daily'; hour: number; minute: number };

export type VnGameCode = 'VNMB' | 'VNMN' | 'VNMT' | 'VNHNVIP' | 'VNHCMVIP' | 'VNST1' | 'VNST5';

/** A game; its name in each language is the lottery page's words (lottery.text.ts, `gameNames`). */
export interface VnGame {
  gameCode: VnGameCode;
  group: LotteryGroup;
  schedule: Schedule;
  defaultPlayType: string;
}

const daily = (hour: number, minute: number): Schedule => ({ kind: 'daily', hour, minute });
const every = (minutes: number): Schedule => ({ kind: 'interval', minutes });

/** One row of the table below: the game's code, group, schedule and default play type. */
function vnGameOf(
  gameCode: VnGameCode,
  group: LotteryGroup,
  schedule: Schedule,
  defaultPlayType: string,
): VnGame {
  return { gameCode, group, schedule, defaultPlayType };
}

export const VN_GAMES: readonly VnGame[] = [
  vnGameOf('VNMB', 'MIEN_BAC', daily(18, 15), 'LO2'),
  vnGameOf('VNMN', 'MIEN_NAM', daily(16, 15), 'LO2'),
  vnGameOf('VNMT', 'MIEN_TRUNG', daily(17, 15), 'LO2'),
  vnGameOf('VNHNVIP', 'VIP', every(15), 'LO2'),
  vnGameOf('VNHCMVIP', 'VIP', every(15), 'LO2'),
  vnGameOf('VNST1', 'SIEU_TOC', every(1), 'DE'),
  vnGameOf('VNST5', 'SIEU_TOC', every(5), 'DE'),
];

export const VN_GAME_CODES = VN_GAMES.map((g) => g.gameCode) as [string, ...string[]];
export const GROUP_ORDER: readonly LotteryGroup[] = ['MIEN_BAC', 'MIEN_NAM', 'MIEN_TRUNG', 'VIP', 'SIEU_TOC'];

export function vnGame(gameCode: string): VnGame | undefined {
  return VN_GAMES.find((g) => g.gameCode === gameCode);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `YYYYMMDD` of a Vietnam-local midnight given as "local epoch" ms (UTC fields read as local). */
function dayLabel(localMidnight: number): string {
  const d = new Date(localMidnight);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

export interface ScheduledDraw {
  numero: string;
  drawAt: Date;
}

/**
 * The numero of a draw: `YYYYMMDD-NNNN`, the Vietnam-local day and the draw's number in it. A game
 * drawn every `m` minutes has draws 1..(1440/m) at 00:00 + k*m local (so VNST1's 20261122-0345 is
 * drawn at 05:45, and draw 1440 at the next midnight still belongs to the 22nd); a daily game has
 * only draw 0001.
 */
export function numeroOf(game: VnGame, drawAt: Date): string {
  const local = drawAt.getTime() + VN_OFFSET_MS;
  if (game.schedule.kind === 'daily') {
    return `${dayLabel(Math.floor(local / DAY_MS) * DAY_MS)}-0001`;
  }
  const interval = game.schedule.minutes * 60_000;
  let midnight = Math.floor(local / DAY_MS) * DAY_MS;
  let k = Math.round((local - midnight) / interval);
  if (k === 0) {
    midnight -= DAY_MS;
    k = DAY_MS / interval;
  }
  return `${dayLabel(midnight)}-${pad(k, 4)}`;
}

/** The next `count` draws of a game strictly after `after`. */
export function drawsAfter(game: VnGame, after: Date, count: number): ScheduledDraw[] {
  const out: ScheduledDraw[] = [];
  const local = after.getTime() + VN_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  if (game.schedule.kind === 'interval') {
    const interval = game.schedule.minutes * 60_000;
    let next = midnight + (Math.floor((local - midnight) / interval) + 1) * interval;
    for (let i = 0; i < count; i++, next += interval) {
      const drawAt = new Date(next - VN_OFFSET_MS);
      out.push({ numero: numeroOf(game, drawAt), drawAt });
    }
    return out;
  }
  let next = midnight + (game.schedule.hour * 60 + game.schedule.minute) * 60_000;
  if (next <= local) next += DAY_MS;
  for (let i = 0; i < count; i++, next += DAY_MS) {
    const drawAt = new Date(next - VN_OFFSET_MS);
    out.push({ numero: numeroOf(game, drawAt), drawAt });
  }
  return out;
}

/** How many draws ahead the job keeps scheduled (a daily game: today's and tomorrow's). */
export function lookahead(game: VnGame): number {
  return game.schedule.kind === 'daily' ? 2 : 3;
}
