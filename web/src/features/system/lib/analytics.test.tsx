import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as f from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { GTAG_SRC } from './analytics';

const gtagScripts = () => document.querySelectorAll(`script[src^="${GTAG_SRC}"]`);

afterEach(() => {
  gtagScripts().forEach((s) => s.remove());
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('Google Analytics', () => {
  it('loads gtag.js for the brand’s gtagId, once', async () => {
    const bootstrap = { ...f.bootstrap(), analytics: { gtagId: 'G-ABC123XYZ' } };
    renderApp({ api: { 'system.bootstrap': bootstrap } });
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts()[0]).toHaveAttribute('src', `${GTAG_SRC}?id=G-ABC123XYZ`);
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect(layer.map((args) => [...args])).toContainEqual(['config', 'G-ABC123XYZ']);
  });

  it('loads nothing when no gtagId is set', async () => {
    renderApp({ api: { 'system.bootstrap': { ...f.bootstrap(), analytics: { gtagId: null } } } });
    await screen.findByRole('main', {}, { timeout: 10_000 });
    expect(gtagScripts()).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});
