import type { AuthenticationResponseJson, RegistrationResponseJson } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPasskey, getPasskey } from '@/lib/passkey-ceremony';
import { refetchFresh } from '@/lib/query-client';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

export { usePasskeyList, usePasskeyStepUp } from '@/lib/passkey-step-up';

/** The security centre's passkey calls (tRPC `passkeys.*`); each success re-reads the list. */
export function usePasskeyMutations() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: trpc.passkeys.list.queryKey() });
  return {
    /** Creation options, the browser's ceremony, then the platform's verification. */
    add: useMutation({
      mutationFn: async (name: string) => {
        const { challengeId, options } = await client.passkeys.registrationOptions.mutate();
        const response = (await createPasskey(options)) as RegistrationResponseJson;
        return client.passkeys.register.mutate({ challengeId, name, response });
      },
      onSuccess,
    }),
    rename: useMutation(trpc.passkeys.rename.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.passkeys.remove.mutationOptions({ onSuccess })),
  };
}

/**
 * Signing in with a passkey: a challenge naming no account, answered in a prompt (the button) or
 * from the username field's suggestions (autofill); then the same session a password opens.
 */
export function usePasskeyLogin() {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ autofill }: { autofill: boolean }) => {
      const { challengeId, options } = await client.passkeys.loginOptions.mutate();
      const response = (await getPasskey(options, { autofill })) as AuthenticationResponseJson;
      return client.passkeys.login.mutate({ challengeId, response });
    },
    onSuccess: () => refetchFresh(queryClient),
  });
}
