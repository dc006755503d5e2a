import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { members, pointProducts, pointsRates, pointsSettings, settings } from '../schema/index.js';

/**
 * The demo brand's points (issue 18), seeded once (an operator's later edits stay): earning rates
 * per game category, the conversion terms (100 points = 1.00), six products of the mall (virtual
 * and physical, some with an amount to pay on top) in EN, VI and CN, and a welcome grant of points
 * for the demo players so the mall is usable on a fresh start. Product pictures are drawn by the
 * CDN from the product row (`/cdn/point-product/<id>.svg`).
 */
const SEEDED_KEY = 'seed.points';
type T = { EN: string; VI: string; CN: string };

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
    name: { EN: '$5 Bonus Voucher', VI: 'Phiếu thưởng $5', CN: '5美元奖金券' },
    description: {
      EN: 'A $5 bonus voucher, issued by customer service once the exchange passes.',
      VI: 'Phiếu thưởng $5, do bộ phận chăm sóc khách hàng cấp sau khi yêu cầu được duyệt.',
      CN: '5美元奖金券，兑换审核通过后由客服发放。',
    },
    kind: 'virtual',
    stock: 500,
    points: 800,
    amountMinor: 0n,
  },
  {
    code: 'free-spins-20',
    name: { EN: '20 Free Spins', VI: '20 lượt quay miễn phí', CN: '20次免费旋转' },
    description: {
      EN: 'Twenty free spins on the Lucky Lotus slot.',
      VI: 'Hai mươi lượt quay miễn phí trên máy Lucky Lotus.',
      CN: '幸运莲花老虎机二十次免费旋转。',
    },
    kind: 'virtual',
    stock: 200,
    points: 300,
    amountMinor: 0n,
  },
  {
    code: 'vip-week',
    name: { EN: 'VIP Week Pass', VI: 'Thẻ VIP 1 tuần', CN: 'VIP周卡' },
    description: {
      EN: 'Seven days of VIP customer service and faster withdrawals.',
      VI: 'Bảy ngày chăm sóc khách hàng VIP và rút tiền nhanh hơn.',
      CN: '七天VIP客服与更快提款。',
    },
    kind: 'virtual',
    stock: 50,
    points: 2500,
    amountMinor: 0n,
  },
  {
    code: 'lotus-mug',
    name: { EN: 'Lucky Lotus Mug', VI: 'Cốc Lucky Lotus', CN: '幸运莲花马克杯' },
    description: {
      EN: 'A ceramic mug with the Lucky Lotus logo, delivered to your door.',
      VI: 'Cốc sứ in logo Lucky Lotus, giao tận nhà.',
      CN: '印有幸运莲花标志的陶瓷杯，送货上门。',
    },
    kind: 'physical',
    stock: 30,
    points: 1200,
    amountMinor: 0n,
  },
  {
    code: 'lotus-tshirt',
    name: { EN: 'Lucky Lotus T-shirt', VI: 'Áo thun Lucky Lotus', CN: '幸运莲花T恤' },
    description: {
      EN: 'Cotton T-shirt; points plus a small delivery fee.',
      VI: 'Áo thun cotton; điểm cộng một khoản phí giao hàng nhỏ.',
      CN: '纯棉T恤；积分加少量运费。',
    },
    kind: 'physical',
    stock: 20,
    points: 2000,
    amountMinor: 500n,
  },
  {
    code: 'earbuds',
    name: { EN: 'Wireless Earbuds', VI: 'Tai nghe không dây', CN: '无线耳机' },
    description: {
      EN: 'Bluetooth earbuds with a charging case.',
      VI: 'Tai nghe Bluetooth kèm hộp sạc.',
      CN: '蓝牙耳机，附充电盒。',
    },
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
