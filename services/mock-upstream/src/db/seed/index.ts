import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  countryCodes,
  members,
  customerServicePaths,
  geoCidrs,
  merchants,
  modules,
  registerRules,
  resources,
  settings,
} from '../schema/index.js';
import {
  CUSTOMER_SERVICE_PATHS,
  VIP_CUSTOMER_SERVICE_PATHS,
  vipDeskKey,
  DEFAULT_BLOCKED_COUNTRIES,
  demoMerchant,
  demoResources,
  flattenModuleSeed,
  moduleSeed,
  sisterMerchant,
  GEO_CIDRS,
  REGISTER_RULES,
} from './brand.js';
import { COUNTRY_CODES, DEMO_MEMBERS, SISTER_MEMBERS, type DemoMember } from './members.js';
import { seedMessages } from './messages.js';
import { seedPayments } from './payments.js';
import { seedRankings } from './rankings.js';
import { seedAgentContracts } from './agent-contracts.js';
import { seedAgentTeam } from './agent-team.js';
import { seedMissions } from './missions.js';
import { seedPoints } from './points.js';
import { seedReferral } from './referral.js';
import { seedPromotions } from './promotions.js';
import { seedWinners } from './winners.js';
import { seedContent } from './seed-content.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedRoundTables } from './round-tables.js';

const OPERATOR_STATUS_KEY = 'operator.status';
const GEO_SEEDED_KEY = 'seed.geoCidrs';

/**
 * Seeds the demo brand. Idempotent: every insert is keyed by a natural key and skips rows that
 * exist, so a restart adds only what is missing and never undoes an operator's change (a module
 * switched off stays off). Runs in one transaction: a half-seeded database is never visible.
 */
export async function seedDatabase(db: Db, config: Pick<Config, 'merchantCode' | 'firebase'>): Promise<void> {
  const moduleTree = moduleSeed(config.firebase !== null);
  await db.transaction(async (tx) => {
    await tx.insert(merchants).values(demoMerchant(config.merchantCode)).onConflictDoNothing();
    // A brand seeded before (or before a language had its file) gets the seed's translations of its
    // copyright line while the line is still the seed's; a brand that wrote its own keeps its own.
    const seeded = demoMerchant(config.merchantCode);
    await tx
      .update(merchants)
      .set({ translations: seeded.translations })
      .where(and(eq(merchants.code, config.merchantCode), eq(merchants.copyright, seeded.copyright)));
    const [merchant] = await tx.select().from(merchants).where(eq(merchants.code, config.merchantCode));
    if (!merchant) throw new Error('seed: merchant row missing after insert');
    const merchantId = merchant.id;

    await tx
      .insert(modules)
      .values(flattenModuleSeed(moduleTree).map((m, i) => ({ ...m, merchantId, sort: i + 1 })))
      .onConflictDoNothing();

    await tx
      .insert(registerRules)
      .values(Object.entries(REGISTER_RULES).map(([field, rule]) => ({ merchantId, field, ...rule })))
      .onConflictDoNothing();

    await tx
      .insert(resources)
      .values(demoResources(config.merchantCode).map((r) => ({ ...r, merchantId })))
      .onConflictDoNothing();
    // The seed owns these rows (no operator call edits them): a re-seed brings older databases'
    // placeholder links up to the working demo chat pages.
    await tx
      .insert(customerServicePaths)
      .values(CUSTOMER_SERVICE_PATHS.map((p) => ({ ...p, merchantId })))
      .onConflictDoUpdate({
        target: [customerServicePaths.merchantId, customerServicePaths.type],
        set: { url: sql`excluded.url` },
      });
    await tx
      .insert(settings)
      .values({ key: vipDeskKey(config.merchantCode), value: { pathList: VIP_CUSTOMER_SERVICE_PATHS } })
      .onConflictDoNothing();

    await tx
      .insert(settings)
      .values({
        key: OPERATOR_STATUS_KEY,
        value: {
          maintenance: false,
          maintenanceMessage: null,
          maintenanceUntil: null,
          blockedCountries: DEFAULT_BLOCKED_COUNTRIES,
        },
      })
      .onConflictDoNothing();

    // The geo list is seeded once only: an operator who deletes a seeded block expects it to stay gone.
    const firstGeoSeed = await tx
      .insert(settings)
      .values({ key: GEO_SEEDED_KEY, value: true })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (firstGeoSeed.length > 0) {
      await tx
        .insert(geoCidrs)
        .values(GEO_CIDRS.map((g) => ({ ...g, source: 'seed' as const })))
        .onConflictDoNothing();
    }

    await seedCatalogue(tx, merchantId);
    await seedRoundTables(tx);
    await tx
      .insert(countryCodes)
      .values(
        COUNTRY_CODES.map(([countryCode, countryDialingCode], i) => ({
          countryCode,
          countryDialingCode,
          sort: i + 1,
        })),
      )
      .onConflictDoNothing();
    await seedMembers(tx, merchantId, DEMO_MEMBERS);
    await seedPayments(tx, merchantId);
    await seedWinners(tx, merchantId);
    await seedMessages(tx, merchantId);
    await seedRankings(tx, merchant);
    await seedAgentTeam(tx, merchant);
    await seedAgentContracts(tx, merchant);
    await seedPromotions(tx, merchant);
    // After the promotions: a banner that points at one links to its page.
    await seedContent(tx, merchantId);
    await seedPoints(tx, merchant);
    await seedReferral(tx, merchant);
    await seedMissions(tx, merchant);
    await seedSisterBrand(tx, config.merchantCode, moduleTree);
  });
}

