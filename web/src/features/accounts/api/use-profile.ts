import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidate } from '@/lib/query-client';
import { useTRPC } from '@/lib/trpc';
import { forgetSession } from '@/lib/session-ended';

/**
 * The security centre's reads and writes (tRPC `profile.*`): the profile form, the avatar, the
 * contact bindings, the login history and the live sessions.
 */
export function useProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.get.queryOptions());
}

export function useUpdateProfile() {
  const trpc = useTRPC();
  const client = useQueryClient();
  return useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: (profile) => {
        client.setQueryData(trpc.profile.get.queryKey(), profile);
        // The header shows the nickname.
        void client.invalidateQueries({ queryKey: trpc.member.me.queryKey() });
      },
    }),
  );
}

export function useAvatars() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.avatars.queryOptions());
}

export function useChooseAvatar() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.profile.chooseAvatar.mutationOptions({
      onSuccess: () => {
        void invalidate(trpc.profile.avatars.queryKey(), trpc.member.me.queryKey());
      },
    }),
  );
}

export function useContactBinding() {
  const trpc = useTRPC();
  const client = useQueryClient();
  const onBound = {
    onSuccess: (profile: unknown) => {
      client.setQueryData(trpc.profile.get.queryKey(), profile as never);
      void client.invalidateQueries({ queryKey: trpc.member.me.queryKey() });
    },
  };
  return {
    sendEmailCode: useMutation(trpc.profile.sendEmailCode.mutationOptions()),
    bindEmail: useMutation(trpc.profile.bindEmail.mutationOptions(onBound)),
    sendMobileCode: useMutation(trpc.profile.sendMobileCode.mutationOptions()),
    bindMobile: useMutation(trpc.profile.bindMobile.mutationOptions(onBound)),
  };
}

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export function useLoginHistory(pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.profile.loginHistory.queryOptions({ pageNo, pageSize: LOGIN_HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useSessions() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.sessions.queryOptions());
}

export function useEndSession() {
  const trpc = useTRPC();
  const client = useQueryClient();
  return useMutation(
    trpc.profile.endSession.mutationOptions({
      onSuccess: (answer) => {
        // Signing this device out is a logout: every member query goes with the session.
        if (answer.current) forgetSession(client, trpc);
        else void client.invalidateQueries({ queryKey: trpc.profile.sessions.queryKey() });
      },
    }),
  );
}
