/**
 * Taking part: join (deposit bonus, rebate, raffle), apply with a comment and images (application
 * promotions), and claim the deposit bonus or the period's rebate once, paid through the ledger.
 */
import { ErrorCode, type FieldErrors, localized } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import {
  memberPromotions,
  promotionApplicationImages,
  promotionApplications,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeImageDataUrl, type ImageMime } from '../../lib/images.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { postTransaction } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { addTurnover, bonusPosting, stateInvalid } from './promotions.common.js';
import type { PromotionsCore } from './promotions.state.js';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function createPromotionsClaim(core: PromotionsCore) {
  const { deps, db, now, promotionById, memberRow, eligible, rebateEarned, stockLeft, compute, openFor } =
    core;

  return {
    /** join -> joined (depositBonus, rebate, raffle). Joining twice answers the state. */
    async join(merchant: MerchantRow, member: MemberRow, id: number) {
      const p = await openFor(merchant, member, id);
      if (p.kind === 'application') throw stateInvalid('apply to this promotion instead');
      if (!(await eligible(member, p.audience))) {
        throw AppError.rule(ErrorCode.promotionNotEligible, 'you are not eligible for this promotion');
      }
      if (p.kind === 'raffle' && (await stockLeft(p.id)) === 0) {
        throw AppError.rule(ErrorCode.promotionClosed, 'every prize has been drawn');
      }
      const inserted = await db
        .insert(memberPromotions)
        .values({ merchantId: merchant.id, memberId: member.id, promotionId: p.id, state: 'joined' })
        .onConflictDoNothing()
        .returning({ id: memberPromotions.id });
      if (inserted.length > 0) deps.changed(merchant.code, member.id);
      const c = await compute(p, member);
      return { id: p.id, state: c.state ?? 'joined', amount: money(c.reward, merchant) };
    },

    /** join or rejected -> applying, with the comment and the images (png/jpeg by content, 5 MB). */
    async apply(
      merchant: MerchantRow,
      member: MemberRow,
      input: { id: number; comment: string; images: string[] },
    ) {
      const p = await openFor(merchant, member, input.id);
      if (p.kind !== 'application') throw stateInvalid('this promotion takes no application');
      if (!(await eligible(member, p.audience))) {
        throw AppError.rule(ErrorCode.promotionNotEligible, 'you are not eligible for this promotion');
      }
      const fields: FieldErrors = {};
      const images: { mimeType: ImageMime; data: Buffer }[] = [];
      input.images.forEach((dataUrl, index) => {
        const checked = decodeImageDataUrl(dataUrl, MAX_IMAGE_BYTES);
        if (checked.ok) images.push({ mimeType: checked.mimeType, data: checked.data });
        else
          fields[`images.${index}`] =
            checked.reason === 'size' ? 'feedback_image_size' : 'feedback_image_type';
      });
      if (Object.keys(fields).length > 0) throw AppError.badRequest('application images refused', fields);
      await db.transaction(async (tx) => {
        // The guarded upsert lets one application in: a row in any state but rejected stays as it is.
        const moved = await tx
          .insert(memberPromotions)
          .values({ merchantId: merchant.id, memberId: member.id, promotionId: p.id, state: 'applying' })
          .onConflictDoUpdate({
            target: [memberPromotions.memberId, memberPromotions.promotionId],
            set: { state: 'applying', updatedAt: now() },
            setWhere: sql`${memberPromotions.state} = 'rejected'`,
          })
          .returning({ id: memberPromotions.id });
        if (moved.length === 0) throw stateInvalid('you have already applied');
        const [app] = await tx
          .insert(promotionApplications)
          .values({ merchantId: merchant.id, memberId: member.id, promotionId: p.id, comment: input.comment })
          .returning({ id: promotionApplications.id });
        if (!app) throw new Error('application insert returned nothing');
        if (images.length > 0) {
          await tx
            .insert(promotionApplicationImages)
            .values(images.map((img, position) => ({ applicationId: app.id, position, ...img })));
        }
      });
      deps.changed(merchant.code, member.id);
      return { id: p.id, state: 'applying' as const, amount: null };
    },

    /** claim -> claimed: pays the deposit bonus or the period's rebate once. */
    async claim(merchant: MerchantRow, member: MemberRow, body: { id: number; requestId: string }) {
      refuseTrial(member, 'cannot take part in promotions');
      const p = await promotionById(merchant, body.id);
      if (p.kind !== 'depositBonus' && p.kind !== 'rebate') throw stateInvalid('nothing to claim here');
      const outcome = await db.transaction(async (tx) => {
        const [row] = rowsOf(
          await tx.execute(sql`SELECT id FROM member_promotions
            WHERE member_id = ${member.id} AND promotion_id = ${p.id} FOR UPDATE`),
        );
        const current = row ? await memberRow(member.id, p.id, tx) : null;
        if (!current) {
          if (now() >= p.endsAt) throw AppError.rule(ErrorCode.promotionClosed, 'this promotion has ended');
          throw stateInvalid('join this promotion first');
        }
        if (current.state === 'claimed') {
          if (current.claimRequestId === body.requestId) return { amount: current.rewardMinor, replay: true };
          throw stateInvalid('already claimed');
        }
        let amount: bigint;
        if (p.kind === 'depositBonus') {
          if (current.state !== 'claim' || current.rewardMinor === null) throw stateInvalid();
          amount = current.rewardMinor;
        } else {
          if (now() < p.endsAt) throw stateInvalid('the rebate can be claimed once the period has ended');
          amount = await rebateEarned(p, current, tx);
          if (amount <= 0n)
            throw AppError.rule(ErrorCode.promotionClosed, 'nothing was earned in this period');
        }
        await tx
          .update(memberPromotions)
          .set({
            state: 'claimed',
            rewardMinor: amount,
            claimRequestId: body.requestId,
            claimedAt: now(),
            updatedAt: now(),
          })
          .where(eq(memberPromotions.id, current.id));
        const posted = await postTransaction(
          tx,
          bonusPosting(merchant, member, `promotion:${p.id}`, amount, {
            bonusType: p.kind === 'rebate' ? 'rebate-cashback' : 'promotion',
            description: localized(p, 'EN', 'title'),
            promotionId: p.id,
          }),
        );
        if (!posted.replayed) await addTurnover(tx, member.id, amount * BigInt(p.turnoverMultiplier));
        return { amount, replay: false };
      });
      if (!outcome.replay) {
        deps.walletChanged(merchant.code, member.id);
        deps.changed(merchant.code, member.id);
      }
      return { id: p.id, state: 'claimed' as const, amount: money(outcome.amount, merchant) };
    },
  };
}
