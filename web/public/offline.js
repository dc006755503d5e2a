/*
 * The offline page's words (the service worker shows /offline.html when a page cannot be loaded):
 * in the language the player chose (the same storage keys as boot.js), else the browser's, else
 * English; in the player's theme. A separate file because the CSP allows no inline script.
 */
/* global document, window */
(function () {
  var root = document.documentElement;
  var words = {};
  try {
    words = JSON.parse(document.getElementById('offline-words').textContent || '{}');
  } catch {
    words = {};
  }
  var chosen = null;
  var theme = null;
  try {
    chosen = window.localStorage.getItem('portal.language');
    theme = window.localStorage.getItem('portal.theme');
  } catch {
    /* storage blocked: the browser's language */
  }
  var codes = { EN: 'en', VI: 'vi', CN: 'zh', TW: 'zh-TW', 'PT-BR': 'pt-BR', TY: 'fil' };
  var lng = chosen && /^[A-Z-]{2,5}$/.test(chosen) ? codes[chosen] || chosen.toLowerCase() : null;
  if (!lng || !words[lng]) {
    var nav = navigator.language || 'en';
    lng = words[nav] ? nav : words[nav.split('-')[0]] ? nav.split('-')[0] : 'en';
  }
  var own = words[lng] || words.en || {};
  root.setAttribute('lang', lng);
  root.setAttribute('dir', { ar: 1, fa: 1, ur: 1, he: 1 }[lng] ? 'rtl' : 'ltr');
  root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
  ['title', 'body', 'retry'].forEach(function (key) {
    var el = document.querySelector('[data-word="' + key + '"]');
    if (el && own[key]) el.textContent = own[key];
  });
  if (own.title) document.title = own.title;
  document.getElementById('offline-retry').addEventListener('click', function () {
    window.location.reload();
  });
  // Back when the browser says so, or when the portal answers again: the 'online' event can come
  // before the network does (and then never again), and never comes behind a captive portal.
  window.addEventListener('online', function () {
    window.location.reload();
  });
  window.setInterval(function () {
    if (document.visibilityState === 'hidden') return;
    window
      .fetch('/healthz', { cache: 'no-store' })
      .then(function (res) {
        if (res.ok) window.location.reload();
      })
      .catch(function () {
        /* still offline */
      });
  }, 5000);
})();
