import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelMemberQueries } from '@/lib/member-queries';
import { reopenRealtimeSocket } from '@/lib/realtime';
import { forgetSession } from '@/lib/session-ended';
import { useTRPC } from '@/lib/trpc';
import { refetchFresh } from '@/lib/query-client';

/**
 * Anything that starts or ends a session changes what every cached query may answer (session state,
 * member info, favourites later), so all of them are refreshed.
 */
function useSessionChanged() {
  const queryClient = useQueryClient();
  return () => refetchFresh(queryClient);
}

/** The auth procedures with the refresh every session-changing call runs on success. */
function useSessionCalls() {
  const trpc = useTRPC();
  const changed = useSessionChanged();
  return { auth: trpc.auth, onSuccess: changed };
}

export function useLogin() {
  const { auth, onSuccess } = useSessionCalls();
  return useMutation(auth.login.mutationOptions({ onSuccess }));
}

export function useLoginSms() {
  const { auth, onSuccess } = useSessionCalls();
  return useMutation(auth.loginSms.mutationOptions({ onSuccess }));
}

/** Login by a Firebase phone sign-in's ID token (ADR 0023). */
export function useLoginFirebase() {
  const { auth, onSuccess } = useSessionCalls();
  return useMutation(auth.loginFirebase.mutationOptions({ onSuccess }));
}

export function useFreePlay() {
  const { auth, onSuccess } = useSessionCalls();
  return useMutation(auth.freePlay.mutationOptions({ onSuccess }));
}

export function useRegister() {
  const { auth, onSuccess } = useSessionCalls();
  return useMutation(auth.register.mutationOptions({ onSuccess }));
}

export function useForgotByPhone() {
  const { auth, onSuccess } = useSessionCalls();
  return useMutation(auth.forgotByPhone.mutationOptions({ onSuccess }));
}

export function useChangePassword() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useSessionChanged();
  return useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        // The pending change is done: say so at once, so nothing reopens the forced dialog while
        // the session state refetches.
        queryClient.setQueryData(trpc.session.state.queryKey(), (state) =>
          state ? { ...state, mustChangePassword: false, hasPassword: undefined } : state,
        );
        // The session moved to a new id (the cookie changed): the socket reconnects to carry it.
        reopenRealtimeSocket();
        return changed();
      },
    }),
  );
}

export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      // A member query in flight as the session ends would come back 401.
      onMutate: () => cancelMemberQueries(queryClient),
      // Logged out at once, so the header drops the member's area before anything refetches.
      onSuccess: () => forgetSession(queryClient, trpc),
    }),
  );
}

export function useForgotByEmail() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.forgotByEmail.mutationOptions());
}

/**
 * Completes forgot-by-email with the mailed token. The platform ends every session of the member,
 * so a session this browser may hold is refreshed too.
 */
export function useResetByEmail() {
  const trpc = useTRPC();
  const changed = useSessionChanged();
  return useMutation(trpc.auth.resetByEmail.mutationOptions({ onSuccess: changed }));
}

export function useSendCode() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.sendCode.mutationOptions());
}

export function useCaptcha() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.captcha.mutationOptions());
}

export function useCheckAffiliate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (code: string) => queryClient.fetchQuery(trpc.auth.checkAffiliate.queryOptions({ code }));
}
