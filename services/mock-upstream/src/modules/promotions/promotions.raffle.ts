/**
 * The raffle: one draw per drawEvery of deposits or valid bets, picked by a provably fair HMAC over
 * the prize weights, the stock taken by a guarded update, the prize waiting in the reward centre.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ErrorCode, localized } from '@portal/contracts';
import type { MemberRow, MerchantRow } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { PromotionsDeps } from './promotions.deps.js';
import { drawsEarned, memberState, promotionOf, stateInvalid } from './promotions.state.js';

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

export function createRaffle({ repo, now, changed }: Pick<PromotionsDeps, 'repo' | 'now' | 'changed'>) {
  return {
    /** One raffle draw, idempotent by requestId; stock is taken by a guarded update. */
    async draw(merchant: MerchantRow, member: MemberRow, body: { id: number; requestId: string }) {
      refuseTrial(member, 'cannot take part in promotions');
      const p = await promotionOf(repo, merchant, body.id);
      if (p.kind !== 'raffle') throw stateInvalid('this promotion is not a raffle');
      const result = await repo.inTransaction(async (tx) => {
        // The member's row locked: concurrent draws of the member run one after the other.
        const current = await tx.lockMemberPromotion(member.id, p.id);
        const previous = await tx.drawByRequest(member.id, body.requestId);
        if (previous) {
          if (previous.promotionId !== p.id) {
            throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this request id was used for another draw');
          }
          return { draw: previous, replay: true };
        }
        if (now() >= p.endsAt) throw AppError.rule(ErrorCode.promotionClosed, 'this promotion has ended');
        if (!current) throw stateInvalid('join this raffle first');
        const draws = await drawsEarned(tx, p, current, now());
        if (draws.earned - current.drawsUsed <= 0) {
          throw AppError.rule(ErrorCode.raffleNoDraws, 'no draws left');
        }
        const nonce = current.drawsUsed + 1;
        const serverSeed = randomBytes(32).toString('hex');
        // A prize another draw took meanwhile is left out and the pick made again over the rest.
        let candidates = (await tx.prizesOf(p.id)).filter((x) => x.remaining > 0);
        let prize: (typeof candidates)[number] | undefined;
        while (candidates.length > 0 && prize === undefined) {
          const pick = rafflePick(serverSeed, member.id, nonce, candidates);
          if (pick === null) break;
          if (await tx.takePrize(pick)) prize = candidates.find((x) => x.id === pick);
          else candidates = candidates.filter((x) => x.id !== pick);
        }
        if (prize === undefined)
          throw AppError.rule(ErrorCode.raffleOutOfStock, 'every prize has been drawn');
        await tx.setDrawsUsed(current.id, nonce, now());
        const draw = await tx.insertDraw({
          merchantId: merchant.id,
          memberId: member.id,
          promotionId: p.id,
          requestId: body.requestId,
          nonce,
          serverSeed,
          seedHash: createHash('sha256').update(serverSeed).digest('hex'),
          prizeId: prize.id,
        });
        // The prize waits in the reward centre (promotions.rewards.ts pays it).
        if (prize.amountMinor > 0n) {
          await tx.insertReward({
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
        return { draw, replay: false };
      });
      if (!result.replay) changed(merchant.code, member.id);
      const s = await memberState(repo, p, member, now());
      const prize = result.draw.prizeId ? await repo.prize(result.draw.prizeId) : undefined;
      return {
        drawId: `R${result.draw.id}`,
        prize: prize
          ? {
              id: prize.id,
              name: localized(prize, 'EN', 'name'),
              amount: money(prize.amountMinor, merchant),
            }
          : null,
        drawsLeft: s.drawsLeft ?? 0,
        seedHash: result.draw.seedHash,
        nonce: result.draw.nonce,
      };
    },
  };
}
