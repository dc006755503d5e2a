/*
 * Applies the remembered theme and language before the first paint. It lives in its own file
 * because the Content-Security-Policy is script-src 'self' (no inline scripts). Keys and defaults
 * match src/lib/preferences.ts.
 */
/* global document, window */
(function () {
  var root = document.documentElement;
  var theme = null;
  var lang = null;
  var brandTheme = null;
  try {
    theme = window.localStorage.getItem('portal.theme');
    brandTheme = window.localStorage.getItem('portal.defaultTheme');
    lang = window.localStorage.getItem('portal.language');
  } catch {
    /* storage blocked: keep the defaults */
  }
  if (theme !== 'light' && theme !== 'dark') theme = brandTheme === 'dark' ? 'dark' : 'light';
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  var langs = { EN: 'en', VI: 'vi', CN: 'zh', TW: 'zh-TW', 'PT-BR': 'pt-BR', TY: 'fil' };
  if (lang && /^[A-Z-]{2,5}$/.test(lang)) root.setAttribute('lang', langs[lang] || lang.toLowerCase());
})();
