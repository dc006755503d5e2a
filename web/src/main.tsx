import { StrictMode, startTransition } from 'react';
import { startAppInstall } from './lib/app-install';
import { noteVisit } from './lib/useful-moment';
import { afterLoadIdle } from './lib/idle';
import { currentLanguage, i18n, initI18n, loadNamespaces, SHELL_NAMESPACES } from './lib/i18n';
import { warmNumberFormat } from './lib/locale-format';
import { LANGUAGE_NATIVE_NAMES } from './lib/languages';
import { applyTheme, readStoredTheme } from './lib/preferences';
// Swiper's CSS lays out the carousels' first paint (the gateway's shell too): with the app's own
// CSS before the first paint, in the order it always had, though the carousel's module is the app's.
import 'swiper/css';
import './styles/index.css';

// React DOM and the app itself (providers, router, layouts) are chunks of their own, asked for at
// once (and preloaded by the gateway's page): each is evaluated in a task of its own, React DOM's
// first, while the page waits for its strings, rather than all with the entry's in one long task on
// a slow phone.
const domModule = import('react-dom/client');
const appModule = domModule.then(() => import('./app/app'));

// public/boot.js has already applied these before the first paint; this repeats it in case that
// file was blocked or cached stale, so the app never starts with no theme.
applyTheme(readStoredTheme() ?? (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
initI18n();
startAppInstall();
// Bookkeeping for the push offer: its first storage write costs the load's longest task a few ms.
afterLoadIdle(noteVisit);
// The browser's number formatting starts cold (its locale data, tens of milliseconds on a slow
// phone): loaded in a worker while the page waits for its strings, not inside the render that shows
// the first amount (the jackpot, the winners).
warmNumberFormat(i18n.language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The longest the first render waits for the shell's strings while the page's own shell shows. */
const SHELL_STRINGS_WAIT_MS = 3000;

const shown = ({ App }: Awaited<typeof appModule>) => (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the gateway wrote with its shell (the banner in place, services/gateway/src/first-paint.ts)
// keeps it until the app can render the page itself: the strings are in (preloaded by the same
// page) or, at worst, a few seconds have passed. Rendering at once would swap the banner for the
// splash's skeleton and back. That first render is a transition: React renders the page in slices
// of a few milliseconds and yields to the browser between them (a phone's main thread is never
// held for hundreds of milliseconds at once), and commits it whole over the shell, which stays on
// screen until then. Without that shell the splash renders as soon as the app's chunk is in.
// The language's own script font (its stylesheet and the font are in the page's head) is awaited
// the same way: text laid out in a fallback first would move when the font arrives.
if (root.querySelector('[data-first-paint]')) {
  void Promise.all([
    domModule,
    appModule,
    Promise.race([
      Promise.all([
        loadNamespaces(SHELL_NAMESPACES).catch(() => undefined),
        document.fonts
          ?.load('1em "Portal Script"', LANGUAGE_NATIVE_NAMES[currentLanguage()])
          .catch(() => undefined),
      ]),
      new Promise((resolve) => setTimeout(resolve, SHELL_STRINGS_WAIT_MS)),
    ]),
  ]).then(([{ createRoot }, app]) => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(shown(app)));
  });
} else {
  void Promise.all([domModule, appModule]).then(([{ createRoot }, app]) =>
    createRoot(root).render(shown(app)),
  );
}
