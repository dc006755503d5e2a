import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';
import { ChunkTimeoutContext, ChunkTimeoutError, importWithTimeout, lazyPage } from './chunk-loading';

function Loaded() {
  return <h1>Loaded page</h1>;
}

function renderLazy(load: () => Promise<{ default: () => React.JSX.Element }>, timeoutMs: number) {
  const Page = lazyPage(load);
  return render(
    <I18nextProvider i18n={i18n}>
      <ChunkTimeoutContext.Provider value={timeoutMs}>
        <Page />
      </ChunkTimeoutContext.Provider>
    </I18nextProvider>,
  );
}

describe('route chunk loading', () => {
  it('rejects with ChunkTimeoutError when the import does not settle in time', async () => {
    await expect(importWithTimeout(() => new Promise(() => {}), 5)).rejects.toBeInstanceOf(ChunkTimeoutError);
    await expect(importWithTimeout(() => Promise.resolve(1), 50)).resolves.toBe(1);
  });

  it('shows a translated timeout error with Retry, and Retry loads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue({ default: Loaded });
    renderLazy(load, 10);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page took too long to load. Please check your network and retry.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a load failure the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), 1000);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws a page whose chunk is already in at once, never its fallback (preload)', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Loaded }), {
      namespaces: [],
      fallback: () => <p>Waiting</p>,
    });
    await Page.preload();
    render(
      <I18nextProvider i18n={i18n}>
        <Page />
      </I18nextProvider>,
    );
    // In the first render itself: no suspension, so no fallback between two pages.
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('keeps the layout around a page that timed out (timeout injected into the app)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/index', chunkTimeoutMs: 1 });
    // With a 1 ms budget the real page chunks cannot arrive in time.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
