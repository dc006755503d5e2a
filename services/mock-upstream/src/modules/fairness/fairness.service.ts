/**
 * Provably fair rounds of the portal's own demo games (ADR 0016): each member's seed pair (a secret
 * server seed committed to by its SHA-256, the player's client seed, a nonce per round), rotating it,
 * which reveals the old server seed, and the seeds of a round for the web's verifier. The demo games
 * ask `seedsForRound` for a round's seeds before they compute its outcome.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  fromMinor,
  REVEALED_PAIRS_LISTED,
  type ActiveSeedPair,
  type FairnessState,
  type FairRound,
  type RevealedSeedPair,
  type RotateSeed,
  type RotateSeedValue,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { createFairnessRepository, type FairRoundRow, type SeedPairRow } from './fairness.repository.js';

/** What a round's outcome is computed from. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A new server seed: 32 random bytes as 64 lowercase hex characters (used as text). */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}
/** The commitment shown before play: hex SHA-256 of the seed's text. */
export function hashOfSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}
/** The client seed a pair gets when the player names none: 16 random hex characters. */
export function randomClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function freshPair(clientSeed?: string) {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashOfSeed(serverSeed), clientSeed: clientSeed ?? randomClientSeed() };
}

function activeView(row: SeedPairRow): ActiveSeedPair {
  return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nextNonce: row.nextNonce };
}

function revealedView(row: SeedPairRow): RevealedSeedPair {
  return {
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    rounds: row.nextNonce,
    createdAt: row.createdAt.toISOString(),
    revealedAt: (row.revealedAt ?? row.createdAt).toISOString(),
  };
}

function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  } | null;
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}

/** Whose seed pairs: a member of a brand. */
export type SeedHolder = Pick<MemberRow, 'id' | 'merchantId'>;

export interface FairnessDeps {
  db: Db;
  /** Decimals of the demo games' money (the slot's: 2). */
  moneyDecimals?: number;
}

export function createFairnessService(deps: FairnessDeps) {
  const repo = createFairnessRepository(deps.db);
  const decimals = deps.moneyDecimals ?? 2;

  /** The member's active pair, created on first use. */
  async function activePair(memberId: number, merchantId: number): Promise<SeedPairRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await repo.active(memberId);
      if (row) return row;
      await repo.insertActive({ memberId, merchantId, ...freshPair() });
    }
    throw new Error('no active seed pair after creating one');
  }

  return {
    /** The member's active pair and latest revealed ones (a demo game's page names the member by its ticket). */
    async state(member: SeedHolder): Promise<FairnessState> {
      const active = await activePair(member.id, member.merchantId);
      const revealed = await repo.revealed(member.id, REVEALED_PAIRS_LISTED);
      return { active: activeView(active), revealed: revealed.map(revealedView) };
    },

    /**
     * Reveals the pair named by its hash and commits a new one. The pair is locked while it turns,
     * so of many rotations of one pair at once one rotates; the others (and any later replay) find it
     * revealed and answer that reveal with the member's active pair of now.
     */
    async rotate(member: SeedHolder, body: RotateSeed): Promise<RotateSeedValue> {
      await activePair(member.id, member.merchantId);
      const turned = await repo.rotate(member.id, body.serverSeedHash, freshPair(body.clientSeed));
      if (turned) return { revealed: revealedView(turned.revealed), active: activeView(turned.active) };
      const pair = await repo.byHash(member.id, body.serverSeedHash);
      if (!pair || pair.status !== 'revealed') {
        throw AppError.rule(ErrorCode.notFound, 'no seed pair of yours has this hash', {
          serverSeedHash: 'seed_hash_unknown',
        });
      }
      const active = await activePair(member.id, member.merchantId);
      return { revealed: revealedView(pair), active: activeView(active) };
    },

    /** The seeds of one of the member's demo rounds; the server seed only once revealed. */
    async round(member: MemberRow, roundId: string, vendor: string): Promise<FairRound> {
      const found = await repo.round({ merchantId: member.merchantId, vendor, roundId, memberId: member.id });
      if (!found) {
        throw new AppError(404, ErrorCode.roundNotFound, 'no demo round of yours has this id', {
          roundId: 'round_not_found',
        });
      }
      const { round, pair } = found;
      let bet: bigint | null = round.betMinor;
      let win: bigint | null = round.winMinor;
      if (!round.isFreePlay) {
        // Real money: what the wallet took and paid, as the betting record shows it.
        const wallet = await repo.walletRound(member.merchantId, vendor, roundId);
        bet = wallet && wallet.betMinor > 0n ? wallet.betMinor : null;
        win = wallet?.status === 'settled' ? wallet.winMinor : null;
      }
      return {
        roundId: round.roundId,
        gameCode: round.gameCode,
        serverSeedHash: pair.serverSeedHash,
        serverSeed: pair.status === 'revealed' ? pair.serverSeed : null,
        clientSeed: pair.clientSeed,
        nonce: round.nonce,
        bet: bet === null ? null : fromMinor(bet, decimals),
        win: win === null ? null : fromMinor(win, decimals),
        isFreePlay: round.isFreePlay,
        createdAt: round.createdAt.toISOString(),
      };
    },

    /**
     * The seeds a demo round is played on: the ones recorded for its id, else the next nonce of the
     * member's active pair, recorded with the outcome `winOf` gives (a retried spin replays the same
     * round, so the same seeds). Null when the ticket names no member of the brand.
     */
    async seedsForRound(
      who: { merchantCode: string; account: string },
      round: { vendor: string; roundId: string; gameCode: string; isFreePlay: boolean; betMinor: bigint },
      winOf: (seeds: RoundSeeds) => bigint,
    ): Promise<(RoundSeeds & { serverSeedHash: string }) | null> {
      const member = await repo.memberOf(who.merchantCode, who.account);
      if (!member) return null;
      const seedsOf = (pair: SeedPairRow, r: FairRoundRow) => ({
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce: r.nonce,
      });
      for (let attempt = 0; attempt < 5; attempt++) {
        const known = await repo.round({
          merchantId: member.merchantId,
          vendor: round.vendor,
          roundId: round.roundId,
        });
        if (known) return seedsOf(known.pair, known.round);
        try {
          const recorded = await repo.recordRound(member.memberId, round, (pair, nonce) =>
            winOf({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce }),
          );
          if (recorded) return seedsOf(recorded.pair, recorded.round);
          await activePair(member.memberId, member.merchantId);
        } catch (err) {
          // The same round recorded at this moment by its twin: read it on the next pass.
          if (!isUniqueViolation(err, 'fair_rounds_round_uq')) throw err;
        }
      }
      throw new Error('a demo round could not be given its seeds');
    },

    /** The hash of the active pair of the member a launch ticket names (the game page shows it). */
    async activeHashOf(merchantCode: string, account: string): Promise<string | null> {
      const member = await repo.memberOf(merchantCode, account);
      if (!member) return null;
      return (await activePair(member.memberId, member.merchantId)).serverSeedHash;
    },

    /** The recorded seeds of a round (the audit and the stalled-round job), any member's. */
    async recordedSeeds(vendor: string, roundId: string) {
      const known = await repo.round({ vendor, roundId });
      if (!known) return null;
      return {
        serverSeed: known.pair.serverSeed,
        clientSeed: known.pair.clientSeed,
        nonce: known.round.nonce,
        serverSeedHash: known.pair.serverSeedHash,
        revealed: known.pair.status === 'revealed',
      };
    },
  };
}
export type FairnessService = ReturnType<typeof createFairnessService>;
