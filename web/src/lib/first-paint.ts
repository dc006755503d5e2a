import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { presetImageCdn } from './cdn';
import { currentLanguage } from './i18n';
import type { AppRouter, AppTrpcClient } from './trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/**
 * What the gateway wrote into the page for its first paint (services/gateway/src/first-paint.ts,
 * ADR 0010): the bootstrap, the banners and the vendor lanes the app would otherwise fetch before it
 * can render, in
 * the language of the `portal_lang` cookie, and the image host it picked (and preloaded the banner
 * from) for this page load.
 */
export interface FirstPaint {
  v: 1;
  language: string;
  imageCdn: string;
  bootstrap: Outputs['system']['bootstrap'];
  banners: Outputs['content']['banners'] | null;
  lanes: Outputs['games']['lanes'] | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page's `#portal-boot` block when it is there and of this version; null otherwise. */
export function readFirstPaint(doc: Document = document): FirstPaint | null {
  const text = doc.getElementById('portal-boot')?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || data['v'] !== 1) return null;
    if (typeof data['language'] !== 'string' || typeof data['imageCdn'] !== 'string') return null;
    const boot = data['bootstrap'];
    if (!isRecord(boot) || !isRecord(boot['brand']) || !Array.isArray(boot['imageCDNs'])) return null;
    if (data['banners'] !== null && !isRecord(data['banners'])) return null;
    if (data['lanes'] !== null && !Array.isArray(data['lanes'])) return null;
    return data as unknown as FirstPaint;
  } catch {
    return null;
  }
}

/**
 * Puts the page's first-paint data into the query cache as if just fetched, so the first render
 * needs no round trip; data in another language than the app's (a stale cookie) is left out, as is
 * everything when the page carries none. The image host is taken either way.
 */
export function seedFirstPaint(
  queryClient: QueryClient,
  client: AppTrpcClient,
  data: FirstPaint | null = readFirstPaint(),
): QueryClient {
  if (!data) return queryClient;
  presetImageCdn(data.imageCdn);
  if (data.language !== currentLanguage()) return queryClient;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  queryClient.setQueryData(trpc.system.bootstrap.queryKey(), data.bootstrap);
  if (data.banners) queryClient.setQueryData(trpc.content.banners.queryKey(), data.banners);
  if (data.lanes) queryClient.setQueryData(trpc.games.lanes.queryKey(), data.lanes);
  return queryClient;
}
