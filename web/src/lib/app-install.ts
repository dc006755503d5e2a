/**
 * Installing the portal as an app and its service worker (ADR 0017). Both start from the entry, at
 * no cost to the first paint: the worker is registered after the page's `load` (its file and the
 * offline page it keeps are fetched then, never ahead of the page's own), and the browser's install
 * prompt is caught whenever it fires, to be shown when the person asks (the download page).
 */

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/** Registers the worker after load (production builds only) and keeps the install prompt. */
export function startAppInstall(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the install button instead of the browser's own mini-bar at a random moment.
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
    announce();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    announce();
  });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No worker (a private window, a blocked scope): the portal works as a plain site.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** How this browser installs the portal: its own prompt, the iOS Share menu, already installed, or not at all. */
export type InstallWay = 'prompt' | 'ios' | 'installed' | 'none';

export function installWay(): InstallWay {
  if (typeof window === 'undefined') return 'none';
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone) return 'installed';
  if (deferredPrompt) return 'prompt';
  // iOS and iPadOS (which says it is a Mac with touch) have no prompt: Share, then Add to Home Screen.
  const ua = navigator.userAgent;
  const isIos = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return isIos ? 'ios' : 'none';
}

/** Shows the browser's install prompt; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  deferredPrompt = null;
  await event.prompt();
  const choice = await event.userChoice;
  announce();
  return choice.outcome === 'accepted';
}

/** Calls `listener` when the way to install changes (the prompt arrived, was used, the app installed). */
export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