/** The second brand: its switches, register rules and members (brand.ts `sisterMerchant`). */
async function seedSisterBrand(
  tx: Db,
  firstCode: string,
  moduleTree: ReturnType<typeof moduleSeed>,
): Promise<void> {
  const sister = sisterMerchant(firstCode);
  await tx.insert(merchants).values(sister).onConflictDoNothing();
  const [row] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, sister.code));
  if (!row) throw new Error('seed: sister brand missing after insert');
  await tx
    .insert(modules)
    .values(flattenModuleSeed(moduleTree).map((m, i) => ({ ...m, merchantId: row.id, sort: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(registerRules)
    .values(Object.entries(REGISTER_RULES).map(([field, rule]) => ({ merchantId: row.id, field, ...rule })))
    .onConflictDoNothing();
  await seedMembers(tx, row.id, SISTER_MEMBERS);
}

/** Only missing demo members are hashed and inserted: argon2 is slow on purpose. */
async function seedMembers(tx: Db, merchantId: number, demoMembers: readonly DemoMember[]): Promise<void> {
  const existing = await tx
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        inArray(
          members.account,
          demoMembers.map((m) => m.account),
        ),
      ),
    );
  const ids = new Map(existing.map((r) => [r.account, r.id]));
  for (const demo of demoMembers) {
    if (ids.has(demo.account)) continue;
    const [row] = await tx
      .insert(members)
      .values({
        merchantId,
        account: demo.account,
        passwordHash: await hashPassword(demo.password),
        type: demo.type,
        nickname: demo.nickname,
        uplineId: demo.upline ? (ids.get(demo.upline) ?? null) : null,
        affiliateCode: demo.affiliateCode ?? null,
        countryDialingCode: demo.mobile?.countryDialingCode ?? null,
        mobileNum: demo.mobile?.mobileNum ?? null,
        email: demo.email ?? null,
        memberLabels: demo.memberLabels ?? [],
        clubLabelName: demo.clubLabelName ?? 'Member',
        rankLevel: demo.rankLevel ?? 0,
        firstTimeLogin: demo.firstTimeLogin ?? false,
        operatorLocked: demo.operatorLocked ?? false,
        ...(demo.passwordSetAt ? { passwordSetAt: new Date(demo.passwordSetAt) } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (row) ids.set(demo.account, row.id);
  }
}
