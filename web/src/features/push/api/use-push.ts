import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage } from '@/lib/i18n';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { currentSubscription, subscribeBrowser } from '../lib/browser-push';
import { rememberPushMember, renewPush } from '../lib/renew';

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
        const { subscription, created } = await subscribeBrowser(publicKey);
        const json = subscription.toJSON();
        let settings;
        try {
          settings = await client.push.subscribe.mutate({
            endpoint: json.endpoint ?? subscription.endpoint,
            expirationTime: json.expirationTime ?? null,
            keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
            language: currentLanguage(),
          });
        } catch (error) {
          // Nothing half-done: a browser subscription the platform did not keep is dropped again.
          if (created) await subscription.unsubscribe().catch(() => false);
          throw error;
        }
        // Kept only once the platform holds it: the renewal on start is for this member's choice.
        const me = await queryClient.fetchQuery(trpc.member.me.queryOptions()).catch(() => null);
        if (me) rememberPushMember(me.info.id);
        return settings;
      },
      onSettled: refresh,
    }),
    disable: useMutation({
      mutationFn: async () => {
        rememberPushMember(null);
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

/**
 * On start, for the member signed in: this browser's subscription made again and sent when the
 * platform lacks it (lib/renew.ts), once per member and page load; failures wait for the next start.
 */
export function useRenewPush(memberId: number | undefined) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (memberId === undefined) return;
    renewPush(
      {
        publicKey: async () => (await client.push.config.query()).publicKey,
        isSubscribed: async (endpoint) => (await client.push.status.query({ endpoint })).subscribed,
        subscribe: (body) => client.push.subscribe.mutate(body),
      },
      memberId,
      currentLanguage(),
    ).then(
      (renewal) => {
        if (renewal === 'renewed') {
          void queryClient.invalidateQueries({ queryKey: trpc.push.settings.queryKey() });
          void queryClient.invalidateQueries({ queryKey: ['push', 'this-browser'] });
        }
      },
      () => {
        // Offline, the push service unreachable: tried again on the next start.
      },
    );
  }, [memberId, client, queryClient, trpc]);
}
