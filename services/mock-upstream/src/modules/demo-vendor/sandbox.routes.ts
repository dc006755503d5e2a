import escapeHtml from 'escape-html';
import { GameCategorySchema, localized, type GameCategory, type LanguageCode } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gameVendors, games, type VendorTranslations } from '../../db/schema/index.js';
import { pageFontsLink } from '../../lib/page-fonts.js';
import { pageLanguage, textIn, type PageLanguage } from '../../lib/page-text.js';
import type { DemoVendorDeps } from './deps.js';
import { LOTTERY_VENDOR } from './lottery/lottery.games.js';
import { openLaunchTicket } from './demo-vendor.ticket.js';
import { DEMO_VENDOR_BASE } from './game-page.js';
import { SANDBOX_TEXT } from './sandbox.text.js';
import { headerValue } from '../../lib/route.js';

/** The CSP of a page that runs no script at all (its own style, and the script fonts' stylesheet). */
export const NO_SCRIPT_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The demo vendor's games this build can play, offered instead of a sandboxed vendor's game. */
export const DEMO_SLOT = { vendor: 'DEMO', gameCode: 'DEMOSLOT' } as const;
export const DEMO_LOTTERY = { vendor: LOTTERY_VENDOR, gameCode: 'VNST1', playType: 'DE' } as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.55 'Page Script',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:#0f1a24;color:#e8edf5;min-height:100vh;display:grid;place-items:center}
main{width:min(36rem,100%);padding:1.5rem 1.25rem}
.card{background:#172532;border:1px solid #2a3b4b;border-radius:16px;padding:1.5rem}
.vendor{display:flex;align-items:center;gap:.75rem;margin:0 0 1rem}
.mark{display:grid;place-items:center;width:48px;height:48px;border-radius:12px;background:linear-gradient(135deg,#1f7a52,#0f4d33);color:#fff;font-weight:800;font-size:1.05rem;flex:none}
.vendor p{margin:0;color:#9fb1c4;font-size:.85rem}
.vendor strong{display:block;color:#fff;font-size:1rem}
h1{font-size:1.4rem;line-height:1.25;margin:0 0 .5rem;color:#fff}
p{margin:.5rem 0;color:#c4d0dd}
.note{padding:.75rem 1rem;border-radius:10px;background:#22313f;border-inline-start:4px solid #e0b44c;color:#e8edf5}
h2{font-size:1rem;margin:1.25rem 0 .5rem;color:#fff}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
a{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1rem;border-radius:10px;background:#e0b44c;color:#1b1405;font-weight:700;text-decoration:none}
a span{font-weight:500;font-size:.85rem;color:#3d2f0a}
a:hover,a:focus-visible{background:#f0c75e;outline:3px solid #fff3;outline-offset:2px}
`;

function shell(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language.lang}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${pageFontsLink(DEMO_VENDOR_BASE, language.lang)}<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

interface SandboxGame {
  gameName: string;
  vendorName: string;
  /** null: the catalogue does not know the vendor (nothing is said about what it makes). */
  gameType: GameCategory | null;
}

interface DemoLinks {
  slot: { href: string; name: string } | null;
  lottery: { href: string; name: string } | null;
}

/** The product page of a sandboxed vendor's game; exported for the tests. */
export function sandboxPageHtml(language: PageLanguage, game: SandboxGame, demos: DemoLinks): string {
  const text = textIn(SANDBOX_TEXT, language.code);
  // A name in a right-to-left sentence is isolated (FSI ... PDI, as the portal does, ADR 0013), so
  // "Evolution" or "Super Speed 1 Min" keeps its order and the sentence's punctuation stays put.
  const isolate = (value: string) => (language.dir === 'rtl' ? `\u2068${value}\u2069` : value);
  const vendor = isolate(escapeHtml(game.vendorName));
  const name = isolate(escapeHtml(game.gameName));
  const links = [
    demos.slot
      ? `<li><a href="${escapeHtml(demos.slot.href)}" target="_top">${escapeHtml(fill(text.playSlot, { game: isolate(demos.slot.name) }))}<span>${escapeHtml(text.slotKind)}</span></a></li>`
      : '',
    demos.lottery
      ? `<li><a href="${escapeHtml(demos.lottery.href)}" target="_top">${escapeHtml(fill(text.playLottery, { game: isolate(demos.lottery.name) }))}<span>${escapeHtml(text.lotteryKind)}</span></a></li>`
      : '',
  ].join('');
  const body = `<article class="card">
<div class="vendor"><span class="mark" aria-hidden="true">${escapeHtml(initials(game.vendorName))}</span><p><strong>${vendor}</strong></p></div>
<h1>${name}</h1>
${game.gameType ? `<p>${fill(escapeHtml(text.about[game.gameType]), { vendor })}</p>` : ''}
<p class="note">${fill(escapeHtml(text.unplayable), { vendor, game: name })}</p>
${links ? `<h2>${escapeHtml(text.tryInstead)}</h2><ul>${links}</ul>` : ''}
</article>`;
  return shell(language, `${game.gameName} · ${game.vendorName}`, body);
}

/**
 * `GET /demo-vendor/sandbox?ticket=`: where a launch of a third-party vendor lands. Those vendors
 * are not reachable from this build, so the page is a short product page in the player's language:
 * the game and vendor by name, what the vendor makes, that this build has no connection to it, and
 * the two games built into the demo (the slot and the Vietnamese lottery) to play instead. The
 * ticket is checked like any vendor would check it.
 */
export function sandboxRoutes(deps: DemoVendorDeps) {
  // The vendor is named as the lobby names it in the page's language ("Bắn cá JILI" under VI).
  const nameIn = (row: { displayName: string; translations: VendorTranslations }, lang: LanguageCode) =>
    localized(row, lang, 'displayName');

  async function findGame(vendor: string, gameCode: string, lang: LanguageCode): Promise<SandboxGame | null> {
    const [row] = await deps.db
      .select({
        gameName: games.gameName,
        gameTranslations: games.translations,
        displayName: gameVendors.displayName,
        translations: gameVendors.translations,
        gameType: gameVendors.gameType,
      })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.vendor, vendor), eq(games.gameCode, gameCode)))
      .limit(1);
    const gameType = GameCategorySchema.safeParse(row?.gameType);
    return row && gameType.success
      ? {
          gameName: localized(
            { gameName: row.gameName, translations: row.gameTranslations },
            lang,
            'gameName',
          ),
          vendorName: nameIn(row, lang),
          gameType: gameType.data,
        }
      : null;
  }

  async function findVendor(vendor: string, gameCode: string, lang: LanguageCode): Promise<SandboxGame> {
    const [row] = await deps.db
      .select({
        displayName: gameVendors.displayName,
        translations: gameVendors.translations,
        gameType: gameVendors.gameType,
      })
      .from(gameVendors)
      .where(eq(gameVendors.vendor, vendor))
      .limit(1);
    const gameType = GameCategorySchema.safeParse(row?.gameType);
    const vendorName = row ? nameIn(row, lang) : vendor;
    return {
      gameName: gameCode || vendorName,
      vendorName,
      gameType: gameType.success ? gameType.data : null,
    };
  }

  async function demoLinks(lang: LanguageCode): Promise<DemoLinks> {
    const [slot, lottery] = await Promise.all([
      deps.db
        .select({ id: games.id, gameName: games.gameName, translations: games.translations })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(and(eq(gameVendors.vendor, DEMO_SLOT.vendor), eq(games.gameCode, DEMO_SLOT.gameCode)))
        .limit(1),
      findGame(DEMO_LOTTERY.vendor, DEMO_LOTTERY.gameCode, lang),
    ]);
    const lotteryQuery = new URLSearchParams({
      gameCode: DEMO_LOTTERY.gameCode,
      vendor: DEMO_LOTTERY.vendor,
      playType: DEMO_LOTTERY.playType,
    });
    return {
      slot: slot[0]
        ? { href: `/game?nodeId=${slot[0].id}&gameType=RNG`, name: localized(slot[0], lang, 'gameName') }
        : null,
      lottery: lottery ? { href: `/lottery?${lotteryQuery.toString()}`, name: lottery.gameName } : null,
    };
  }

  return async (app: FastifyInstance) => {
    app.get('/demo-vendor/sandbox', async (request, reply) => {
      const query = z.object({ ticket: z.string().max(2048) }).safeParse(request.query);
      const ticket = query.success ? openLaunchTicket(deps.config.seamlessSecret, query.data.ticket) : null;
      reply.header('content-security-policy', NO_SCRIPT_PAGE_CSP).type('text/html; charset=utf-8');
      if (!ticket) {
        // No ticket to tell the language: the browser's.
        const language = pageLanguage(headerValue(request, 'accept-language'));
        const text = textIn(SANDBOX_TEXT, language.code);
        return reply
          .code(401)
          .send(
            shell(
              language,
              text.expiredTitle,
              `<article class="card"><h1>${escapeHtml(text.expiredTitle)}</h1><p>${escapeHtml(text.expired)}</p></article>`,
            ),
          );
      }
      const language = pageLanguage(ticket.l);
      const lang = language.code;
      const [found, demos] = await Promise.all([findGame(ticket.v, ticket.g, lang), demoLinks(lang)]);
      // A vendor launched without a game (its lobby) still reads by name when the catalogue has it.
      const game = found ?? (await findVendor(ticket.v, ticket.g, lang));
      return reply.send(sandboxPageHtml(language, game, demos));
    });
  };
}
