/**
 * The HTML shells of the lottery page. The page itself is built by assets/lottery.js (no inline
 * script: the CSP allows 'self' only); the shell carries the language, game and view it starts with.
 * Every URL is relative, so the page works wherever the gateway mounts /demo-vendor/.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TITLE = { en: 'Vietnam Lottery', vi: 'Xổ số Việt Nam' };
const LOADING = { en: 'Loading…', vi: 'Đang tải…' };
const NOSCRIPT = {
  en: 'This game needs JavaScript.',
  vi: 'Trò chơi này cần bật JavaScript.',
};

export function gamePageHtml(options: { language: 'en' | 'vi'; game: string; view: 'betting' | 'lobby' }) {
  const { language, game, view } = options;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${TITLE[language]}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="assets/lottery.css">
<script src="assets/lottery.js" defer></script>
</head>
<body>
<main id="app" data-lang="${language}" data-game="${escapeHtml(game)}" data-view="${view}" aria-busy="true">
<p class="loading">${LOADING[language]}</p>
<noscript><p class="notice">${NOSCRIPT[language]}</p></noscript>
</main>
</body>
</html>
`;
}

const ERRORS = {
  ticket: {
    status: {
      en: 'This game link is invalid or has expired.',
      vi: 'Liên kết trò chơi không hợp lệ hoặc đã hết hạn.',
    },
    hint: {
      en: 'Close this window and open the game again from the portal.',
      vi: 'Hãy đóng cửa sổ này và mở lại trò chơi từ cổng game.',
    },
  },
  'bad-request': {
    status: { en: 'This game link is malformed.', vi: 'Liên kết trò chơi không đúng định dạng.' },
    hint: {
      en: 'Open the game again from the portal.',
      vi: 'Hãy mở lại trò chơi từ cổng game.',
    },
  },
} as const;

/** Shown when the page cannot start; the language is unknown then, so it says it in both. */
export function errorPageHtml(kind: keyof typeof ERRORS) {
  const e = ERRORS[kind];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE.en} · ${TITLE.vi}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="assets/lottery.css">
</head>
<body>
<main class="error-page" role="alert">
<h1>${e.status.en}</h1>
<p>${e.hint.en}</p>
<h1 lang="vi">${e.status.vi}</h1>
<p lang="vi">${e.hint.vi}</p>
</main>
</body>
</html>
`;
}
