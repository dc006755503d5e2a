import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALL_LANGUAGES,
  HEADER_LANGUAGES,
  isCompleteLanguage,
  LANGUAGE_NATIVE_NAMES,
  toI18nCode,
  type LanguageCode,
} from '@/lib/languages';
import { THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@/lib/preferences';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

/** A language still shown in English (none once every language is translated). */
const partial = ALL_LANGUAGES.find((code) => !isCompleteLanguage(code));
const isHeaderLanguage = (code: LanguageCode) => (HEADER_LANGUAGES as readonly string[]).includes(code);

/** The option of a language: its own name, then "partial (English)" when it is not translated. */
function optionName(code: LanguageCode): RegExp {
  const name = LANGUAGE_NATIVE_NAMES[code].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${name}(\\s*partial \\(English\\))?$`);
}

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
    await user.click(await screen.findByRole('button', { name: /Tiếng Việt/ }));
    expect(await screen.findByRole('link', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chào mừng đến với Golden Palace' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('VI');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('names every language in its own language and script, the incomplete ones marked partial', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    await user.click(screen.getByRole('button', { name: 'More languages' }));
    const more = within(screen.getByRole('list', { name: 'More languages' })).getAllByRole('button');
    expect(more.length).toBe(ALL_LANGUAGES.length - HEADER_LANGUAGES.length);
    for (const code of ALL_LANGUAGES) {
      const option = screen.getByRole('button', { name: optionName(code) });
      expect(option, code).toHaveAttribute('lang', toI18nCode(code));
      expect(option.textContent?.includes('partial (English)'), code).toBe(!isCompleteLanguage(code));
    }
    expect(screen.getByRole('button', { name: /^Filipino/ })).toHaveAttribute('lang', 'fil');
  });

  it.skipIf(!partial)('falls back to English for a partial language and stores the upper code', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    if (!isHeaderLanguage(partial!)) await user.click(screen.getByRole('button', { name: 'More languages' }));
    await user.click(screen.getByRole('button', { name: optionName(partial!) }));
    await waitFor(() => expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(partial));
    expect(document.documentElement.lang).toBe(toI18nCode(partial!));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is used from the keyboard: the focus goes to the active language, the arrows move, Escape closes', async () => {
    const { user } = renderApp();
    const trigger = await screen.findByRole('button', { name: /^Language:\s*EN/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^English/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Tiếng Việt/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /^简体中文/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('group', { name: 'Language' }).querySelectorAll('button')).toContain(
      document.activeElement,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('VI');
    expect(screen.getByRole('button', { name: /^Ngôn ngữ:\s*VI/ })).toHaveFocus();
  });

  it('lays the page out right to left in Arabic, opens on the active language, and keeps the choice for the next page', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    await user.click(screen.getByRole('button', { name: 'More languages' }));
    await user.click(screen.getByRole('button', { name: /^العربية/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('AR');
    // The gateway writes the next page's <html lang dir> from this cookie.
    expect(document.cookie).toContain('portal_lang=AR');

    const trigger = screen.getByRole('button', { name: /:\s*AR/ });
    await user.click(trigger);
    // Arabic is one of "more languages": that list opens with the menu, the focus on Arabic.
    expect(screen.getByRole('button', { name: /^العربية/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^English/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
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
