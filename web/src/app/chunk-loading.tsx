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
import { loadNamespaces, NAMESPACES, type Namespace } from '@/lib/i18n';

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

type ChunkBoundaryProps = {
  children: ReactNode;
  onRetry: () => void;
  frame: (children: ReactNode) => ReactNode;
};
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
      return this.props.frame(
        <ChunkError timedOut={this.state.error instanceof ChunkTimeoutError} onRetry={this.props.onRetry} />,
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

type LazyOptions<P> = {
  /**
   * The translation namespaces the chunk words, loaded beside it (every namespace unless said:
   * the pages and dialogs of the shell's namespaces say so and skip the second strings chunk).
   */
  namespaces?: readonly Namespace[];
  /** Shown while the chunk loads; a page skeleton unless said. */
  fallback?: ComponentType;
  /** Wraps the fallback and the chunk error (a dialog's frame, say); given the component's props. */
  frame?: ComponentType<P & { children: ReactNode }>;
};

function Unframed({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** A lazy page that can start loading before it is shown. */
export type LazyPageComponent<P> = ComponentType<P> & {
  /** Loads the chunk and its strings now; once in, the page renders without its fallback. */
  preload(): Promise<void>;
};

/**
 * An already loaded module as a thenable that calls back at once: React.lazy then takes the page
 * in the same render instead of suspending for a turn (which showed the fallback for a moment on
 * the way to a page whose chunk was already in, e.g. home after registering).
 */
function loadedThenable<T>(value: T): Promise<T> {
  const thenable = {
    status: 'fulfilled',
    value,
    then(onFulfilled: (v: T) => unknown) {
      onFulfilled(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * A route page (or another piece of the app) loaded as its own chunk, with its strings. Each
 * attempt gets a fresh React.lazy (React caches a rejected lazy for good), guarded by the chunk
 * timeout; Retry starts a new attempt. Once the chunk is in (shown, or `preload`ed), the page renders
 * at once wherever it is mounted next.
 */
export function lazyPage<P extends object>(
  load: Loader<P>,
  { namespaces = NAMESPACES, fallback: Fallback = PageFallback, frame }: LazyOptions<P> = {},
): LazyPageComponent<P> {
  const Frame = (frame ?? Unframed) as ComponentType<P & { children: ReactNode }>;
  let loaded: { default: ComponentType<P> } | null = null;
  const loadWithStrings = () =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => {
      loaded = module;
      return module;
    });
  const attempts = new Map<string, LazyExoticComponent<ComponentType<P>>>();
  function lazyFor(attempt: number, timeoutMs: number) {
    const key = `${attempt}:${timeoutMs}`;
    let page = attempts.get(key);
    if (!page) {
      page = lazy(() => (loaded ? loadedThenable(loaded) : importWithTimeout(loadWithStrings, timeoutMs)));
      attempts.set(key, page);
    }
    return page;
  }

  function LazyPage(props: P) {
    const timeoutMs = useContext(ChunkTimeoutContext);
    const [attempt, setAttempt] = useState(0);
    const Page = lazyFor(attempt, timeoutMs);
    const framed = (children: ReactNode) => createElement(Frame, { ...props, children });
    return (
      <ChunkErrorBoundary key={attempt} frame={framed} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={framed(<Fallback />)}>
          {/* createElement: Page is one cached lazy per attempt, not a new component per render. */}
          {createElement(Page, props)}
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  // A failed preload is left to the render, which shows the chunk error and its Retry.
  LazyPage.preload = () =>
    loadWithStrings().then(
      () => undefined,
      () => undefined,
    );
  return LazyPage;
}
