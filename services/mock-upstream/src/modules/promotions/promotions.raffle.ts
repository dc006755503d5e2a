/**
 * The raffle: one draw per drawEvery of deposits or valid bets, picked by a provably fair HMAC over
 * the prize weights, the stock taken by a guarded update, the prize waiting in the reward centre.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ErrorCode, localized } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { memberPromotions, rafflePrizes, raffleDraws, rewards } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { stateInvalid } from './promotions.common.js';
import type { PromotionsCore } from './promotions.state.js';

/** The raffle pick: HMAC-SHA256(serverSeed, `${memberId}:${nonce}`), its first 6 bytes over the weights. */
export function rafflePick(
  serverSeed: string,
  memberId: number,
  nonce: number,
  prizes: { id: number; weight: number }[],
): number | null {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return null;
  const digest = createHmac('sha256', serverSeed).update(`${memberId}:${nonce}`).digest();
  const roll = Math.floor((digest.readUIntBE(0, 6) / 2 ** 48) * total);
  let acc = 0;
  for (const p of prizes) {
    acc += p.weight;
    if (roll < acc) return p.id;
  }
  return prizes[prizes.length - 1]?.id ?? null;
}

export function createPromotionsRaffle(core: PromotionsCore) {
  const { deps, db, now, promotionById, memberRow, drawsEarned, compute } = core;

  return {
    /** One raffle draw, idempotent by requestId; stock is taken by a guarded update. */
    async raffleDraw(merchant: MerchantRow, member: MemberRow, body: { id: number; requestId: string }) {
      refuseTrial(member, 'cannot take part in promotions');
      const p = await promotionById(merchant, body.id);
      if (p.kind !== 'raffle') throw stateInvalid('this promotion is not a raffle');
      const result = await db.transaction(async (tx) => {
        const locked = rowsOf(
          await tx.execute(sql`SELECT id FROM member_promotions
            WHERE member_id = ${member.id} AND promotion_id = ${p.id} FOR UPDATE`),
        );
        const [previous] = await tx
          .select()
          .from(raffleDraws)
          .where(and(eq(raffleDraws.memberId, member.id), eq(raffleDraws.requestId, body.requestId)));
        const current = locked.length > 0 ? await memberRow(member.id, p.id, tx) : null;
        if (previous) {
          if (previous.promotionId !== p.id) {
            throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this request id was used for another draw');
          }
          return { draw: previous, replay: true, used: current?.drawsUsed ?? 0 };
        }
        if (now() >= p.endsAt) throw AppError.rule(ErrorCode.promotionClosed, 'this promotion has ended');
        if (!current) throw stateInvalid('join this raffle first');
        const draws = await drawsEarned(p, current, tx);
        if (draws.earned - current.drawsUsed <= 0) {
          throw AppError.rule(ErrorCode.raffleNoDraws, 'no draws left');
        }
        const nonce = current.drawsUsed + 1;
        const serverSeed = randomBytes(32).toString('hex');
        let candidates = (
          await tx.select().from(rafflePrizes).where(eq(rafflePrizes.promotionId, p.id))
        ).filter((x) => x.remaining > 0);
        let prizeId: number | null = null;
        while (candidates.length > 0 && prizeId === null) {
          const pick = rafflePick(serverSeed, member.id, nonce, candidates);
          if (pick === null) break;
          const taken = rowsOf(
            await tx.execute(sql`UPDATE raffle_prizes SET remaining = remaining - 1
              WHERE id = ${pick} AND remaining > 0 RETURNING id`),
          );
          if (taken.length > 0) prizeId = pick;
          else candidates = candidates.filter((x) => x.id !== pick);
        }
        if (prizeId === null) throw AppError.rule(ErrorCode.raffleOutOfStock, 'every prize has been drawn');
        await tx
          .update(memberPromotions)
          .set({ drawsUsed: nonce, updatedAt: now() })
          .where(eq(memberPromotions.id, current.id));
        const [draw] = await tx
          .insert(raffleDraws)
          .values({
            merchantId: merchant.id,
            memberId: member.id,
            promotionId: p.id,
            requestId: body.requestId,
            nonce,
            serverSeed,
            seedHash: createHash('sha256').update(serverSeed).digest('hex'),
            prizeId,
          })
          .returning();
        if (!draw) throw new Error('raffle draw insert returned nothing');
        const [prize] = await tx.select().from(rafflePrizes).where(eq(rafflePrizes.id, prizeId));
        if (prize && prize.amountMinor > 0n) {
          await tx.insert(rewards).values({
            merchantId: merchant.id,
            memberId: member.id,
            source: 'raffle',
            promotionId: p.id,
            sourceKey: `draw:${draw.id}`,
            title: prize.name,
            amountMinor: prize.amountMinor,
            turnoverMultiplier: 1,
          });
        }
        return { draw, replay: false, used: nonce };
      });
      if (!result.replay) deps.changed(merchant.code, member.id);
      const c = await compute(p, member);
      const [prize] = result.draw.prizeId
        ? await db.select().from(rafflePrizes).where(eq(rafflePrizes.id, result.draw.prizeId))
        : [];
      return {
        drawId: `R${result.draw.id}`,
        prize: prize
          ? {
              id: prize.id,
              name: localized(prize, 'EN', 'name'),
              amount: money(prize.amountMinor, merchant),
            }
          : null,
        drawsLeft: c.drawsLeft ?? 0,
        seedHash: result.draw.seedHash,
        nonce: result.draw.nonce,
      };
    },
  };
}
