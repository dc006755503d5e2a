import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PreferencesSync } from '@/features/preferences/components/preferences-sync';
import { i18n } from '@/lib/i18n';
import { seedFirstPaint } from '@/lib/first-paint';
import { createQueryClient, refetchFresh } from '@/lib/query-client';
import { createAppTrpcClient, TRPCProvider, type AppTrpcClient } from '@/lib/trpc';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutContext } from './chunk-loading';

type Props = {
  children: ReactNode;
  /** Tests pass a client over a fake link and a fresh query client. */
  trpcClient?: AppTrpcClient;
  queryClient?: QueryClient;
  chunkTimeoutMs?: number;
  /** The jotai store of the client state; each render of the providers gets a fresh one otherwise. */
  store?: ReturnType<typeof createStore>;
};

export function AppProviders({
  children,
  trpcClient,
  queryClient,
  chunkTimeoutMs = CHUNK_TIMEOUT_MS,
  store,
}: Props) {
  // One store per app (per test render): no client state leaks from one tree into the next.
  const [atoms] = useState(() => store ?? createStore());
  const [client] = useState(() => trpcClient ?? createAppTrpcClient());
  // The app's own client starts with what the page's HTML carries (lib/first-paint.ts); tests pass theirs.
  const [qc] = useState(() => queryClient ?? seedFirstPaint(createQueryClient(), client));
  useEffect(() => {
    // Server content (notices, help, menus) comes in the visitor's language: refetch it on a switch.
    const refetch = () => void refetchFresh(qc);
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [qc]);
  return (
    <JotaiProvider store={atoms}>
      <PreferencesSync />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={qc}>
          <TRPCProvider trpcClient={client} queryClient={qc}>
            <ChunkTimeoutContext.Provider value={chunkTimeoutMs}>{children}</ChunkTimeoutContext.Provider>
          </TRPCProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
