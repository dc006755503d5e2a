import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The brand's feedback rules (word bounds, comment length, image count and size). */
export function useFeedbackSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.feedback.settings.queryOptions());
}
