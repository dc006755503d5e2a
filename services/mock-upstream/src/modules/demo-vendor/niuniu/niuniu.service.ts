import { randomBytes } from 'node:crypto';
import { ErrorCode, fromMinor, PVP_RAKE_BPS, PVP_ROOMS, type PvpRoomRule } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { attemptSeamless, type SeamlessAnswer, type SeamlessClient } from '../seamless-client.js';
import {
  bankerOf,
  cardName,
  duelPot,
  seatMoney,
  seedHash,
  showdown,
  type Duel,
  type HandKind,
} from './niuniu.engine.js';
import type { HandRow, NiuniuRepository, RoomHandRow, SeedCommit } from './niuniu.repository.js';

export const NIUNIU_VENDOR = 'DEMO';
export const NIUNIU_GAME_CODE = 'DEMONIUNIU';
const MONEY_DECIMALS = 2;
/** A seat not seen (no join, no hand) for this long is given to the next player who joins its room. */
export const SEAT_IDLE_MS = 10 * 60_000;
/** A hand still open this long after it was taken is finished by the platform-side job. */
export const STALLED_AFTER_MS = 2 * 60_000;
/** A room's betting window: from the first person in to the deal, everyone seated may join in. */
export const BETTING_WINDOW_MS = 8_000;
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];
const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);
const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

export const NIUNIU_ROUND_ID_PATTERN = /^NN-[A-Za-z0-9_-]{1,32}-[A-Za-z0-9_-]{8,32}$/;

const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

/** One seat's hand as the page shows it. */
export interface DealtHand {
  seat: number;
  isYou: boolean;
  /** A person played this seat (else a bot, with the house's money). */
  isPerson: boolean;
  cards: string[];
  kind: HandKind;
  bull: number;
  bullCards: number[];
}

