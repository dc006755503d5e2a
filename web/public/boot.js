/*
 * Applies the remembered theme and language (`lang`, and `dir` for right-to-left languages) before
 * the first paint. It lives in its own file because the Content-Security-Policy is script-src 'self'
 * (no inline scripts). Keys and defaults match src/lib/preferences.ts; the codes and directions match
 * toI18nCode and textDirection (packages/contracts/src/i18n.ts; lib/i18n.test.ts checks both).
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
  var bar = document.querySelector('meta[name="theme-color"]');
  if (bar) bar.setAttribute('content', bar.getAttribute('data-' + theme) || '#ffffff');
  var langs = { EN: 'en', VI: 'vi', CN: 'zh', TW: 'zh-TW', 'PT-BR': 'pt-BR', TY: 'fil' };
  var rtl = { AR: 1, FA: 1, UR: 1, HE: 1 };
  if (lang && /^[A-Z-]{2,5}$/.test(lang)) {
    root.setAttribute('lang', langs[lang] || lang.toLowerCase());
    root.setAttribute('dir', rtl[lang] ? 'rtl' : 'ltr');
  }
})();
