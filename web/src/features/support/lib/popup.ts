/**
 * The chat opens in its own window. The window is opened in the click itself (a popup blocker lets
 * only that through), shows a short waiting line while the gateway answers, then goes to the chat's
 * URL, or is closed again when the answer is a failure.
 */
export interface PendingPopup {
  go(url: string): void;
  close(): void;
}

const FEATURES = 'popup=yes,width=440,height=680,resizable=yes,scrollbars=yes';

export function openPendingPopup(name: string, waitingText: string): PendingPopup | null {
  const win = window.open('', name, FEATURES);
  if (!win) return null;
  try {
    // Same-origin about:blank (or the window of an earlier chat): show what is happening.
    win.document.title = waitingText;
    if (win.document.body) win.document.body.textContent = waitingText;
  } catch {
    // A window left on the chat page of another origin: nothing to write, it navigates anyway.
  }
  try {
    // The chat pages are a third party's, served on this origin: they get no handle on the portal.
    win.opener = null;
  } catch {
    // Some browsers refuse the assignment; the page's CSP still keeps it to its own script.
  }
  return {
    go(url) {
      win.location.href = new URL(url, window.location.href).href;
      win.focus();
    },
    close() {
      win.close();
    },
  };
}

/** The brand colour of the current theme as #rrggbb (the chat room's header colour). */
export function themeHeaderColor(fallback = '#0b6e4f'): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim();
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}
