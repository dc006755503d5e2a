import { ANNOUNCEMENT_TYPES, BannersSchema, HelpCenterSchema, NoticesSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentLanguage, route } from '../../lib/route.js';
import type { ContentService } from './content.service.js';

const AnnouncementsQuerySchema = z.object({
  types: z
    .string()
    .optional()
    .transform((s) =>
      s === undefined
        ? [...ANNOUNCEMENT_TYPES]
        : s
            .split(',')
            .map((t) => t.trim())
            .filter((t) => t.length > 0),
    )
    .pipe(
      z.array(
        z.enum(ANNOUNCEMENT_TYPES, { message: `must list types among ${ANNOUNCEMENT_TYPES.join(', ')}` }),
      ),
    ),
  platform: z.enum(['W', 'M', 'A']).default('W'),
  // B (browser) is the only execution mode the portal uses; kept for fidelity with the platform.
  execution: z.enum(['B']).default('B'),
});

export function contentRoutes(content: ContentService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/wps/relay/CMS_banners',
      response: BannersSchema,
      handler: async ({ request, merchant }) =>
        content.banners((await merchant()).id, contentLanguage(request)),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/CMS_announcements',
      query: AnnouncementsQuerySchema,
      response: NoticesSchema,
      handler: async ({ request, query, merchant }) =>
        content.notices(await merchant(), query.types, query.platform, contentLanguage(request)),
    });

    route(app, {
      method: 'GET',
      url: '/wps/system/helpCenter',
      response: HelpCenterSchema,
      handler: async ({ request, merchant }) =>
        content.helpCenter((await merchant()).id, contentLanguage(request)),
    });
  };
}
