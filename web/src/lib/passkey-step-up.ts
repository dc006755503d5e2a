/**
 * Confirming a money move with a passkey (withdrawal, agent transfer, a bank card, the payment
 * password): whether the member has one, and the ceremony that turns a step-up challenge for one
 * purpose into the `passkey` proof the call carries. Used by the payments, wallet and accounts
 * features.
 */
import { TRIAL_TYPE, type PasskeyAssertion, type PasskeyPurpose } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { useSessionState } from '@/lib/session-state';
import { getPasskey } from './passkey-ceremony';

/** The member's passkeys (not asked for a visitor or a trial account). */
export function usePasskeyList(enabled = true) {
  const trpc = useTRPC();
  return useQuery(trpc.passkeys.list.queryOptions(undefined, { enabled }));
}

/** Whether money moves of this member are confirmed by a passkey (undefined while unknown). */
export function useConfirmsWithPasskey(): boolean | undefined {
  const session = useSessionState();
  const member = session.data?.isLoggedIn === true && session.data.type !== TRIAL_TYPE;
  const list = usePasskeyList(member);
  if (!member) return false;
  return list.data ? list.data.passkeys.length > 0 : undefined;
}

/** Gets a challenge for `purpose` and has the person answer it with one of their passkeys. */
export function usePasskeyStepUp(): (purpose: PasskeyPurpose) => Promise<PasskeyAssertion> {
  const client = useTRPCClient();
  return async (purpose) => {
    const { challengeId, options } = await client.passkeys.stepUpOptions.mutate({ purpose });
    const response = await getPasskey(options);
    return { challengeId, response: response as PasskeyAssertion['response'] };
  };
}
