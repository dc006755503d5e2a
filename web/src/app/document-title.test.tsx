import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { openMemberCentre } from '@/testing/render-centre';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

const BRAND = f.bootstrap().brand.name;

describe('document title', () => {
  it.each([
    ['/index', 'Home'],
    ['/rng', 'Slots'],
    ['/live', 'Live Casino'],
    ['/noticePage', 'Announcements'],
    ['/help', 'Help centre'],
    ['/deposit-rank', 'Deposit TOP 20'],
    ['/no-such-page', 'Page not found'],
  ])('names %s after its page and the brand', async (path, page) => {
    renderApp({ path });
    await waitFor(() => expect(document.title).toBe(`${page} · ${BRAND}`));
  });

  it('follows navigation and the language', async () => {
    const { router } = renderApp({ path: '/rng' });
    await waitFor(() => expect(document.title).toBe(`Slots · ${BRAND}`));
    await act(() => router.navigate('/fish'));
    await waitFor(() => expect(document.title).toBe(`Fishing · ${BRAND}`));
    await act(() => i18n.changeLanguage('vi'));
    await waitFor(() => expect(document.title).toBe(`Bắn cá · ${BRAND}`));
  });

  it('names the member-centre page while it is open and the route again once it closes', async () => {
    const { dialog, user } = await openMemberCentre({ item: 'Deposit' });
    await waitFor(() => expect(document.title).toBe(`Deposit · ${BRAND}`));
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await waitFor(() => expect(document.title).toBe(`Withdraw · ${BRAND}`));
    await user.click(screen.getAllByRole('button', { name: 'Close' }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(document.title).toBe(`Home · ${BRAND}`));
  });
});
