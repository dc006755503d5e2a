import { createHash } from 'node:crypto';
import {
  ErrorCode,
  fromMinor,
  languageFromTag,
  localized,
  toMinor,
  type LanguageCode,
} from '@portal/contracts';
import { SEED_TEXTS } from '../../../db/seed/translations/index.js';
import { AppError } from '../../../lib/errors.js';
import type { MerchantRow } from '../../merchants/merchants.repository.js';
import type { SeamlessClient } from '../seamless-client.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import {
  BET_CLOSE_MS,
  GROUP_ORDER,
  LOTTERY_VENDOR,
  VN_GAME_CODES,
  VN_GAMES,
  vnGame,
} from './lottery.games.js';
import type { BetRow, DrawRow, LotteryRepository } from './lottery.repository.js';
import { BET_RULES, BET_TYPES, oddsText, PRIZE_NAMES, winNumbers, type DrawResult } from './lottery.rules.js';
import type { BetView, OpenedNumero, PlaceBet, State, VnGameMenu, VnNumbers } from './lottery.schemas.js';

/** Per bet, in minor units of a 2-decimal currency. */
export const MIN_BET_MINOR = 100n;
export const MAX_BET_MINOR = 1_000_000n;
const DECIMALS = 2;
/** The window of `lottery.vnNumbers`. */
export const STATS_DRAWS = 30;

/** The seamless ids of a bet's round, all derived from its ref (so every retry reuses them). */
export function txIds(ref: string) {
  return {
    round: `lvn-${ref}`,
    debit: `lvn-${ref}-d`,
    credit: `lvn-${ref}-c`,
    rollback: `lvn-${ref}-r`,
  };
}

export function betRef(merchantCode: string, account: string, betId: string): string {
  return createHash('sha256').update(`${merchantCode}\n${account}\n${betId}`).digest('hex').slice(0, 32);
}

/** The portal language of a ticket (`l`: "vi", "TH", "pt-BR", ...); English for one it does not offer. */
export function languageOf(ticket: Pick<LaunchTicket, 'l'>): LanguageCode {
  return languageFromTag(ticket.l);
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));
function refusal(errorCode: string, message: string): AppError {
  const code = KNOWN_CODES.has(errorCode) ? (errorCode as ErrorCode) : ErrorCode.systemError;
  return code === ErrorCode.systemError
    ? new AppError(502, code, 'the wallet could not take the bet; try again')
    : AppError.rule(code, message);
}

/**
 * The lobby calls name any code the platform's contract allows; this vendor draws only its VN games
 * (refused like a malformed query, field by field).
 */
function requireVnGame(gameCode: string): void {
  if (vnGame(gameCode)) return;
  const message = `must be one of ${VN_GAME_CODES.join(', ')}`;
  throw AppError.badRequest(`invalid query: gameCode: ${message}`, { gameCode: message });
}

function resultOf(draw: DrawRow): OpenedNumero | null {
  if (draw.status !== 'drawn' || !draw.result || !draw.seed) return null;
  const result = draw.result as DrawResult;
  return {
    gameCode: draw.gameCode,
    numero: draw.numero,
    winningTime: draw.drawAt.toISOString(),
    winNo: winNumbers(result),
    prizes: Object.fromEntries(PRIZE_NAMES.map((n) => [n, result[n] ?? []])) as OpenedNumero['prizes'],
    seed: draw.seed,
    commitment: draw.commitment,
  };
}

function betView(row: BetRow): BetView {
  return {
    betId: row.betId,
    gameCode: row.gameCode,
    numero: row.numero,
    betType: row.betType as BetView['betType'],
    numbers: row.numbers.split('-'),
    amount: fromMinor(row.amountMinor, DECIMALS),
    odds: oddsText(row.oddsCents),
    status: row.status,
    hits: row.hits,
    win: fromMinor(row.winMinor, DECIMALS),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
  };
}

