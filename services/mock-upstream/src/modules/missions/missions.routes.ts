import { AdminMissionRowSchema, AdminMissionSchema, missionsEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentLanguage, route, type MemberAuth, memberOfRequest } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MissionsAdmin } from './missions.admin.js';
import type { MissionsService } from './missions.service.js';

export interface MissionsRoutesDeps extends MemberAuth<MemberRow> {
  missions: MissionsService;
  admin: MissionsAdmin;
}

/** The missions area's routes (missionsEndpoints, gated by REWCEN3) and the operator's under /admin. */
export function missionsRoutes(deps: MissionsRoutesDeps) {
  const { missions, admin, authenticate } = deps;
  const memberOf = memberOfRequest(authenticate);

  return async (app: FastifyInstance) => {
    route(app, missionsEndpoints.summary, async ({ request, merchant }) =>
      missions.summary(await merchant(), await memberOf(request)),
    );
    route(app, missionsEndpoints.list, async ({ request, merchant }) =>
      missions.list(await merchant(), await memberOf(request), contentLanguage(request)),
    );
    route(app, missionsEndpoints.leaderboard, async ({ request, query, merchant }) =>
      missions.leaderboard(await merchant(), await memberOf(request), query),
    );

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
  };
}
