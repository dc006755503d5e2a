import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  banners,
  type ContentTranslations,
  countryCodes,
  members,
  customerServicePaths,
  gameVendors,
  games,
  geoCidrs,
  helpArticles,
  helpCategories,
  lotteryMenuEntries,
  merchants,
  merchantVendors,
  modules,
  notices,
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
  GEO_CIDRS,
  MODULE_TREE,
  REGISTER_RULES,
} from './brand.js';
import {
  accountTypeIdOf,
  gamesOf,
  logoOf,
  LOTTERY_MENUS,
  SEA_DRAW_CODES,
  SEA_LOTTERY_VENDOR,
  VENDORS,
} from './catalogue.js';
import { BANNERS, HELP, NOTICES } from './content.js';
import { BANNER_TITLES_VI, HELP_VI, NOTICES_VI } from './content-vi.js';
import { COUNTRY_CODES, DEMO_MEMBERS } from './members.js';
import { seedMessages } from './messages.js';
import { seedPayments } from './payments.js';
import { seedRankings } from './rankings.js';
import { seedWinners } from './winners.js';

const OPERATOR_STATUS_KEY = 'operator.status';
const GEO_SEEDED_KEY = 'seed.geoCidrs';

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Seeds the demo brand. Idempotent: every insert is keyed by a natural key and skips rows that
 * exist, so a restart adds only what is missing and never undoes an operator's change (a module
 * switched off stays off). Runs in one transaction: a half-seeded database is never visible.
 */
export async function seedDatabase(db: Db, config: Pick<Config, 'merchantCode'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(merchants).values(demoMerchant(config.merchantCode)).onConflictDoNothing();
    const [merchant] = await tx.select().from(merchants).where(eq(merchants.code, config.merchantCode));
    if (!merchant) throw new Error('seed: merchant row missing after insert');
    const merchantId = merchant.id;

    await tx
      .insert(modules)
      .values(flattenModuleSeed(MODULE_TREE).map((m, i) => ({ ...m, merchantId, sort: i + 1 })))
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
    await seedContent(tx, merchantId);
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
    await seedMembers(tx, merchantId);
    await seedPayments(tx, merchantId);
    await seedWinners(tx, merchantId);
    await seedMessages(tx, merchantId);
    await seedRankings(tx, merchant);
  });
}

/** Only missing demo members are hashed and inserted: argon2 is slow on purpose. */
async function seedMembers(tx: Db, merchantId: number): Promise<void> {
  const existing = await tx
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        inArray(
          members.account,
          DEMO_MEMBERS.map((m) => m.account),
        ),
      ),
    );
  const ids = new Map(existing.map((r) => [r.account, r.id]));
  for (const demo of DEMO_MEMBERS) {
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
        status: demo.status ?? 'active',
        ...(demo.passwordSetAt ? { passwordSetAt: new Date(demo.passwordSetAt) } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (row) ids.set(demo.account, row.id);
  }
}

/**
 * A database seeded before the Southeast Asian draws had a vendor of their own keeps them under the
 * Vietnamese lottery: move them (same game ids, so rounds, winners, favourites and menu entries
 * follow) and give the Lao draw its own menu group. Does nothing once moved.
 */
export async function moveSeaDraws(tx: Db, vnVendorId: number, seaVendorId: number): Promise<void> {
  await tx
    .update(games)
    .set({ vendorId: seaVendorId })
    .where(and(eq(games.vendorId, vnVendorId), inArray(games.gameCode, [...SEA_DRAW_CODES])));
  const lao = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorId, seaVendorId), eq(games.gameCode, 'LAOLOTTO')));
  if (lao.length === 0) return;
  await tx
    .update(lotteryMenuEntries)
    .set({ groupName: 'LA' })
    .where(
      and(
        eq(lotteryMenuEntries.groupName, 'TH'),
        inArray(
          lotteryMenuEntries.gameId,
          lao.map((r) => r.id),
        ),
      ),
    );
}