/** What a hand ended with: the page's result and the hand's reveal. */
export interface HandResult {
  roundId: string;
  roomId: string;
  seat: number;
  bankerSeat: number;
  /** The room's stake of one duel. */
  roomStake: string;
  /** What this seat staked: one stake, or one per other seat as the banker. */
  stake: string;
  /** One duel's pot, its rake and what its winner is paid. */
  pot: string;
  rake: string;
  payout: string;
  /** What this seat was paid. */
  win: string;
  duels: Duel[];
  hands: DealtHand[];
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export const roomRule = (roomId: string): PvpRoomRule | undefined =>
  PVP_ROOMS.find((r) => r.roomId === roomId);

function seatView(seat: { roomId: string; seat: number }) {
  return { roomId: seat.roomId, seat: seat.seat };
}

function newCommit(): SeedCommit {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

/** The round id of a person's part in a room's hand: the hand and the member (a retry is the same round). */
export function niuniuRoundId(roomHandId: number, memberId: number): string {
  return `NN-h${roomHandId}-m${String(memberId).padStart(7, '0')}`;
}

/** What a seat stakes in its hand of this nonce: known before the deal (only the bank decides it). */
export function stakeOfHand(o: { seat: number; nonce: number; stakeMinor: bigint }, seats: number): bigint {
  return o.seat === bankerOf(o.nonce, seats) ? o.stakeMinor * BigInt(seats - 1) : o.stakeMinor;
}

type HandSource = Pick<
  HandRow,
  'roundId' | 'roomId' | 'seat' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'stakeMinor'
>;

/**
 * The outcome of a recorded hand for one seat: it follows from its seeds alone, whenever it is
 * computed. `people` are the seats people played (the others were bots).
 */
export function resultOf(
  hand: HandSource,
  seats: number,
  people: readonly number[] = [hand.seat],
): HandResult & { winMinor: bigint } {
  const seeds = { serverSeed: hand.serverSeed, clientSeed: hand.clientSeed, nonce: hand.nonce };
  const { hands, bankerSeat, duels } = showdown(seeds, seats);
  const own = seatMoney({
    seat: hand.seat,
    bankerSeat,
    duels,
    stakeMinor: hand.stakeMinor,
    rakeBps: PVP_RAKE_BPS,
  });
  const pot = duelPot(hand.stakeMinor, PVP_RAKE_BPS);
  return {
    roundId: hand.roundId,
    roomId: hand.roomId,
    seat: hand.seat,
    bankerSeat,
    roomStake: money(hand.stakeMinor),
    stake: money(own.stakeMinor),
    pot: money(pot.potMinor),
    rake: money(pot.rakeMinor),
    payout: money(pot.payoutMinor),
    win: money(own.winMinor),
    winMinor: own.winMinor,
    duels,
    hands: hands.map((h) => ({
      seat: h.seat,
      isYou: h.seat === hand.seat,
      isPerson: people.includes(h.seat),
      cards: h.cards.map(cardName),
      kind: h.rank.kind,
      bull: h.rank.bull,
      bullCards: h.rank.bullCards,
    })),
    serverSeed: hand.serverSeed,
    serverSeedHash: hand.serverSeedHash,
    clientSeed: hand.clientSeed,
    nonce: hand.nonce,
  };
}

function refusal(answer: Extract<SeamlessAnswer, { ok: false }>): AppError {
  if (answer.errorCode === ErrorCode.insufficientBalance) {
    return AppError.rule(ErrorCode.insufficientBalance, 'the balance is too low for this stake', {
      room: 'insufficient_balance',
    });
  }
  if (answer.errorCode === ErrorCode.idempotencyKeyReused) {
    return AppError.rule(ErrorCode.idempotencyKeyReused, 'this handId was already used for another hand', {
      handId: 'hand_id_reused',
    });
  }
  const code = KNOWN_CODES.has(answer.errorCode) ? (answer.errorCode as ErrorCode) : ErrorCode.systemError;
  return AppError.rule(code, 'the wallet refused the stake');
}

function unsettled(roundId: string): AppError {
  return new AppError(
    503,
    ErrorCode.upstreamUnavailable,
    'the hand is not settled yet: send the same handId again',
    undefined,
    { retry: true, roundId },
  );
}

/** The seats people played in a dealt room hand (the others were bots). */
export function peopleOf(hand: Pick<RoomHandRow, 'result'>): number[] {
  const people = (hand.result as { people?: unknown } | null)?.people;
  return Array.isArray(people) ? people.filter((n): n is number => typeof n === 'number') : [];
}

/** A dealt room hand as everyone at the table sees it: every seat's cards, the banker, the duels, the reveal. */
export function roomResult(hand: RoomHandRow, room: PvpRoomRule, viewerSeat: number | null) {
  const people = peopleOf(hand);
  const seeds = { serverSeed: hand.serverSeed, clientSeed: hand.clientSeed, nonce: hand.handNo };
  const { hands, bankerSeat, duels } = showdown(seeds, room.seats);
  const pot = duelPot(room.stakeMinor, PVP_RAKE_BPS);
  return {
    handNo: hand.handNo,
    bankerSeat,
    duels,
    people,
    roomStake: money(room.stakeMinor),
    pot: money(pot.potMinor),
    rake: money(pot.rakeMinor),
    payout: money(pot.payoutMinor),
    hands: hands.map((h) => ({
      seat: h.seat,
      isYou: h.seat === viewerSeat,
      isPerson: people.includes(h.seat),
      cards: h.cards.map(cardName),
      kind: h.rank.kind,
      bull: h.rank.bull,
      bullCards: h.rank.bullCards,
    })),
    serverSeed: hand.serverSeed,
    serverSeedHash: hand.serverSeedHash,
    clientSeed: hand.clientSeed,
    nonce: hand.handNo,
  };
}

/** One person's part in a room hand: what they staked, were paid (once dealt) and its money's state. */
function partView(part: HandRow, room: PvpRoomRule, people: readonly number[]) {
  const stake = money(stakeOfHand(part, room.seats));
  const paid = part.status === 'settled' ? resultOf(part, room.seats, people).win : null;
  return { roundId: part.roundId, seat: part.seat, status: part.status, stake, win: paid };
}

/**
 * The Niu-Niu table's rules around the engine (ADR 0018): who may sit (the launch ticket, a seat of
 * the room), how a hand moves money (a seamless debit of the stake, then a credit of the payout, both
 * keyed by the round id, so a retried hand moves nothing twice), and what happens to a hand that
 * cannot complete (its stake is rolled back).
 */
export function createNiuniuService(deps: {
  masterSecret: string;
  seamless: SeamlessClient;
  repo: NiuniuRepository;
  log: FastifyBaseLogger;
  creditRetryMs?: readonly number[];
  now?: () => number;
}) {
  const { seamless, repo, log } = deps;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const now = () => deps.now?.() ?? Date.now();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, now());
    // Real money only: the table offers no free play (its stakes are other players' money).
    if (!ticket || ticket.v !== NIUNIU_VENDOR || ticket.g !== NIUNIU_GAME_CODE || ticket.t !== 1) return null;
    return ticket;
  }

