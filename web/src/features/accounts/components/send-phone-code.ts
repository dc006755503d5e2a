import type { useSendCode } from '../api/use-account-mutations';
import type { useHumanVerification } from '../api/use-human-verification';
import { phoneProblem } from '../phone-check';
import type { useFormErrors } from './use-form-errors';

type SendCodeInput = Parameters<ReturnType<typeof useSendCode>['mutateAsync']>[0];

/**
 * Sends an SMS code to the number typed, once the number passes the browser's check and the person
 * the human verification: the code's lifetime in minutes, or null with the problem shown.
 */
export async function sendPhoneCode({
  sendCode,
  verify,
  errors,
  purpose,
  dialing,
  mobileNum,
}: {
  sendCode: ReturnType<typeof useSendCode>;
  verify: ReturnType<typeof useHumanVerification>['verify'];
  errors: Pick<ReturnType<typeof useFormErrors>, 'reset' | 'fromServer'>;
  purpose: SendCodeInput['purpose'];
  dialing: string;
  mobileNum: string;
}): Promise<number | null> {
  const problem = await phoneProblem(dialing, mobileNum);
  errors.reset(problem ? { mobileNum: problem } : {});
  if (problem) return null;
  try {
    const verification = await verify();
    const answer = await sendCode.mutateAsync({
      purpose,
      mobileNum: mobileNum.trim(),
      countryDialingCode: dialing,
      verification,
    });
    return answer.expiredMinutes;
  } catch (error) {
    errors.fromServer(error);
    return null;
  }
}
