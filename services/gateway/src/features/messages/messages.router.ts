import { FeedbackRequestSchema } from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { memberProcedure } from '../../trpc/procedures.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import * as messages from './messages.service.js';

export const messagesRouter = router({
  list: memberProcedure.input(PageInputSchema).query(({ ctx, input }) => messages.listMessages(ctx, input)),
  read: memberProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(({ ctx, input }) => messages.readMessage(ctx, input.id)),
  unreadCount: memberProcedure.query(({ ctx }) => messages.unreadCount(ctx)),
  onUnread: memberProcedure.subscription(({ ctx, signal }) => messages.watchUnread(ctx, signal)),
});

export const feedbackRouter = router({
  settings: publicProcedure.query(({ ctx }) => messages.feedbackSettings(ctx)),
  /** Large body (three images as base64): admitted by the tRPC route's larger limit (app.ts). */
  submit: memberProcedure
    .input(FeedbackRequestSchema)
    .mutation(({ ctx, input }) => messages.submitFeedback(ctx, input)),
});
