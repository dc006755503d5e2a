import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '@/lib/i18n';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { currentSubscription, subscribeBrowser } from '../lib/browser-push';

/** The member's push settings (kinds, quiet hours, how many browsers are subscribed). */
export function usePushSettings(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.push.settings.queryOptions(), enabled });
}

/** Whether this browser holds a subscription now (re-read after each change). */
export function useThisBrowser() {
  return useQuery({
    queryKey: ['push', 'this-browser'],
    queryFn: async () => (await currentSubscription()) !== null,
  });
}

/** Turning push on and off on this browser, and saving the settings; each re-reads both. */
export function usePushMutations() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.push.settings.queryKey() }),
      queryClient.invalidateQueries({ queryKey: ['push', 'this-browser'] }),
    ]);
  return {
    enable: useMutation({
      mutationFn: async () => {
        const { publicKey } = await client.push.config.query();
        const json = await subscribeBrowser(publicKey);
        return client.push.subscribe.mutate({
          endpoint: json.endpoint ?? '',
          expirationTime: json.expirationTime ?? null,
          keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
          language: currentLanguage(),
        });
      },
      onSettled: refresh,
    }),
    disable: useMutation({
      mutationFn: async () => {
        const subscription = await currentSubscription();
        if (!subscription) return;
        await client.push.unsubscribe.mutate({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      },
      onSettled: refresh,
    }),
    save: useMutation(trpc.push.setSettings.mutationOptions({ onSuccess: refresh })),
  };
}
