import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { applyTheme, readStoredTheme } from './lib/preferences';
import './styles/index.css';

// public/boot.js has already applied these before the first paint; this repeats it in case that
// file was blocked or cached stale, so the app never starts with no theme.
applyTheme(readStoredTheme() ?? (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