async function seedCatalogue(tx: Db, merchantId: number): Promise<void> {
  await tx
    .insert(gameVendors)
    .values(
      VENDORS.map((seed) => ({
        vendor: seed.vendor,
        gameType: seed.gameType,
        displayName: seed.displayName,
        vassalage: seed.vassalage,
        accountTypeId: accountTypeIdOf(seed.vendor),
        isVassalagePopup: seed.isVassalagePopup,
        logo: logoOf(seed),
      })),
    )
    .onConflictDoNothing();
  const vendorRows = await tx.select().from(gameVendors);
  const vendorId = new Map(vendorRows.map((r) => [`${r.gameType}:${r.vendor}`, r.id]));
  const idOf = (gameType: string, vendor: string): number => {
    const id = vendorId.get(`${gameType}:${vendor}`);
    if (id === undefined) throw new Error(`seed: vendor ${gameType}:${vendor} missing`);
    return id;
  };

  await tx
    .insert(merchantVendors)
    .values(
      VENDORS.map((seed, i) => ({
        merchantId,
        vendorId: idOf(seed.gameType, seed.vendor),
        sort: i + 1,
        isHot: seed.isHot,
        maintenance: seed.maintenance,
      })),
    )
    .onConflictDoNothing();

  await moveSeaDraws(tx, idOf('LOTT', 'TCG_LOTTO_VN'), idOf('LOTT', SEA_LOTTERY_VENDOR));

  // Index within its category keeps generated names distinct across the vendors of a category.
  const perCategory = new Map<string, number>();
  const gameRows = VENDORS.flatMap((seed) => {
    const index = perCategory.get(seed.gameType) ?? 0;
    // The demo vendor's games are its own list: it does not shift the other vendors' generated names.
    if (seed.vendor !== 'DEMO') perCategory.set(seed.gameType, index + 1);
    return gamesOf(seed, index).map((g, j) => ({
      ...g,
      vendorId: idOf(seed.gameType, seed.vendor),
      sort: j + 1,
    }));
  });
  for (const part of chunks(gameRows, 200)) {
    await tx.insert(games).values(part).onConflictDoNothing();
  }

  const lotteryVendors = [
    ...new Set(
      Object.values(LOTTERY_MENUS).flatMap((g) =>
        Object.values(g)
          .flat()
          .map(([v]) => v),
      ),
    ),
  ];
  const lotteryVendorIds = vendorRows.filter(
    (r) => lotteryVendors.includes(r.vendor) && (r.gameType === 'LOTT' || r.gameType === 'ELOTT'),
  );
  const lotteryGames = await tx
    .select({ id: games.id, gameCode: games.gameCode, vendorId: games.vendorId })
    .from(games)
    .where(
      inArray(
        games.vendorId,
        lotteryVendorIds.map((r) => r.id),
      ),
    );
  const gameId = new Map(
    lotteryGames.map((g) => [
      `${lotteryVendorIds.find((r) => r.id === g.vendorId)?.vendor}:${g.gameCode}`,
      g.id,
    ]),
  );
  const entries = Object.entries(LOTTERY_MENUS).flatMap(([prizeMode, groups]) => {
    let sort = 0;
    return Object.entries(groups).flatMap(([groupName, list]) =>
      list.map(([vendor, code]) => {
        const id = gameId.get(`${vendor}:${code}`);
        if (id === undefined) throw new Error(`seed: lottery game ${vendor}:${code} missing`);
        sort += 1;
        return { prizeMode, groupName, gameId: id, sort };
      }),
    );
  });
  await tx.insert(lotteryMenuEntries).values(entries).onConflictDoNothing();
}

async function seedContent(tx: Db, merchantId: number): Promise<void> {
  const gameRef = async (ref: string): Promise<string> => {
    const [vendor, code] = ref.split(':');
    const [row] = await tx
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.vendor, vendor ?? ''), eq(games.gameCode, code ?? '')))
      .limit(1);
    if (!row) throw new Error(`seed: banner game ${ref} missing`);
    return String(row.id);
  };

  const inVietnamese = (vi: { title: string; content?: string } | undefined): ContentTranslations =>
    vi ? { VI: vi } : {};
  const bannerRows = [];
  const sortInGroup = new Map<string, number>();
  for (const b of BANNERS) {
    const sort = (sortInGroup.get(b.groupName) ?? 0) + 1;
    sortInGroup.set(b.groupName, sort);
    const linkUrl = b.linkageType === 3 && b.linkUrl ? await gameRef(b.linkUrl) : b.linkUrl;
    const vi = BANNER_TITLES_VI[b.title];
    bannerRows.push({
      merchantId,
      groupName: b.groupName,
      title: b.title,
      linkageType: b.linkageType,
      linkUrl,
      sort,
      translations: inVietnamese(vi === undefined ? undefined : { title: vi }),
    });
  }
  // The seed's translations are refreshed on every start (a data folder from before they existed
  // gets them); nothing else of a row the brand may have changed is touched.
  const translationsOfNew = { translations: sql`excluded.translations` };
  await tx
    .insert(banners)
    .values(bannerRows)
    .onConflictDoUpdate({
      target: [banners.merchantId, banners.groupName, banners.title],
      set: translationsOfNew,
    });

  await tx
    .insert(notices)
    .values(
      NOTICES.map((n, i) => {
        const vi = NOTICES_VI[n.title];
        return {
          merchantId,
          type: n.type,
          title: n.title,
          content: n.content,
          platform: 'W',
          startAt: new Date(n.startAt),
          sort: i + 1,
          translations: inVietnamese(vi),
        };
      }),
    )
    .onConflictDoUpdate({
      target: [notices.merchantId, notices.type, notices.title],
      set: translationsOfNew,
    });

  await tx
    .insert(helpCategories)
    .values(
      HELP.map((c, i) => {
        const vi = HELP_VI[c.slug];
        return {
          merchantId,
          slug: c.slug,
          title: c.title,
          sort: i + 1,
          translations: inVietnamese(vi && { title: vi.title }),
        };
      }),
    )
    .onConflictDoUpdate({ target: [helpCategories.merchantId, helpCategories.slug], set: translationsOfNew });
  const categoryRows = await tx
    .select()
    .from(helpCategories)
    .where(eq(helpCategories.merchantId, merchantId));
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  await tx
    .insert(helpArticles)
    .values(
      HELP.flatMap((c) =>
        c.articles.map((a, i) => {
          const id = categoryId.get(c.slug);
          if (id === undefined) throw new Error(`seed: help category ${c.slug} missing`);
          const vi = HELP_VI[c.slug]?.articles[a.slug];
          return { ...a, categoryId: id, sort: i + 1, translations: inVietnamese(vi) };
        }),
      ),
    )
    .onConflictDoUpdate({ target: [helpArticles.categoryId, helpArticles.slug], set: translationsOfNew });
}
