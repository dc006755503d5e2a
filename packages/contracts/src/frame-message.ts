import { z } from 'zod';

// A module of its own (not games.ts, which every page loads for CATEGORY_ROUTE): only the lazy
// chunks that frame a game need this schema, and with it zod.

/**
 * What the demo vendor's lottery page posts to the portal that frames it: its content height, so
 * the portal sizes the frame to it. Posted to the page's own origin only (its CSP allows framing by
 * that origin alone); the portal believes it only from that frame's window and origin.
 */
export const FRAME_HEIGHT_MESSAGE = 'demo-vendor:content-height';
export const FrameHeightMessageSchema = z.object({
  type: z.literal(FRAME_HEIGHT_MESSAGE),
  height: z.number().int().min(1).max(50_000),
});
