import {
  AdminDomainsSchema,
  AdminGeoCidrSchema,
  AdminModulePatchSchema,
  AdminStatusPatchSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { normaliseCidr, type GeoService } from '../geo/geo.service.js';
import { OperatorStatusSchema, type SystemService } from '../system/system.service.js';

const CidrSchema = z.string({ message: 'is required' }).transform((raw, ctx) => {
  const cidr = normaliseCidr(raw);
  if (!cidr) {
    ctx.addIssue({ code: 'custom', message: 'must be an IPv4 or IPv6 CIDR block, e.g. 203.0.113.0/24' });
    return z.NEVER;
  }
  return cidr;
});

const GeoMappingSchema = z.object({ cidr: z.string(), country: z.string() });

/** Operator switches. Every route requires the x-admin-key header (checked in `route`). */
export function adminRoutes(deps: { system: SystemService; geo: GeoService }) {
  const { system, geo } = deps;
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/admin/status',
      admin: true,
      response: OperatorStatusSchema,
      handler: () => system.operatorStatus(),
    });

    route(app, {
      method: 'PATCH',
      url: '/admin/status',
      admin: true,
      body: AdminStatusPatchSchema,
      response: OperatorStatusSchema,
      handler: ({ request, body }) => {
        request.log.info({ change: body }, 'operator status changed');
        return system.patchOperatorStatus(body);
      },
    });

    route(app, {
      method: 'PUT',
      url: '/admin/modules/:modId',
      admin: true,
      params: z.object({ modId: z.string().regex(/^[A-Z0-9]{2,32}$/, 'must be a module id such as REG3') }),
      body: AdminModulePatchSchema,
      response: z.object({ modId: z.string(), enabled: z.boolean() }),
      handler: async ({ request, params, body, merchant }) => {
        const m = await merchant();
        const result = await system.setModuleEnabled(m.id, params.modId, body.enabled);
        if (!result) throw AppError.notFound(`merchant ${m.code} has no module ${params.modId}`);
        request.log.info({ merchant: m.code, ...result }, 'module switched');
        return result;
      },
    });

    route(app, {
      method: 'PUT',
      url: '/admin/domains',
      admin: true,
      body: AdminDomainsSchema,
      response: z.object({ domains: z.array(z.string()) }),
      handler: async ({ request, body, merchant }) => {
        const m = await merchant();
        const domains = await system.setAllowedDomains(m, body.domains);
        request.log.info({ merchant: m.code, domains }, 'allowed domains set');
        return { domains };
      },
    });

    route(app, {
      method: 'GET',
      url: '/admin/geo/cidrs',
      admin: true,
      response: z.array(GeoMappingSchema.extend({ source: z.string() })),
      handler: async () =>
        (await geo.list()).map((r) => ({ cidr: r.cidr, country: r.country, source: r.source })),
    });

    route(app, {
      method: 'POST',
      url: '/admin/geo/cidrs',
      admin: true,
      body: AdminGeoCidrSchema.extend({ cidr: CidrSchema }),
      response: GeoMappingSchema,
      handler: async ({ body }) => {
        await geo.map(body.cidr, body.country);
        return { cidr: body.cidr, country: body.country };
      },
    });

    route(app, {
      method: 'DELETE',
      url: '/admin/geo/cidrs',
      admin: true,
      query: z.object({ cidr: CidrSchema }),
      response: z.object({ cidr: z.string(), removed: z.literal(true) }),
      handler: async ({ query }) => {
        if (!(await geo.unmap(query.cidr))) throw AppError.notFound(`no mapping for ${query.cidr}`);
        return { cidr: query.cidr, removed: true as const };
      },
    });
  };
}