function drawRef(draw: DrawRow | undefined) {
  if (!draw) return null;
  return {
    numero: draw.numero,
    drawAt: draw.drawAt.toISOString(),
    closeAt: new Date(draw.drawAt.getTime() - BET_CLOSE_MS).toISOString(),
  };
}

export function createLotteryService(deps: {
  repo: LotteryRepository;
  seamless: SeamlessClient;
  masterSecret: string;
  /** Schedules upcoming draws when none is known yet (the job does it every tick). */
  scheduleUpcoming: (now: Date) => Promise<number>;
}) {
  const { repo, seamless } = deps;

  async function openDrawsAt(now: Date) {
    const closesAfter = new Date(now.getTime() + BET_CLOSE_MS);
    let open = await repo.openDraws(closesAfter);
    if (open.size < VN_GAMES.length) {
      await deps.scheduleUpcoming(now);
      open = await repo.openDraws(closesAfter);
    }
    return open;
  }

  /** Debits a pending bet (again: the txId makes a repeat move nothing) and opens it. */
  async function completePlacement(ticket: LaunchTicket, row: BetRow) {
    const ids = txIds(row.ref);
    const answer = await seamless.debit(ticket.m, {
      vendor: LOTTERY_VENDOR,
      account: ticket.a,
      txId: ids.debit,
      roundId: ids.round,
      gameCode: row.gameCode,
      amount: fromMinor(row.amountMinor, DECIMALS),
    });
    if (!answer.ok) {
      // Nothing moved: the placement leaves no trace and may be tried again.
      await repo.deletePending(row.id);
      throw refusal(answer.errorCode, answer.message);
    }
    const opened = await repo.markOpen(row.id);
    if (!opened) throw new Error('placed bet vanished');
    return { bet: betView(opened), balance: answer.value.balance };
  }

  return {
    /** The ticket of a page or API call; a bad, expired or foreign one is refused. */
    openTicket(text: string | undefined, now = Date.now()): LaunchTicket {
      const ticket = text ? openLaunchTicket(deps.masterSecret, text, now) : null;
      if (!ticket || ticket.v !== LOTTERY_VENDOR) {
        throw new AppError(401, ErrorCode.tokenInvalid, 'the game link is invalid or has expired');
      }
      return ticket;
    },

    async placeBet(ticket: LaunchTicket, bet: PlaceBet, now: Date) {
      if (ticket.t !== 1) {
        throw AppError.rule(
          ErrorCode.trialAccount,
          'the lottery is played with real money only; free play cannot place bets',
        );
      }
      const amountMinor = toMinor(bet.amount, DECIMALS);
      if (amountMinor < MIN_BET_MINOR || amountMinor > MAX_BET_MINOR) {
        throw AppError.rule(
          ErrorCode.amountOutOfRange,
          `the amount must be between ${fromMinor(MIN_BET_MINOR, DECIMALS)} and ${fromMinor(MAX_BET_MINOR, DECIMALS)}`,
          { amount: 'AMOUNT_OUT_OF_RANGE' },
        );
      }
      const numbers = [...bet.numbers].sort();
      const requestHash = createHash('sha256')
        .update(JSON.stringify([bet.gameCode, bet.numero, bet.betType, numbers, amountMinor.toString()]))
        .digest('hex');

      const replay = async (row: BetRow) => {
        if (row.requestHash !== requestHash) {
          throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this betId was already used for another bet', {
            betId: 'IDEMPOTENCY_KEY_REUSED',
          });
        }
        if (row.status === 'pending') return { ...(await completePlacement(ticket, row)), replayed: true };
        return { bet: betView(row), balance: null, replayed: true };
      };

      const existing = await repo.findBet(ticket.m, ticket.a, bet.betId);
      if (existing) return replay(existing);

      const draw = await repo.findDraw(bet.gameCode, bet.numero);
      if (!draw) {
        throw AppError.rule(ErrorCode.roundNotFound, `no draw ${bet.numero} of ${bet.gameCode}`, {
          numero: 'DRAW_NOT_FOUND',
        });
      }
      if (draw.status !== 'scheduled' || now.getTime() >= draw.drawAt.getTime() - BET_CLOSE_MS) {
        throw AppError.rule(ErrorCode.roundClosed, `betting on draw ${bet.numero} has closed`, {
          numero: 'BETTING_CLOSED',
        });
      }
      const rule = BET_RULES[bet.betType];
      const row = await repo.insertPending({
        merchantCode: ticket.m,
        account: ticket.a,
        betId: bet.betId,
        ref: betRef(ticket.m, ticket.a, bet.betId),
        requestHash,
        drawId: draw.id,
        gameCode: bet.gameCode,
        numero: bet.numero,
        betType: bet.betType,
        numbers: numbers.join('-'),
        amountMinor,
        oddsCents: rule.oddsCents,
        status: 'pending',
      });
      if (!row) {
        // The same betId arrived twice at once: the other call placed it.
        const raced = await repo.findBet(ticket.m, ticket.a, bet.betId);
        if (!raced) throw new Error('bet neither inserted nor found');
        return replay(raced);
      }
      return { ...(await completePlacement(ticket, row)), replayed: false };
    },

    async state(ticket: LaunchTicket, requestedGame: string | undefined, now: Date): Promise<State> {
      const language = languageOf(ticket);
      // The games by the names the lobby gives them in the language (the catalogue's, seeded).
      const gameNames = (SEED_TEXTS[language] ?? SEED_TEXTS.EN).games;
      const known = (code: string | undefined): code is string =>
        code !== undefined && vnGame(code) !== undefined;
      const game = known(requestedGame) ? requestedGame : known(ticket.g) ? ticket.g : 'VNST1';
      const isOpen = vnGame(game) !== undefined;

      const balanceAnswer =
        ticket.t === 1 ? await seamless.balance(ticket.m, LOTTERY_VENDOR, ticket.a) : null;
      const open = await openDrawsAt(now);
      const last = await repo.lastDrawn();
      const results = isOpen ? await repo.latestResults(game, 6) : [];
      const bets = await repo.playerBets(ticket.m, ticket.a, 30);

      return {
        serverTime: now.toISOString(),
        account: ticket.a,
        currency: balanceAnswer?.ok ? balanceAnswer.value.currency : null,
        balance: balanceAnswer?.ok ? balanceAnswer.value.balance : null,
        realMoney: ticket.t === 1,
        language,
        game,
        isOpen,
        games: [
          ...VN_GAMES.map((g) => {
            const lastDraw = last.get(g.gameCode);
            return {
              gameCode: g.gameCode,
              gameName: gameNames[`${LOTTERY_VENDOR}:${g.gameCode}`] ?? g.gameCode,
              group: g.group,
              isOpen: true,
              next: drawRef(open.get(g.gameCode)),
              lastSpecial: (lastDraw?.result as DrawResult | null)?.DB[0] ?? null,
              lastNumero: lastDraw?.numero ?? null,
            };
          }),
        ],
        draw: isOpen ? drawRef(open.get(game)) : null,
        closeSeconds: BET_CLOSE_MS / 1000,
        limits: { min: fromMinor(MIN_BET_MINOR, DECIMALS), max: fromMinor(MAX_BET_MINOR, DECIMALS) },
        betTypes: BET_TYPES.map((type) => {
          const rule = BET_RULES[type];
          return {
            type,
            picks: rule.picks,
            digits: rule.digits,
            odds: oddsText(rule.oddsCents),
            perHit: rule.perHit,
            rtp: rule.rtp,
          };
        }),
        results: results.map(resultOf).filter((r): r is OpenedNumero => r !== null),
        bets: bets.map(betView),
      };
    },

    // ---------------------------------------------------------------- /lgw lobby

    /** The VN games' menu by region, each game named in `language` (its own name where none). */
    async menu(
      merchant: MerchantRow,
      prizeMode: string | undefined,
      now: Date,
      language: string,
    ): Promise<VnGameMenu> {
      if (prizeMode !== undefined && prizeMode !== '' && !merchant.prizeModes.includes(prizeMode)) {
        throw AppError.badRequest(`unknown prize mode ${prizeMode}`, {
          prizeMode: `must be one of ${merchant.prizeModes.join(', ')}`,
        });
      }
      const catalogue = new Map(
        (await repo.catalogue(merchant.id, LOTTERY_VENDOR)).map((row) => [row.gameCode, row]),
      );
      const open = await openDrawsAt(now);
      const menu: VnGameMenu = {};
      for (const group of GROUP_ORDER) {
        const entries = VN_GAMES.filter((g) => g.group === group).flatMap((g) => {
          const row = catalogue.get(g.gameCode);
          if (!row) return [];
          const draw = drawRef(open.get(g.gameCode));
          return [
            {
              gameCode: g.gameCode,
              gameName: localized(row, language, 'gameName'),
              gameId: row.gameId,
              nodeId: row.nodeId,
              defaultPlayType: g.defaultPlayType,
              prizeMode: prizeMode || merchant.lotteryType,
              numero: draw?.numero ?? null,
              nextDrawTime: draw?.drawAt ?? null,
              closeTime: draw?.closeAt ?? null,
            },
          ];
        });
        if (entries.length > 0) menu[group] = entries;
      }
      return menu;
    },

    async openedNumero(gameCode: string, count: number): Promise<OpenedNumero[]> {
      requireVnGame(gameCode);
      return (await repo.latestResults(gameCode, count))
        .map(resultOf)
        .filter((r): r is OpenedNumero => r !== null);
    },

    async popular(
      merchant: MerchantRow,
      query: { count: number; prizeMode?: string | undefined },
      now: Date,
      language: string,
    ) {
      const prizeMode = query.prizeMode || undefined;
      if (prizeMode !== undefined && !merchant.prizeModes.includes(prizeMode)) {
        throw AppError.badRequest(`unknown prize mode ${prizeMode}`, {
          prizeMode: `must be one of ${merchant.prizeModes.join(', ')}`,
        });
      }
      const rows = await repo.lotteryGames(merchant.id, prizeMode);
      const bets = await repo.betsSince(new Date(now.getTime() - 24 * 60 * 60 * 1000));
      // Only this vendor's games take bets here; the sort is stable, so ties keep catalogue order.
      const counted = rows.map(({ translations, ...row }) => ({
        ...row,
        // Named in the visitor's language (the catalogue's translations are not part of the answer).
        gameName: localized({ gameName: row.gameName, translations }, language, 'gameName'),
        defaultPlayType: row.defaultPlayType ?? '',
        bets24h: row.vendor === LOTTERY_VENDOR ? (bets.get(row.gameCode) ?? 0) : 0,
      }));
      const seen = new Set<number>();
      return counted
        .filter((row) => !seen.has(row.gameId) && seen.add(row.gameId))
        .sort((a, b) => b.bets24h - a.bets24h)
        .slice(0, query.count);
    },

    async numbers(gameCode: string, count: number): Promise<VnNumbers> {
      requireVnGame(gameCode);
      const draws = (await repo.latestResults(gameCode, STATS_DRAWS))
        .map(resultOf)
        .filter((r): r is OpenedNumero => r !== null);
      const hits = new Array<number>(100).fill(0);
      const since = new Array<number | null>(100).fill(null);
      draws.forEach((draw, age) => {
        for (const n of draw.winNo) {
          const tail = Number(n.slice(-2));
          hits[tail] = (hits[tail] ?? 0) + 1;
          if (since[tail] === null) since[tail] = age;
        }
      });
      return {
        gameCode,
        draws: draws.length,
        latestNumero: draws[0]?.numero ?? null,
        numbers: Array.from({ length: count }, (_, i) => ({
          number: String(i).padStart(2, '0'),
          hits: hits[i] ?? 0,
          drawsSinceSeen: since[i] ?? null,
        })),
      };
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
