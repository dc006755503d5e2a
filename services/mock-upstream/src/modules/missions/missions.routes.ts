import { AdminMissionRowSchema, AdminMissionSchema, missionsEndpoints } from '@portal/contracts';
import { z } from 'zod';
import { contentLanguage, platformArea, route } from '../../lib/route.js';
import type { MissionsAdmin } from './missions.admin.js';
import type { MissionsService } from './missions.service.js';

export interface MissionsRoutesDeps {
  missions: MissionsService;
  admin: MissionsAdmin;
}

/** The missions area's routes (missionsEndpoints, gated by REWCEN3) and the operator's under /admin. */
export function missionsRoutes(deps: MissionsRoutesDeps) {
  const { missions, admin } = deps;

  return platformArea(
    missionsEndpoints,
    {
      summary: (brand, me) => missions.summary(brand, me),
      list: (brand, me, _input, { request }) => missions.list(brand, me, contentLanguage(request)),
      leaderboard: (brand, me, query) => missions.leaderboard(brand, me, query),
    },
    (app) => {
      // ------------------------------------------------------------------ operator

      route(app, {
        method: 'GET',
        url: '/admin/missions',
        admin: true,
        response: z.array(AdminMissionRowSchema),
        handler: async ({ merchant }) => admin.list(await merchant()),
      });
      route(app, {
        method: 'POST',
        url: '/admin/missions',
        admin: true,
        body: AdminMissionSchema,
        response: AdminMissionRowSchema,
        handler: async ({ body, merchant }) => admin.create(await merchant(), body),
      });
      route(app, {
        method: 'PUT',
        url: '/admin/missions/:id',
        admin: true,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: AdminMissionSchema,
        response: AdminMissionRowSchema,
        handler: async ({ params, body, merchant }) => admin.update(await merchant(), params.id, body),
      });
    },
  );
}
