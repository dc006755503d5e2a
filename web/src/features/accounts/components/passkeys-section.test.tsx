import { waitFor, within } from '@testing-library/react';
import type { Passkey } from '@portal/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';

// The browser's side of the ceremony: what a platform authenticator answers, or how it refuses.
const browser = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  browserSupportsWebAuthnAutofill: async () => false,
  startRegistration: browser.startRegistration,
  startAuthentication: browser.startAuthentication,
  WebAuthnAbortService: { cancelCeremony: () => undefined },
}));

const CREATION = { challenge: 'c2VydmVy', rp: { name: 'Portal' } };
const ATTESTATION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x' } };
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { signature: 's' } };

function passkey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    id: 7,
    name: 'Pixel 9 · Chrome',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: null,
    deviceType: 'multiDevice',
    backedUp: true,
    cloneSuspectedAt: null,
    ...overrides,
  };
}

/** The passkeys a member has, kept by the fake platform as the calls change them. */
function passkeysApi(initial: Passkey[] = []): FakeApi {
  let list = [...initial];
  return {
    'passkeys.list': () => ({ passkeys: list }),
    'passkeys.registrationOptions': () => ({ challengeId: 'reg-1', options: CREATION }),
    'passkeys.register': (input: unknown) => {
      const { name } = input as { name: string };
      const added = passkey({ id: 8, name });
      list = [...list, added];
      return added;
    },
    'passkeys.rename': (input: unknown) => {
      const { id, name } = input as { id: number; name: string };
      list = list.map((p) => (p.id === id ? { ...p, name } : p));
      return { ok: true };
    },
    'passkeys.stepUpOptions': () => ({ challengeId: 'step-1', options: { challenge: 'c3RlcA' } }),
    'passkeys.remove': (input: unknown) => {
      const { id, password } = input as { id: number; password?: string };
      if (password !== undefined && password !== 'secret12') {
        return new FakeGatewayError('VALIDATION', { password: 'incorrect' });
      }
      list = list.filter((p) => p.id !== id);
      return { ok: true };
    },
  };
}

async function openPasskeys(api: FakeApi) {
  const view = await openMemberCentre({ api });
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'My account' }));
  const section = within(await panel.findByRole('region', { name: 'Passkeys' }));
  return { ...view, section };
}

// The app and the centre's sections are large to transform: done once before the first test's clock.
beforeAll(async () => {
  await Promise.all([
    import('@/testing/render-app'),
    import('@/app/member-centre/member-centre'),
    import('@/app/member-centre/security-center'),
  ]);
}, 120_000);

beforeEach(() => {
  browser.supported = true;
  browser.startRegistration.mockReset();
  browser.startAuthentication.mockReset();
});

describe('the security centre’s passkeys', () => {
  it('adds one named by the member: the platform’s options go to the browser, its answer to the platform', async () => {
    browser.startRegistration.mockResolvedValue(ATTESTATION);
    const { section, user, fake } = await openPasskeys(passkeysApi());
    expect(await section.findByText('You have not added a passkey yet.')).toBeInTheDocument();

    const name = section.getByLabelText('Passkey name');
    await user.clear(name);
    await user.type(name, 'My phone');
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));

    expect(await section.findByText(/Passkey added\./)).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: CREATION });
    expect(inputsOf(fake, 'passkeys.register')).toEqual([
      { challengeId: 'reg-1', name: 'My phone', response: ATTESTATION },
    ]);
    // The list is read again: the new passkey is in it, never used yet.
    const item = within(await section.findByRole('listitem'));
    expect(item.getByText('My phone')).toBeInTheDocument();
    expect(item.getByText(/Not used yet/)).toBeInTheDocument();
  });

  it('a cancelled prompt says so in the field and sends nothing to the platform', async () => {
    browser.startRegistration.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    const { section, user, fake } = await openPasskeys(passkeysApi());
    await section.findByText('You have not added a passkey yet.');
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(section.getByLabelText('Passkey name')).toHaveAccessibleDescription(
        expect.stringContaining('The passkey request was cancelled or timed out.'),
      ),
    );
    expect(inputsOf(fake, 'passkeys.register')).toEqual([]);
  });

  it('a browser without passkeys gets the reason instead of a form that cannot work', async () => {
    browser.supported = false;
    const { section } = await openPasskeys(passkeysApi());
    expect(await section.findByText(/This browser doesn't support passkeys\./)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('warns on a passkey whose copy was refused, and renames it (an empty name is refused here)', async () => {
    const { section, user, fake } = await openPasskeys(
      passkeysApi([passkey({ cloneSuspectedAt: '2026-11-27T10:00:00.000Z' })]),
    );
    const item = within(await section.findByRole('listitem'));
    expect(item.getByText(/A sign-in with a copy of this passkey was blocked\./)).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Rename' }));
    const field = item.getByLabelText('Passkey name');
    await user.clear(field);
    await user.click(item.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This field cannot be empty.'));
    expect(inputsOf(fake, 'passkeys.rename')).toEqual([]);

    await user.type(field, 'Work laptop');
    await user.click(item.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(item.getByText('Work laptop')).toBeInTheDocument());
    expect(inputsOf(fake, 'passkeys.rename')).toEqual([{ id: 7, name: 'Work laptop' }]);
  });

  it('removes with the login password: none and a wrong one are refused in the field', async () => {
    const { section, user, fake } = await openPasskeys(passkeysApi([passkey()]));
    const item = within(await section.findByRole('listitem'));
    await user.click(item.getByRole('button', { name: 'Remove' }));
    const password = item.getByLabelText('Password');
    await user.click(item.getByRole('button', { name: 'Remove with password' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your login password.'));
    expect(inputsOf(fake, 'passkeys.remove')).toEqual([]);

    await user.type(password, 'wrong-one');
    await user.click(item.getByRole('button', { name: 'Remove with password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The current password is incorrect.'),
      ),
    );
    await user.clear(password);
    await user.type(password, 'secret12');
    await user.click(item.getByRole('button', { name: 'Remove with password' }));
    expect(await section.findByText('You have not added a passkey yet.')).toBeInTheDocument();
    expect(section.getByText(/Pixel 9 · Chrome.*was removed\./)).toBeInTheDocument();
    expect(inputsOf(fake, 'passkeys.remove').at(-1)).toEqual({ id: 7, password: 'secret12' });
  });

  it('removes with a passkey: a step-up challenge for that purpose, answered by the browser', async () => {
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const { section, user, fake } = await openPasskeys(passkeysApi([passkey()]));
    const item = within(await section.findByRole('listitem'));
    await user.click(item.getByRole('button', { name: 'Remove' }));
    await user.click(item.getByRole('button', { name: 'Use a passkey' }));
    expect(await section.findByText('You have not added a passkey yet.')).toBeInTheDocument();
    expect(inputsOf(fake, 'passkeys.stepUpOptions')).toEqual([{ purpose: 'removePasskey' }]);
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'c3RlcA' },
      useBrowserAutofill: false,
    });
    expect(inputsOf(fake, 'passkeys.remove')).toEqual([
      { id: 7, passkey: { challengeId: 'step-1', response: ASSERTION } },
    ]);
  });
});
