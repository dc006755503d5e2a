import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@/lib/preferences';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

function topMenu() {
  return screen.getByRole('navigation', { name: 'Quick links' });
}

describe('header top menu', () => {
  it('links to Deposit TOP 20 and Valid bet TOP 20 only when their banner groups have banners', async () => {
    renderApp({
      api: { 'content.banners': { ...f.banners(), w_deposit20: [f.banner('w_deposit20', 9)] } },
    });
    const menu = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(await within(menu).findByRole('link', { name: 'Deposit TOP 20' })).toHaveAttribute(
      'href',
      '/deposit-rank',
    );
    expect(within(topMenu()).queryByRole('link', { name: 'Valid bet TOP 20' })).not.toBeInTheDocument();
  });

  it('has no ranking links without ranking banners', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Golden Palace' });
    expect(within(topMenu()).queryByRole('link', { name: 'Deposit TOP 20' })).not.toBeInTheDocument();
    expect(within(topMenu()).queryByRole('link', { name: 'Valid bet TOP 20' })).not.toBeInTheDocument();
  });

  it('shows the app links from resources and customer service when available', async () => {
    renderApp({ api: { 'system.bootstrap': f.bootstrap({ resources: f.resources(['ANDROID_APP']) }) } });
    const menu = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(menu).getByRole('link', { name: /Android app/ })).toHaveAttribute('target', '_blank');
    expect(within(menu).queryByRole('link', { name: /iOS app/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('opens the login dialog', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await screen.findByLabelText('Password');
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });
});

describe('language selector', () => {
  it('switches the interface to Vietnamese, remembers it and sets <html lang>', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    await user.click(screen.getByRole('button', { name: /Tiếng Việt/ }));
    expect(await screen.findByRole('link', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chào mừng đến với Golden Palace' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('VI');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('offers the header languages and, under more languages, the rest marked partial', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    for (const name of ['简体中文', 'English', 'Tiếng Việt']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of [/^日本語\s*partial \(English\)$/, /^ไทย\s*partial \(English\)$/]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'More languages' }));
    const more = screen.getByRole('list', { name: 'More languages' });
    const options = within(more).getAllByRole('button');
    expect(options.length).toBe(31);
    for (const option of options) expect(option).toHaveTextContent('partial (English)');
    expect(screen.getByRole('button', { name: /Tiếng Việt/ })).not.toHaveTextContent('partial');
  });

  it('falls back to English for a partial language and stores the upper code', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    await user.click(screen.getByRole('button', { name: /日本語/ }));
    await waitFor(() => expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('JA'));
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('theme switch', () => {
  it('toggles dark theme and remembers the choice in localStorage', async () => {
    const { user } = renderApp();
    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('starts from a remembered theme over the brand default', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderApp();
    expect(await screen.findByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('uses the brand default theme when nothing is remembered', async () => {
    renderApp({
      api: { 'system.bootstrap': f.bootstrap({ brand: { ...f.bootstrap().brand, defaultTheme: 'dark' } }) },
    });
    // The brand default lands in an effect after the bootstrap arrives, so the button may render once before it.
    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
