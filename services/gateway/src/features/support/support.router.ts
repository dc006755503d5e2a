import { ChatRoomUrlInputSchema } from '@portal/contracts';
import { publicProcedure, router } from '../../trpc/init.js';
import { realAccountProcedure } from '../../trpc/procedures.js';
import { chatRoomUrl, chatUnread, customerServiceUrl } from './support.service.js';

export const supportRouter = router({
  // Open to visitors too (also from the region-blocked page); members ranked above 4 get the VIP desk.
  customerService: publicProcedure.mutation(({ ctx }) => customerServiceUrl(ctx)),
  // Trial (type 4) accounts are refused TRIAL_ACCOUNT: the web shows in_need_true_account.
  chatRoomUrl: realAccountProcedure
    .input(ChatRoomUrlInputSchema)
    .mutation(({ ctx, input }) => chatRoomUrl(ctx, input)),
  chatUnread: realAccountProcedure.query(({ ctx }) => chatUnread(ctx)),
});
