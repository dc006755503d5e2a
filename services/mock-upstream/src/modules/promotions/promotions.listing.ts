/**
 * What a visitor or member sees: the promotions list by category with each one's state, a
 * promotion's detail (its prizes, the member's application), the banner's title, which promotions
 * a banner may still point at, and the count of what waits for the member (promotions to join or
 * claim, rewards).
 */
import { localized, promotionInvites } from '@portal/contracts';
import type { MemberRow, MerchantRow } from '../../db/rows.js';
import { money } from '../../lib/money.js';
import { formatDateTime } from '../../lib/time.js';
import type { PromotionsDeps } from './promotions.deps.js';
import type { MemberPromotionRow, PromotionRow } from './promotions.repository.js';
import { memberState, promotionOf, type MemberState } from './promotions.state.js';

/** A promotion's generated banner (the CDN draws its title in `language`): `/promotion/7.vi.svg`. */
export function promotionBannerPath(id: number, language: string): string {
  return `/promotion/${id}.${language.toLowerCase()}.svg`;
}

function card(p: PromotionRow, merchant: MerchantRow, language: string, s: MemberState) {
  return {
    id: p.id,
    kind: p.kind,
    category: p.category,
    title: localized(p, language, 'title'),
    summary: localized(p, language, 'summary'),
    bannerUrl: p.bannerUrl ?? promotionBannerPath(p.id, language),
    startsAt: formatDateTime(p.startsAt, merchant.timeZone),
    endsAt: formatDateTime(p.endsAt, merchant.timeZone),
    state: s.state,
    reward: money(s.reward, merchant),
  };
}

export function createPromotionsListing({ repo, now }: Pick<PromotionsDeps, 'repo' | 'now'>) {
  async function list(merchant: MerchantRow, member: MemberRow | null, category: string, language: string) {
    const rows = await repo.promotionsOf(merchant.id);
    const categories = ['all', ...new Set(rows.map((r) => r.category))] as PromotionRow['category'][];
    const shown = rows.filter((r) => category === 'all' || r.category === category);
    // The member's rows in one query, then each card's remaining reads side by side.
    const mine = new Map<number, MemberPromotionRow>();
    if (member && shown.length > 0) {
      const rows = await repo.memberPromotionsIn(
        member.id,
        shown.map((p) => p.id),
      );
      for (const r of rows) mine.set(r.promotionId, r);
    }
    const at = now();
    const cards = await Promise.all(
      shown.map(async (p) =>
        card(p, merchant, language, await memberState(repo, p, member, at, mine.get(p.id) ?? null)),
      ),
    );
    return { categories, promotions: cards };
  }

  return {
    list,

    async detail(merchant: MerchantRow, member: MemberRow | null, id: number, language: string) {
      const p = await promotionOf(repo, merchant, id);
      const s = await memberState(repo, p, member, now());
      const prizes =
        p.kind === 'raffle'
          ? (await repo.prizesOf(p.id)).map((x) => ({
              id: x.id,
              name: localized(x, language, 'name'),
              amount: money(x.amountMinor, merchant),
              remaining: x.remaining,
            }))
          : null;
      const a =
        member && p.kind === 'application' ? await repo.latestApplication(member.id, p.id) : undefined;
      const application = a
        ? {
            id: a.id,
            status: a.status,
            comment: a.comment,
            reason: a.reason,
            createdAt: formatDateTime(a.createdAt, merchant.timeZone),
          }
        : null;
      return {
        ...card(p, merchant, language, s),
        body: localized(p, language, 'body'),
        terms: localized(p, language, 'terms'),
        progress: s.progress
          ? { done: money(s.progress.done, merchant), target: money(s.progress.target, merchant) }
          : null,
        percent: p.percent === null ? null : Number(p.percent),
        cap: money(p.capMinor, merchant),
        minDeposit: money(p.minDepositMinor, merchant),
        turnoverMultiplier: p.kind === 'depositBonus' || p.kind === 'rebate' ? p.turnoverMultiplier : null,
        prizes,
        drawsLeft: p.kind === 'raffle' && member ? (s.drawsLeft ?? 0) : null,
        application,
      };
    },

    /** The avatar's counts: promotions to join or claim, and rewards waiting. */
    async unclaimed(merchant: MerchantRow, member: MemberRow) {
      const shown = await list(merchant, member, 'all', 'EN');
      return {
        promotions: shown.promotions.filter((c) => c.state === 'join' || c.state === 'claim').length,
        rewards: await repo.waitingRewardCount(member.id),
      };
    },

    /**
     * Of `ids`, the brand's promotions that are open to the viewer: not ended, and for a member in
     * a state that still offers something (`promotionInvites`: not closed to them, not claimed). A
     * banner or dialog that points at a promotion is shown only while it is.
     */
    async openTo(merchant: MerchantRow, member: MemberRow | null, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await repo.promotionsIn(merchant.id, ids);
      const at = now();
      const open = await Promise.all(
        rows.map(async (p) =>
          at < p.endsAt && promotionInvites((await memberState(repo, p, member, at)).state) ? p.id : null,
        ),
      );
      return new Set(open.filter((id) => id !== null));
    },

    /** The title a generated banner shows (null: no such promotion). */
    async bannerTitle(id: number, language: string): Promise<string | null> {
      const row = await repo.promotionTitle(id);
      return row ? localized(row, language, 'title') : null;
    },
  };
}
