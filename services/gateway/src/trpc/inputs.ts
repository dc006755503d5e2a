/**
 * tRPC inputs shared by several features (paged lists: wallet, payments, records, messages). The contracts'
 * PageQuerySchema coerces strings (it parses URL queries), which would type the web's input as
 * unknown; procedures take plain numbers.
 */
import { AGENT_MAX_PAGE_SIZE, type PageQuerySchema } from '@portal/contracts';
import { z } from 'zod';

export const PageInputSchema = z.object({
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
}) satisfies z.ZodType<z.output<typeof PageQuerySchema>, unknown>;
export type PageInput = z.output<typeof PageInputSchema>;

/** The agent centre's paging fields (its pages allow larger pages), spread into its inputs. */
export const agentPaging = {
  pageNo: PageInputSchema.shape.pageNo,
  pageSize: z.number().int().min(1).max(AGENT_MAX_PAGE_SIZE).default(20),
};
