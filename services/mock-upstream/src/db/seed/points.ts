import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { lacksLanguages, withLanguages } from './upgrade-texts.js';
import { textsOf } from './translations/index.js';
import { members, pointProducts, pointsRates, pointsSettings, settings } from '../schema/index.js';

/**
 * The demo brand's points, seeded once (an operator's later edits stay): earning rates
 * per game category, the conversion terms (100 points = 1.00), six products of the mall (virtual
 * and physical, some with an amount to pay on top) in EN, VI and CN, and a welcome grant of points
 * for the demo players so the mall is usable on a fresh start. Product pictures are drawn by the
 * CDN from the product row (`/cdn/point-product/<id>.svg`).
 */
const SEEDED_KEY = 'seed.points';
/** A text in every language with a file in translations/ (`{ EN, VI, CN }` today). */
type T = Record<string, string>;

/** Points per 1.00 of valid bet. */
export const POINTS_RATES = [
  ['RNG', '1'],
  ['FISH', '1'],
  ['LIVE', '0.5'],
  ['PVP', '0.5'],
  ['SPORTS', '0.5'],
  ['ESPORTS', '0.5'],
  ['LOTT', '0.2'],
  ['ELOTT', '0.2'],
] as const;

interface ProductSeed {
  code: string;
  name: T;
  description: T;
  kind: 'virtual' | 'physical';
  stock: number;
  points: number;
  /** Minor units paid on top. */
  amountMinor: bigint;
}

export const POINT_PRODUCT_SEEDS: ProductSeed[] = [
  {
    code: 'bonus-5',
    name: textsOf((t) => t.pointProducts['bonus-5'].name),
    description: textsOf((t) => t.pointProducts['bonus-5'].description),
    kind: 'virtual',
    stock: 500,
    points: 800,
    amountMinor: 0n,
  },
  {
    code: 'free-spins-20',
    name: textsOf((t) => t.pointProducts['free-spins-20'].name),
    description: textsOf((t) => t.pointProducts['free-spins-20'].description),
    kind: 'virtual',
    stock: 200,
    points: 300,
    amountMinor: 0n,
  },
  {
    code: 'vip-week',
    name: textsOf((t) => t.pointProducts['vip-week'].name),
    description: textsOf((t) => t.pointProducts['vip-week'].description),
    kind: 'virtual',
    stock: 50,
    points: 2500,
    amountMinor: 0n,
  },
  {
    code: 'lotus-mug',
    name: textsOf((t) => t.pointProducts['lotus-mug'].name),
    description: textsOf((t) => t.pointProducts['lotus-mug'].description),
    kind: 'physical',
    stock: 30,
    points: 1200,
    amountMinor: 0n,
  },
  {
    code: 'lotus-tshirt',
    name: textsOf((t) => t.pointProducts['lotus-tshirt'].name),
    description: textsOf((t) => t.pointProducts['lotus-tshirt'].description),
    kind: 'physical',
    stock: 20,
    points: 2000,
    amountMinor: 500n,
  },
  {
    code: 'earbuds',
    name: textsOf((t) => t.pointProducts['earbuds'].name),
    description: textsOf((t) => t.pointProducts['earbuds'].description),
    kind: 'physical',
    stock: 5,
    points: 15000,
    amountMinor: 2000n,
  },
];

/** Points the demo players start with. */
export const DEMO_POINTS: [account: string, points: number][] = [
  ['demoplayer', 5000],
  ['demovip', 30000],
  ['demoagent', 2000],
];

export async function seedPoints(tx: Db, merchant: { id: number }): Promise<void> {
  // Products seeded before a language had its file get its texts (a language a product has keeps
  // its text: an operator's edit stays).
  for (const p of POINT_PRODUCT_SEEDS) {
    await tx
      .update(pointProducts)
      .set({
        name: withLanguages(pointProducts.name, p.name),
        description: withLanguages(pointProducts.description, p.description),
      })
      .where(
        and(
          eq(pointProducts.merchantId, merchant.id),
          eq(pointProducts.code, p.code),
          or(
            lacksLanguages(pointProducts.name, p.name),
            lacksLanguages(pointProducts.description, p.description),
          ),
        ),
      );
  }
  const first = await tx
    .insert(settings)
    .values({ key: SEEDED_KEY, value: true })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (first.length === 0) return;
  await tx
    .insert(pointsRates)
    .values(POINTS_RATES.map(([category, rate]) => ({ merchantId: merchant.id, category, rate })))
    .onConflictDoNothing();
  await tx.insert(pointsSettings).values({ merchantId: merchant.id }).onConflictDoNothing();
  await tx
    .insert(pointProducts)
    .values(
      POINT_PRODUCT_SEEDS.map((p, i) => ({
        merchantId: merchant.id,
        code: p.code,
        name: p.name,
        description: p.description,
        kind: p.kind,
        stock: p.stock,
        pointsRequired: p.points,
        amountRequiredMinor: p.amountMinor,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        inArray(
          members.account,
          DEMO_POINTS.map(([account]) => account),
        ),
      ),
    );
  for (const [account, points] of DEMO_POINTS) {
    const member = rows.find((r) => r.account === account);
    if (!member) continue;
    await tx.execute(
      sql`SELECT points_move(${merchant.id}::integer, ${member.id}::integer, 'ADJUST', ${points}::bigint, 'seed:welcome')`,
    );
  }
}
