/**
 * Taking part in a promotion: join (deposit bonus, rebate, raffle), apply with a comment and images
 * (application promotions), and claim the deposit bonus or the period's rebate once, paid through
 * the ledger. The state change that allows the payment and the payment commit together.
 */
import { ErrorCode, type FieldErrors, localized } from '@portal/contracts';
import type { MemberRow, MerchantRow } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { decodeImageDataUrl, type ImageMime } from '../../lib/images.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { PromotionsDeps } from './promotions.deps.js';
import {
  isEligible,
  memberState,
  openPromotion,
  promotionOf,
  rebateEarned,
  stateInvalid,
} from './promotions.state.js';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const notEligible = () =>
  AppError.rule(ErrorCode.promotionNotEligible, 'you are not eligible for this promotion');

export function createTakingPart({
  repo,
  now,
  changed,
  walletChanged,
}: Pick<PromotionsDeps, 'repo' | 'now' | 'changed' | 'walletChanged'>) {
  return {
    /** join -> joined (depositBonus, rebate, raffle). Joining twice answers the state. */
    async join(merchant: MerchantRow, member: MemberRow, id: number) {
      const at = now();
      const p = await openPromotion(repo, merchant, member, id, at);
      if (p.kind === 'application') throw stateInvalid('apply to this promotion instead');
      if (!(await isEligible(repo, member, p.audience, at))) throw notEligible();
      if (p.kind === 'raffle' && (await repo.stockLeft(p.id)) === 0) {
        throw AppError.rule(ErrorCode.promotionClosed, 'every prize has been drawn');
      }
      if (await repo.join(merchant.id, member.id, p.id)) changed(merchant.code, member.id);
      const s = await memberState(repo, p, member, now());
      return { id: p.id, state: s.state ?? 'joined', amount: money(s.reward, merchant) };
    },

    /** join or rejected -> applying, with the comment and the images (png/jpeg by content, 5 MB). */
    async apply(
      merchant: MerchantRow,
      member: MemberRow,
      input: { id: number; comment: string; images: string[] },
    ) {
      const at = now();
      const p = await openPromotion(repo, merchant, member, input.id, at);
      if (p.kind !== 'application') throw stateInvalid('this promotion takes no application');
      if (!(await isEligible(repo, member, p.audience, at))) throw notEligible();
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
      await repo.inTransaction(async (tx) => {
        // The guarded upsert lets one application in: a row in any state but rejected stays as it is.
        if (!(await tx.startApplying(merchant.id, member.id, p.id, now()))) {
          throw stateInvalid('you have already applied');
        }
        await tx.insertApplication(
          { merchantId: merchant.id, memberId: member.id, promotionId: p.id, comment: input.comment },
          images,
        );
      });
      changed(merchant.code, member.id);
      return { id: p.id, state: 'applying' as const, amount: null };
    },

    /** claim -> claimed: pays the deposit bonus or the period's rebate once. */
    async claim(merchant: MerchantRow, member: MemberRow, body: { id: number; requestId: string }) {
      refuseTrial(member, 'cannot take part in promotions');
      const p = await promotionOf(repo, merchant, body.id);
      if (p.kind !== 'depositBonus' && p.kind !== 'rebate') throw stateInvalid('nothing to claim here');
      const outcome = await repo.inTransaction(async (tx) => {
        // The member's row locked: a concurrent claim waits here and then finds it claimed.
        const current = await tx.lockMemberPromotion(member.id, p.id);
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
          amount = await rebateEarned(tx, p, current, now());
          if (amount <= 0n)
            throw AppError.rule(ErrorCode.promotionClosed, 'nothing was earned in this period');
        }
        await tx.markClaimed(current.id, amount, body.requestId, now());
        const paid = await tx.payBonus(merchant, member.id, {
          key: `promotion:${p.id}`,
          amount,
          source: 'promotion',
          metadata: {
            bonusType: p.kind === 'rebate' ? 'rebate-cashback' : 'promotion',
            description: localized(p, 'EN', 'title'),
            promotionId: p.id,
          },
        });
        if (!paid.replayed) await tx.raiseTurnover(member.id, amount * BigInt(p.turnoverMultiplier));
        return { amount, replay: false };
      });
      if (!outcome.replay) {
        walletChanged(merchant.code, member.id);
        changed(merchant.code, member.id);
      }
      return { id: p.id, state: 'claimed' as const, amount: money(outcome.amount, merchant) };
    },
  };
}
