import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { memberInfo } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { i18n } from '@/lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/preferences';

const kept = (calls: { path: string; input: unknown }[]) =>
  calls.filter((c) => c.path === 'profile.setLanguage').map((c) => c.input);

describe("the member's language", () => {
  it('is restored from the profile at login on another device, and kept for the next page load', async () => {
    const { api } = accountApi({ session: loggedIn, me: { info: memberInfo({ language: 'TH' }) } });
    const { fake } = renderApp({ api });
    await waitFor(() => expect(i18n.language).toBe('th'));
    expect(document.documentElement.lang).toBe('th');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('TH');
    // Nothing to keep: the profile already says Thai.
    expect(kept(fake.inputs)).toEqual([]);
  });

  it('keeps the language in use when the profile has none, then every change of it', async () => {
    const { api } = accountApi({ session: loggedIn, me: { info: memberInfo({ language: null }) } });
    const { fake, user } = renderApp({ api });
    await waitFor(() => expect(kept(fake.inputs)).toEqual([{ language: 'EN' }]));
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('button', { name: /^Tiếng Việt/ }));
    await waitFor(() => expect(kept(fake.inputs)).toEqual([{ language: 'EN' }, { language: 'VI' }]));
    expect(i18n.language).toBe('vi');
  });

  it('is the device\u2019s own for a visitor: nothing is kept', async () => {
    const { api } = accountApi();
    const { fake } = renderApp({ api });
    await screen.findAllByRole('button', { name: 'Log in' });
    expect(kept(fake.inputs)).toEqual([]);
  });
});
