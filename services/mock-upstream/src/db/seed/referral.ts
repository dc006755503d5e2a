import type { Db } from '../client.js';
import { referralSettings } from '../schema/index.js';
import { defaultReferralTerms } from '../../modules/referral/referral.service.js';

/**
 * The brand's referral terms, inserted once (an operator's later change stays): a friend
 * whose first deposit is at least 20.00 and whose valid bets reach 100.00 earns the referrer 10.00
 * (turnover x1); friends registered from the referrer's device or IP are refused.
 */
export async function seedReferral(
  tx: Db,
  merchant: { id: number; currencyDecimals: number },
): Promise<void> {
  await tx
    .insert(referralSettings)
    .values({ merchantId: merchant.id, ...defaultReferralTerms(merchant.currencyDecimals) })
    .onConflictDoNothing();
}
