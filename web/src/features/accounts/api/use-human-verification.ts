import { ErrorCode } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useTRPCClient } from '@/lib/trpc';
import { solveChallenge } from './pow';

/**
 * Fetches a fresh ALTCHA challenge and solves it. A challenge is single use, so every protected
 * call asks for a new one; `isVerifying` drives the "verifying you are human…" state.
 */
export function useHumanVerification() {
  const client = useTRPCClient();
  const [isVerifying, setVerifying] = useState(false);
  // The share of the search done (0 to 1) while verifying: the dialog shows it.
  const [progress, setProgress] = useState(0);
  const verify = useCallback(async (): Promise<string> => {
    setVerifying(true);
    setProgress(0);
    try {
      const { challenge } = await client.auth.challenge.query();
      try {
        return await solveChallenge(challenge, setProgress);
      } catch {
        // Shaped like a gateway error so the form shows the human-verification message.
        throw Object.assign(new Error(ErrorCode.humanVerificationFailed), {
          data: { code: ErrorCode.humanVerificationFailed },
        });
      }
    } finally {
      setVerifying(false);
    }
  }, [client]);
  return { verify, isVerifying, progress };
}