  function requireRoom(roomId: string): PvpRoomRule {
    const room = roomRule(roomId);
    if (!room) throw AppError.rule(ErrorCode.notFound, 'no such room', { room: 'room_unknown' });
    return room;
  }

  async function requireMember(ticket: LaunchTicket) {
    const member = await repo.memberOf(ticket.m, ticket.a);
    if (!member)
      throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket names no player', {
        ticket: 'ticket_invalid',
      });
    return member;
  }

  async function credit(ticket: { m: string; a: string }, roundId: string, winMinor: bigint) {
    const body = {
      vendor: NIUNIU_VENDOR,
      account: ticket.a,
      roundId,
      gameCode: NIUNIU_GAME_CODE,
      txId: `c-${roundId}`,
      amount: money(winMinor),
    };
    let answer = await attemptSeamless(() => seamless.credit(ticket.m, body));
    for (const delay of creditRetryMs) {
      if (answer.ok || !TRANSIENT.has(answer.errorCode)) break;
      await wait(delay);
      answer = await attemptSeamless(() => seamless.credit(ticket.m, body));
    }
    return answer;
  }

  /** Returns the stake of a hand that cannot complete; the hand ends rolled back. */
  async function rollBack(ticket: { m: string; a: string }, roundId: string, why: string) {
    const answer = await attemptSeamless(() =>
      seamless.rollback(ticket.m, {
        vendor: NIUNIU_VENDOR,
        account: ticket.a,
        roundId,
        txId: `r-${roundId}`,
        refTxId: `d-${roundId}`,
      }),
    );
    // No debit to return (it never reached the wallet): nothing moved, the hand still ends.
    if (answer.ok || answer.errorCode === ErrorCode.roundNotFound) {
      await repo.finish(roundId, 'rolled_back', { why });
      return true;
    }
    log.error({ roundId, errorCode: answer.errorCode }, 'demo niu-niu: a hand could not be rolled back yet');
    return false;
  }

  /** Pays a hand whose stake was taken: its outcome from its seeds; a refused payout rolls it back. */
  async function settle(ticket: { m: string; a: string }, hand: HandRow) {
    const room = requireRoom(hand.roomId);
    const result = resultOf(hand, room.seats);
    const answer = await credit(ticket, hand.roundId, result.winMinor);
    if (!answer.ok) {
      if (TRANSIENT.has(answer.errorCode)) throw unsettled(hand.roundId);
      log.error({ roundId: hand.roundId, errorCode: answer.errorCode }, 'demo niu-niu: payout refused');
      await rollBack(ticket, hand.roundId, answer.errorCode);
      throw AppError.rule(ErrorCode.roundClosed, 'the hand could not complete: its stake was returned', {
        handId: 'hand_rolled_back',
      });
    }
    const { winMinor: _win, ...shown } = result;
    await repo.finish(hand.roundId, 'settled', shown);
    return {
      result: shown,
      balance: answer.value.balance,
      currency: answer.value.currency,
      replayed: answer.value.replayed,
    };
  }

  /** Pays every staked part of a dealt room hand (a refused payout rolls that part back). */
  async function payHand(roomHandId: number) {
    for (const row of await repo.unpaidParts(roomHandId)) {
      try {
        await settle({ m: row.merchantCode, a: row.account }, row.hand);
      } catch (err) {
        if (!(err instanceof AppError && err.code === ErrorCode.roundClosed)) {
          log.warn({ roundId: row.hand.roundId, err }, 'demo niu-niu: a payout is not settled yet');
        }
      }
    }
  }

  async function dealRoom(merchantId: number, roomId: string, at = new Date(now())) {
    const dealt = await repo.dealIfDue({ merchantId, roomId, at, next: newCommit() });
    if (dealt) await payHand(dealt.id);
    return dealt;
  }

  return {
    openTicket,
    requireRoom,

    requireTicket(text: string): LaunchTicket {
      const ticket = openTicket(text);
      if (!ticket) {
        throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket is invalid or has expired', {
          ticket: 'ticket_invalid',
        });
      }
      return ticket;
    },

    async balance(ticket: LaunchTicket): Promise<{ balance: string; currency: string }> {
      const answer = await attemptSeamless(() => seamless.balance(ticket.m, NIUNIU_VENDOR, ticket.a));
      if (!answer.ok) {
        if (TRANSIENT.has(answer.errorCode)) {
          throw new AppError(503, ErrorCode.upstreamUnavailable, 'the wallet could not be reached');
        }
        throw refusal(answer);
      }
      return { balance: answer.value.balance, currency: answer.value.currency };
    },

    /** The player's seat (room, seat, the next hand's commitment), or null. */
    async seat(ticket: LaunchTicket) {
      const member = await requireMember(ticket);
      const seat = await repo.seatOf(member.memberId);
      if (!seat || seat.seenAt.getTime() < now() - SEAT_IDLE_MS) return null;
      return seatView(seat);
    },

    /** Sits the player in a room (the seat they have there, or the lowest free one): TABLE_FULL when none. */
    async join(ticket: LaunchTicket, roomId: string) {
      const room = requireRoom(roomId);
      const member = await requireMember(ticket);
      const seat = await repo.join({
        merchantId: member.merchantId,
        memberId: member.memberId,
        roomId,
        seats: room.seats,
        staleBefore: new Date(now() - SEAT_IDLE_MS),
        commit: newCommit(),
      });
      if (!seat) {
        throw new AppError(409, ErrorCode.tableFull, 'every seat of this room is taken', {
          room: 'table_full',
        });
      }
      return seatView(seat);
    },

    async leave(ticket: LaunchTicket): Promise<void> {
      const member = await requireMember(ticket);
      await repo.leave(member.memberId);
    },

    /**
     * The room's table as one person at it sees it: who sits where, the hand being bet on (its seed
     * hash, banker, the people in, seconds to the deal) and the last hand dealt (every seat's cards,
     * the duels, the revealed seed, and this person's stake and payout). A call after the betting
     * closed deals the hand (once, whoever asks first) and pays the people in it.
     */
    async table(ticket: LaunchTicket, roomId: string) {
      const room = requireRoom(roomId);
      const member = await requireMember(ticket);
      await dealRoom(member.merchantId, room.roomId);
      const staleBefore = new Date(now() - SEAT_IDLE_MS);
      const seated = await repo.seatsOf(member.merchantId, room.roomId, staleBefore);
      const mine = seated.find((s) => s.memberId === member.memberId) ?? null;
      if (mine) await repo.touchSeat(member.memberId);
      const current = await repo.currentHand({
        merchantId: member.merchantId,
        roomId: room.roomId,
        commit: newCommit(),
      });
      const inNow = await repo.partsOf(current.id);
      const last = await repo.lastDealt(member.merchantId, room.roomId);
      let lastView = null;
      if (last) {
        const parts = await repo.partsOf(last.id);
        // Settles what a deal could not pay at once (a payout lost in transit), the same txIds.
        if (parts.some((p) => p.status === 'staked')) await payHand(last.id);
        const own = parts.find((p) => p.memberId === member.memberId) ?? null;
        const fresh = own ? ((await repo.hand(own.roundId)) ?? own) : null;
        lastView = {
          // A seat is the viewer's only if they played it: a seat sat out was a bot's.
          ...roomResult(last, room, own?.seat ?? null),
          you: fresh ? partView(fresh, room, peopleOf(last)) : null,
        };
      }
      const closesAt = current.closesAt?.getTime() ?? null;
      return {
        roomId: room.roomId,
        seats: room.seats,
        seat: mine?.seat ?? null,
        people: seated.map((s) => s.seat),
        hand: {
          handNo: current.handNo,
          status: current.status,
          serverSeedHash: current.serverSeedHash,
          bankerSeat: bankerOf(current.handNo, room.seats),
          closesInMs: closesAt === null ? null : Math.max(0, closesAt - now()),
          inSeats: inNow.filter((p) => p.status === 'open' || p.status === 'staked').map((p) => p.seat),
          you: (() => {
            const part = inNow.find((p) => p.memberId === member.memberId);
            return part ? partView(part, room, []) : null;
          })(),
        },
        last: lastView,
      };
    },

    /**
     * Puts the person in hand `hand` of their room: their stake (one, or one per other seat as the
     * banker) is debited once (`d-<round>`), and they are in for the deal if it arrived before the
     * betting closed (else it is returned). The same call again answers the same part; 50 at once make
     * one part and one debit.
     */
    async enter(ticket: LaunchTicket, body: { room: string; hand: number }) {
      const room = requireRoom(body.room);
      const member = await requireMember(ticket);
      await dealRoom(member.merchantId, room.roomId);
      const entered = await repo.enter({
        merchantId: member.merchantId,
        memberId: member.memberId,
        roomId: room.roomId,
        handNo: body.hand,
        roundId: (roomHandId) => niuniuRoundId(roomHandId, member.memberId),
        gameCode: NIUNIU_GAME_CODE,
        stakeMinor: room.stakeMinor,
        staleBefore: new Date(now() - SEAT_IDLE_MS),
        closesAt: new Date(now() + BETTING_WINDOW_MS),
      });
      if (entered.kind === 'not_seated') {
        throw new AppError(409, ErrorCode.notSeated, 'you have no seat in this room: join it first', {
          room: 'not_seated',
        });
      }
      if (entered.kind !== 'part') {
        throw AppError.rule(
          ErrorCode.roundClosed,
          'this hand is dealt or under way without you: join the next',
          {
            hand: entered.kind === 'seat_busy' ? 'seat_busy' : 'hand_closed',
          },
        );
      }
      const part = entered.part;
      if (part.status === 'refused') {
        throw refusal({ ok: false, errorCode: ErrorCode.insufficientBalance, message: '' });
      }
      if (part.status === 'rolled_back') {
        throw AppError.rule(ErrorCode.roundClosed, 'the hand could not complete: its stake was returned', {
          hand: 'hand_rolled_back',
        });
      }
      const answer = () => ({
        handNo: entered.hand.handNo,
        roundId: part.roundId,
        seat: part.seat,
        stake: money(stakeOfHand(part, room.seats)),
      });
      if (part.status !== 'open') return answer();
      const who = { m: ticket.m, a: ticket.a };
      const debit = await attemptSeamless(() =>
        seamless.debit(ticket.m, {
          vendor: NIUNIU_VENDOR,
          account: ticket.a,
          roundId: part.roundId,
          gameCode: NIUNIU_GAME_CODE,
          txId: `d-${part.roundId}`,
          amount: money(stakeOfHand(part, room.seats)),
        }),
      );
      if (!debit.ok) {
        if (TRANSIENT.has(debit.errorCode)) throw unsettled(part.roundId);
        await repo.finish(part.roundId, 'refused', { errorCode: debit.errorCode });
        throw refusal(debit);
      }
      const isIn = await repo.confirmStake({
        merchantId: member.merchantId,
        roomId: room.roomId,
        roundId: part.roundId,
      });
      if (!isIn) {
        // The deal went before the stake arrived: the person sat this hand out; the stake goes back.
        await rollBack(who, part.roundId, 'dealt before the stake arrived');
        throw AppError.rule(ErrorCode.roundClosed, 'the hand was dealt before your stake: it was returned', {
          hand: 'hand_rolled_back',
        });
      }
      return answer();
    },

    /** Deals the room's hand if its betting closed and pays its people (the page's poll and the job). */
    dealRoom,

    /**
     * Finishes what the pages left: deals the rooms whose betting closed, pays a staked part of a dealt
     * hand its outcome (the same txId as the deal's, so never twice), returns the stake of a part the
     * deal went without, and, for hands of the earlier one-person flow, pays or ends them as before.
     */
    async finishStalled(at: Date, olderThanMs = STALLED_AFTER_MS): Promise<number> {
      let finished = 0;
      for (const r of await repo.overdueRooms(at, 50)) {
        try {
          await dealRoom(r.merchantId, r.roomId, at);
        } catch (err) {
          log.warn({ roomId: r.roomId, err }, 'demo niu-niu: an overdue hand was not dealt yet');
        }
      }
      for (const row of await repo.stalledHands(new Date(at.getTime() - olderThanMs), 50)) {
        const who = { m: row.merchantCode, a: row.account };
        try {
          if (row.hand.roomHandId !== null && row.hand.status === 'open') {
            if (await rollBack(who, row.hand.roundId, 'dealt before the stake arrived')) finished += 1;
            continue;
          }
          await settle(who, row.hand);
          finished += 1;
        } catch (err) {
          if (err instanceof AppError && err.code === ErrorCode.roundClosed) finished += 1;
          else log.warn({ roundId: row.hand.roundId, err }, 'demo niu-niu: stalled hand not finished yet');
        }
      }
      return finished;
    },
  };
}
export type NiuniuService = ReturnType<typeof createNiuniuService>;
