import {
  Component,
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageSkeleton } from '@/components/ui/skeleton';

/** Spec section 9: a route chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Page chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Rejects with ChunkTimeoutError when `load` has not settled within `ms`. */
export function importWithTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Injectable so tests can use a tiny timeout. */
export const ChunkTimeoutContext = createContext<number>(CHUNK_TIMEOUT_MS);

type ChunkBoundaryProps = { children: ReactNode; onRetry: () => void };
type ChunkBoundaryState = { error: Error | null };

class ChunkErrorBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ChunkBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Route chunk failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ChunkError timedOut={this.state.error instanceof ChunkTimeoutError} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}

function ChunkError({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ErrorState
      title={t('errors.chunkTitle')}
      message={t(timedOut ? 'errors.chunkTimeout' : 'errors.chunkFailed')}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}

function PageFallback() {
  const { t } = useTranslation('common');
  return <PageSkeleton label={t('loading')} />;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A route page loaded as its own chunk. Each attempt gets a fresh React.lazy (React caches a
 * rejected lazy for good), guarded by the chunk timeout; Retry starts a new attempt.
 */
export function lazyPage<P extends object>(load: Loader<P>): ComponentType<P> {
  const attempts = new Map<string, LazyExoticComponent<ComponentType<P>>>();
  function lazyFor(attempt: number, timeoutMs: number) {
    const key = `${attempt}:${timeoutMs}`;
    let page = attempts.get(key);
    if (!page) {
      page = lazy(() => importWithTimeout(load, timeoutMs));
      attempts.set(key, page);
    }
    return page;
  }

  function LazyPage(props: P) {
    const timeoutMs = useContext(ChunkTimeoutContext);
    const [attempt, setAttempt] = useState(0);
    const Page = lazyFor(attempt, timeoutMs);
    return (
      <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<PageFallback />}>
          {/* createElement: Page is one cached lazy per attempt, not a new component per render. */}
          {createElement(Page, props)}
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
