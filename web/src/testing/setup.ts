import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { resetRealtimeSessionForTests } from '@/lib/realtime';
import { resources } from './i18n-resources';

// jsdom has no matchMedia; Swiper's breakpoints and the reduced-motion check ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no canvas: getContext answers null, and a chart drawn after a test's last assertion (the
// agent centre's uPlot chart commits in a microtask) would throw on it. A 2D context that draws
// nothing lets such a chart finish; what a chart is built with is tested on its options.
const noDrawing = new Proxy(
  {},
  {
    get: (_target, name) =>
      name === 'measureText' ? () => ({ width: 0 }) : name === 'canvas' ? undefined : () => undefined,
    set: () => true,
  },
);
HTMLCanvasElement.prototype.getContext = (() => noDrawing) as unknown as HTMLCanvasElement['getContext'];
// The paths such a chart builds (jsdom has no Path2D either): every method draws nothing.
if (!('Path2D' in globalThis)) {
  Object.assign(globalThis, {
    Path2D: class {
      constructor() {
        return new Proxy(this, { get: () => () => undefined });
      }
    },
  });
}

// Route pages are lazy chunks; the first import of one is transformed on demand and can be slow.
// On a busy 2-core CI machine (the browser tests run beside these) a first render can take longer still.
configure({ asyncUtilTimeout: 10_000 });

// Every string up front: a test never waits for a language chunk.
initI18n({ resources });

beforeEach(async () => {
  resetRealtimeSessionForTests();
  window.localStorage.clear();
  document.documentElement.dataset.theme = 'light';
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
