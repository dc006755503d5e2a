import { localized } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { textsOf } from '../../db/seed/translations/index.js';
import { AppError } from '../../lib/errors.js';
import { svgFontStyle, type TextRun } from '../../lib/page-fonts.js';
import { pageLanguage } from '../../lib/page-text.js';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { ContentService } from '../content/content.service.js';
import type { GamesRepository } from '../games/games.repository.js';
import type { SystemRepository } from '../system/system.repository.js';
import {
  avatarSvg,
  badgeSvg,
  bannerSvg,
  bannerText,
  gameIconSvg,
  gameIconText,
  qrSvg,
  vendorLogoSvg,
  type PictureScript,
} from './svg.js';

const CdnParamsSchema = z.object({ '*': z.string().max(200) });

const PROMOTION = /^promotion\/(\d{1,9})(?:\.([a-z]{2,3}(?:-[a-z]{2,4})?))?\.svg$/;
const BANNER = /^banner\/(\d{1,9})(?:\.([a-z]{2,3}(?:-[a-z]{2,4})?))?\.svg$/;
/** The responsible-gaming line on every generated banner, in the banner's language (EN where it has
 * none): the text of the pictures is content like the rest (translations/<code>.ts `pictures`). */
const PICTURE_TEXTS = { bannerSubtitle: textsOf((t) => t.pictures.bannerSubtitle) };
const bannerSubtitle = (language: string) => localized(PICTURE_TEXTS, language, 'bannerSubtitle');
const POINT_PRODUCT = /^point-product\/(\d{1,9})(?:\.([a-z]{2,3}(?:-[a-z]{2,4})?))?\.svg$/;
const VENDOR = /^vendor\/[A-Z]{2,12}\/[A-Za-z0-9_]{1,32}\.svg$/;
const GAME = /^game\/(\d{1,9})\.svg$/;
const QR = /^qr\/([a-z0-9-]{1,64})\.svg$/;
const AVATAR = /^avatar\/(\d{1,9})\.svg$/;
// The avatars a member may pick (accounts' profile.service: AVATAR_ICON_COUNT of them).
const AVATAR_PRESET = /^avatar\/preset\/([1-8])\.svg$/;
const RESOURCE = /^resource\/([a-z0-9-]{1,64})\.svg$/;

/** A picture's words in `language` (a portal code): the faces of its script, and its direction. */
async function pictureScript(language: string, runs: readonly TextRun[]): Promise<PictureScript> {
  const { lang, dir } = pageLanguage(language);
  return { style: await svgFontStyle(lang, runs), dir };
}

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened directly must not be able to run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

/**
 * Locally generated images stand in for the platform's CDN: every picture is derived from the
 * database row it illustrates, so nothing is fetched from the internet and output is stable.
 */
export function cdnRoutes(deps: {
  content: ContentService;
  games: GamesRepository;
  system: SystemRepository;
  members: Pick<AccountsRepository, 'findById'>;
  /** A promotion's title in a language, for its generated banner (`/promotion/7.vi.svg`). */
  promotionTitle?: (id: number, language: string) => Promise<string | null>;
  /** A point-mall product's name in a language, for its generated picture (`/point-product/3.vi.svg`). */
  pointProductName?: (id: number, language: string) => Promise<string | null>;
}) {
  return async (app: FastifyInstance) => {
    app.get('/cdn/*', async (request, reply) => {
      const parsed = CdnParamsSchema.safeParse(request.params);
      const path = parsed.success ? parsed.data['*'] : '';

      const banner = BANNER.exec(path);
      if (banner) {
        const row = await deps.content.findBanner(Number(banner[1]));
        if (!row) throw AppError.notFound('no such image');
        const language = (banner[2] ?? 'en').toUpperCase();
        // The group code meant nothing to a player; a responsible-gaming line belongs on every banner.
        const [title, subtitle] = [localized(row, language, 'title'), bannerSubtitle(language)];
        return sendSvg(
          reply,
          bannerSvg(
            title,
            subtitle,
            `banner-${row.id}`,
            await pictureScript(language, bannerText(title, subtitle)),
          ),
        );
      }
      const promotion = PROMOTION.exec(path);
      if (promotion && deps.promotionTitle) {
        const language = (promotion[2] ?? 'en').toUpperCase();
        const title = await deps.promotionTitle(Number(promotion[1]), language);
        if (title === null) throw AppError.notFound('no such image');
        const subtitle = bannerSubtitle(language);
        const script = await pictureScript(language, bannerText(title, subtitle));
        return sendSvg(reply, bannerSvg(title, subtitle, `promotion-${promotion[1]}`, script));
      }
      const product = POINT_PRODUCT.exec(path);
      if (product && deps.pointProductName) {
        const language = (product[2] ?? 'en').toUpperCase();
        const name = await deps.pointProductName(Number(product[1]), language);
        if (name === null) throw AppError.notFound('no such image');
        const script = await pictureScript(language, gameIconText(name, '★'));
        return sendSvg(reply, gameIconSvg(name, '★', `point-product-${product[1]}`, script));
      }
      if (VENDOR.test(path)) {
        const vendor = await deps.games.findVendorByLogo(`/${path}`);
        if (!vendor) throw AppError.notFound('no such image');
        return sendSvg(reply, vendorLogoSvg(vendor.displayName, vendor.vassalage ?? vendor.vendor));
      }
      const game = GAME.exec(path);
      if (game) {
        const row = await deps.games.findGame(Number(game[1]));
        if (!row) throw AppError.notFound('no such image');
        return sendSvg(reply, gameIconSvg(row.gameName, row.vendorName, `game-${row.id}`));
      }
      const qr = QR.exec(path);
      if (qr?.[1]) {
        const resource = await deps.system.findResourceByKey(qr[1]);
        if (!resource?.hasQrCode) throw AppError.notFound('no such image');
        return sendSvg(reply, await qrSvg(resource.url));
      }
      const res = RESOURCE.exec(path);
      if (res?.[1]) {
        const resource = await deps.system.findResourceByKey(res[1]);
        if (!resource) throw AppError.notFound('no such image');
        return sendSvg(reply, badgeSvg(resource.labelNameEn, resource.key));
      }
      const preset = AVATAR_PRESET.exec(path);
      if (preset) return sendSvg(reply, avatarSvg(`preset-${preset[1]}`));
      const avatar = AVATAR.exec(path);
      if (avatar) {
        // Drawn from the id alone: the picture is public, so it must not reveal the name.
        const member = await deps.members.findById(Number(avatar[1]));
        if (!member) throw AppError.notFound('no such image');
        return sendSvg(reply, avatarSvg(`member-${member.id}`));
      }
      throw AppError.notFound('no such image');
    });
  };
}
