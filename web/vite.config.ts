/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stampBuildInputs } from './vite-plugins/build-inputs';
import { firstPaintStringsFile } from './vite-plugins/first-paint-strings';
import { fontSubsets } from './vite-plugins/font-subsets';
import { localeChunks, localePartChunk } from './vite-plugins/locale-chunks';
import { precompress } from './vite-plugins/precompress';
import { pureContracts } from './vite-plugins/pure-contracts';
import { serviceWorker } from './vite-plugins/pwa/service-worker';
import { SHELL_NAMESPACES } from './src/locales/namespaces';

const gateway = 'http://127.0.0.1:3000';

// One config for the dev server, the production build and the `web` vitest project
// (the root vitest.config.ts lists 'web' as a project folder and picks this file up).
export default defineConfig({
  plugins: [
    react(),
    fontSubsets(decodeURIComponent(new URL('./src/styles/fonts/subsets', import.meta.url).pathname)),
    localeChunks(decodeURIComponent(new URL('./src/locales', import.meta.url).pathname)),
    firstPaintStringsFile(decodeURIComponent(new URL('./src/locales', import.meta.url).pathname)),
    pureContracts(),
    serviceWorker(
      decodeURIComponent(new URL('./src/locales', import.meta.url).pathname),
      decodeURIComponent(new URL('./vite-plugins/pwa/sw.template.js', import.meta.url).pathname),
    ),
    precompress(),
    stampBuildInputs(decodeURIComponent(new URL('..', import.meta.url).pathname)),
  ],
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph scripts/web-size-budget.ts measures the budget on.
    manifest: true,
    rollupOptions: {
      treeshake: {
        // tRPC's WebSocket module sets a static field at its top level, so Rollup keeps it (and the
        // whole WebSocket client) with @trpc/client's index even when only the lazy realtime chunk
        // uses it. Nothing else in it runs on import.
        moduleSideEffects: (id) => !/[\\/]@trpc[\\/]client[\\/]dist[\\/]wsLink-[\w-]+\.mjs$/.test(id),
      },
      output: {
        // Route pages are React.lazy chunks of their own; the long-lived libraries get stable chunks
        // so a deploy that only touches pages keeps them cached.
        manualChunks(id) {
          // A language's strings: its shell namespaces in one chunk (loaded before the first render),
          // the rest in another (loaded with the first page or dialog that needs them), each with
          // the module that gathers them (vite-plugins/locale-chunks.ts).
          const part = localePartChunk(id);
          if (part) return part;
          const strings = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
          if (strings) {
            const [, lng, ns] = strings;
            return (SHELL_NAMESPACES as readonly string[]).includes(ns ?? '')
              ? `strings-${lng}`
              : `strings-${lng}-more`;
          }
          if (!id.includes('node_modules')) return undefined;
          // React DOM (with its scheduler) apart from React: the entry evaluates React, i18next and
          // its own modules; React DOM and then the app are each evaluated in a task of their own
          // (main.tsx), not all in one long task on a slow phone.
          if (/[\\/](react-dom|scheduler)[\\/]/.test(id)) return 'react-dom';
          if (/[\\/](react|react-router)[\\/]/.test(id)) return 'react';
          // tRPC's WebSocket link stays out: it loads with the first subscription (lib/trpc-realtime.ts).
          if (/[\\/]@trpc[\\/]client[\\/].*wsLink/.test(id)) return 'realtime';
          if (/[\\/](@trpc|@tanstack)[\\/]/.test(id)) return 'data';
          // react-i18next's <Trans> and the HTML parser it brings: a chunk of their own for the pages
          // that use it (the register dialog). Left unassigned, they would follow react-i18next's
          // index into the chunk every first paint loads.
          if (/[\\/]react-i18next[\\/]dist[\\/]es[\\/]Trans(WithoutContext)?\.js$/.test(id))
            return 'i18n-trans';
          if (/[\\/](i18next|react-i18next)[\\/]/.test(id)) return 'i18n';
          // Swiper's script loads after the first paint; its CSS stays with the app's (the carousels'
          // first paint is laid out by it).
          if (/[\\/]swiper[\\/]/.test(id) && !id.endsWith('.css')) return 'swiper';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/trpc': { target: gateway, ws: true, changeOrigin: false },
      '/cdn': { target: gateway, changeOrigin: false },
      // The sandbox payment provider's pay page, reached through the gateway like in production.
      '/sandbox-pay': { target: gateway, changeOrigin: false },
      // The demo chat vendor's pages (customer service, chat room), also through the gateway.
      '/support-chat': { target: gateway, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/trpc': { target: gateway, ws: true },
      '/cdn': { target: gateway },
      '/sandbox-pay': { target: gateway },
      '/support-chat': { target: gateway },
    },
  },
  test: {
    name: 'web',
    // jsdom, through a local environment that loads this package's jsdom (see the file).
    environment: './vitest.jsdom-env.mjs',
    // Which files each web project runs (and whether isolated) is said in the root vitest.config.ts.
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // In CI these run beside the browser tests on two cores: a render can take seconds, so the
    // timeout is a hang guard only, and a test that timed out under that load gets one more try
    // (a real failure fails twice).
    testTimeout: 30_000,
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
  },
});
