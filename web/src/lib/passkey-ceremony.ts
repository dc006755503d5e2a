/**
 * The browser's side of a passkey (WebAuthn) ceremony, over @simplewebauthn/browser, loaded only
 * when a ceremony starts (it stays out of the first paint). Failures become an error carrying a
 * code the forms translate, like the gateway's: the person cancelled or let it time out, the
 * browser has no passkeys, or the authenticator refused.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** The web's own codes for a ceremony that never reached the gateway. */
export const PasskeyCeremonyCode = {
  cancelled: 'PASSKEY_CANCELLED',
  unsupported: 'PASSKEY_UNSUPPORTED',
  failed: 'PASSKEY_FAILED',
} as const;
export type PasskeyCeremonyCode = (typeof PasskeyCeremonyCode)[keyof typeof PasskeyCeremonyCode];

/** Shaped like a gateway error (`data.code`) so the forms' error tables read it the same way. */
export class PasskeyCeremonyError extends Error {
  readonly data: { code: PasskeyCeremonyCode };
  constructor(code: PasskeyCeremonyCode) {
    super(code);
    this.name = 'PasskeyCeremonyError';
    this.data = { code };
  }
}

const lib = () => import('@simplewebauthn/browser');

function ceremonyError(error: unknown): PasskeyCeremonyError {
  const name = (error as { name?: string; code?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  // NotAllowedError: the person dismissed the prompt, or it timed out (the browsers do not say which).
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCeremonyError(PasskeyCeremonyCode.cancelled);
  }
  if (name === 'NotSupportedError' || code === 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') {
    return new PasskeyCeremonyError(PasskeyCeremonyCode.failed);
  }
  return new PasskeyCeremonyError(PasskeyCeremonyCode.failed);
}

export async function passkeysSupported(): Promise<boolean> {
  return (await lib()).browserSupportsWebAuthn();
}

/** Whether the browser can offer passkeys in the username field's autofill (conditional UI). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  return (await lib()).browserSupportsWebAuthnAutofill();
}

export async function createPasskey(options: Record<string, unknown>): Promise<RegistrationResponseJSON> {
  const { startRegistration, browserSupportsWebAuthn } = await lib();
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError(PasskeyCeremonyCode.unsupported);
  try {
    return await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** Asks for a passkey: in a prompt, or (autofill) in the username field's suggestions. */
export async function getPasskey(
  options: Record<string, unknown>,
  { autofill = false }: { autofill?: boolean } = {},
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication, browserSupportsWebAuthn } = await lib();
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError(PasskeyCeremonyCode.unsupported);
  try {
    return await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** Ends a waiting autofill request (the dialog closed, or a prompt is about to start). */
export async function cancelPasskeyRequest(): Promise<void> {
  (await lib()).WebAuthnAbortService.cancelCeremony();
}

/** A name for a new passkey from the device it is made on: "iPhone · Safari", "Windows · Edge". */
export function deviceName(userAgent: string = navigator.userAgent): string {
  const os = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /CrOS/.test(userAgent)
              ? 'ChromeOS'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : '';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : '';
  return [os, browser].filter(Boolean).join(' · ') || 'Passkey';
}
