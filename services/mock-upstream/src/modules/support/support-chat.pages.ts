/**
 * The demo chat vendor's pages: one self-contained page (no external scripts, a strict CSP) for the
 * live desk, the VIP desk and the CBS3 chat room. The script talks to `/support-chat/api/*` on the
 * same origin (the portal's, through the gateway's proxy) and renders every message as text.
 */
import escapeHtml from 'escape-html';
import { textDirection, toI18nCode, type LanguageCode } from '@portal/contracts';
import { pageFontsLink } from '../../lib/page-fonts.js';
import { pageText } from './support-chat.text.js';

export type ChatPageKind = 'live' | 'vip' | 'room';

/** `<html lang dir>` of a chat page: right to left in Arabic, Hebrew, Farsi and Urdu. */
const htmlLanguage = (code: LanguageCode) => `lang="${toI18nCode(code)}" dir="${textDirection(code)}"`;

export interface ChatPageOptions {
  kind: ChatPageKind;
  base: string;
  language: LanguageCode;
  /** Room only: the portal's title and header colour, and the member's signed ticket. */
  title?: string;
  headerColor?: string;
  ticket?: string;
}

export function chatPageHtml(o: ChatPageOptions): string {
  const text = pageText(o.language);
  const heading =
    o.kind === 'room' ? (o.title ?? text.roomTitle) : o.kind === 'vip' ? text.vipTitle : text.liveTitle;
  const intro = o.kind === 'room' ? text.roomIntro : o.kind === 'vip' ? text.vipIntro : text.intro;
  const data = {
    kind: o.kind,
    base: o.base,
    language: o.language,
    ticket: o.ticket ?? '',
    headerColor: o.headerColor ?? (o.kind === 'vip' ? '#8a6d1d' : '#0f766e'),
    text,
  };
  return `<!doctype html>
<html ${htmlLanguage(o.language)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
${pageFontsLink(o.base, toI18nCode(o.language))}
<link rel="stylesheet" href="${escapeHtml(o.base)}/assets/chat.css">
<script src="${escapeHtml(o.base)}/assets/chat.js" defer></script>
</head>
<body class="chat chat--${o.kind}" data-chat="${escapeHtml(JSON.stringify(data))}">
<header class="chat__header"><h1>${escapeHtml(heading)}</h1></header>
<main class="chat__main">
<p class="chat__intro">${escapeHtml(intro)}</p>
<ol class="chat__log" id="log" aria-live="polite" aria-label="${escapeHtml(heading)}"></ol>
<p class="chat__error" id="error" role="alert" hidden></p>
</main>
<form class="chat__form" id="form">
<label class="chat__sr" for="text">${escapeHtml(text.placeholder)}</label>
<input id="text" name="text" type="text" maxlength="500" autocomplete="off" placeholder="${escapeHtml(text.placeholder)}" required>
<button type="submit">${escapeHtml(text.send)}</button>
</form>
</body>
</html>`;
}

export function expiredPageHtml(language: LanguageCode, base: string): string {
  const text = pageText(language);
  return `<!doctype html>
<html ${htmlLanguage(language)}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.roomTitle)}</title>
${pageFontsLink(base, toI18nCode(language))}
<link rel="stylesheet" href="${escapeHtml(base)}/assets/chat.css"></head>
<body class="chat"><header class="chat__header"><h1>${escapeHtml(text.roomTitle)}</h1></header>
<main class="chat__main"><p class="chat__error" role="alert">${escapeHtml(text.expired)}</p></main></body>
</html>`;
}

export const CHAT_CSS = `
:root { color-scheme: light dark; --header: #0f766e; --bg: #f6f7f9; --fg: #1f2430; --card: #fff;
  --header-fg: #fff; --muted: #5b6472; --me: #e3f4f1; --border: #d8dde4; font-family: "Page Script", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg: #12161c; --fg: #e7eaee; --card: #1b2129; --muted: #9aa4b2;
  --me: #163a36; --border: #2c3440; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: var(--bg); color: var(--fg); }
.chat__header { background: var(--header); color: var(--header-fg); padding: 12px 16px; }
.chat__header h1 { margin: 0; font-size: 18px; }
.chat__main { flex: 1; padding: 12px 16px; overflow-y: auto; }
.chat__intro { color: var(--muted); font-size: 14px; margin: 0 0 12px; }
.chat__log { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.chat__msg { max-width: 80%; background: var(--card); border: 1px solid var(--border); border-radius: 10px; padding: 8px 10px; }
.chat__msg--me { align-self: flex-end; background: var(--me); }
.chat__name { display: block; font-size: 12px; color: var(--muted); margin-bottom: 2px; }
.chat__text { white-space: pre-wrap; overflow-wrap: anywhere; }
.chat__empty { color: var(--muted); font-size: 14px; }
.chat__error { color: #b42318; font-size: 14px; }
.chat__form { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid var(--border); background: var(--card); }
.chat__form input { flex: 1; min-width: 0; padding: 10px; border: 1px solid var(--border); border-radius: 8px; background: var(--bg); color: var(--fg); font: inherit; }
.chat__form button { padding: 10px 16px; border: 0; border-radius: 8px; background: var(--header); color: var(--header-fg); font: inherit; cursor: pointer; }
.chat__form button:focus-visible, .chat__form input:focus-visible { outline: 2px solid var(--header); outline-offset: 2px; }
.chat__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** The page script: no framework, no innerHTML, polls every 3 s and right after a send. */
export const CHAT_JS = `'use strict';
(function () {
  var cfg = JSON.parse(document.body.getAttribute('data-chat'));
  var log = document.getElementById('log');
  var form = document.getElementById('form');
  var input = document.getElementById('text');
  var error = document.getElementById('error');
  var after = 0;
  var busy = false;
  if (/^#[0-9a-fA-F]{6}$/.test(cfg.headerColor)) {
    var root = document.documentElement.style;
    root.setProperty('--header', cfg.headerColor);
    // Dark text on a light header colour (a dark theme's brand colour), white on a dark one.
    var rgb = [1, 3, 5].map(function (i) {
      var c = parseInt(cfg.headerColor.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    });
    var luminance = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    root.setProperty('--header-fg', luminance > 0.2 ? '#0b1a14' : '#ffffff');
  }

  function conversationId() {
    var key = 'support-chat.' + cfg.kind;
    var id = null;
    try { id = sessionStorage.getItem(key); } catch (e) { id = null; }
    if (!id || !/^[0-9a-f]{32}$/.test(id)) {
      var bytes = new Uint8Array(16);
      crypto.getRandomValues(bytes);
      id = Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
      try { sessionStorage.setItem(key, id); } catch (e) { /* private mode: one conversation per page */ }
    }
    return id;
  }

  var url;
  if (cfg.kind === 'room') {
    url = cfg.base + '/api/room?ticket=' + encodeURIComponent(cfg.ticket) + '&language=' + encodeURIComponent(cfg.language);
  } else {
    url = cfg.base + '/api/live/' + conversationId() + '?language=' + encodeURIComponent(cfg.language) + '&vip=' + (cfg.kind === 'vip' ? '1' : '0');
  }

  function render(messages) {
    if (messages.length === 0 && after === 0 && !log.firstChild) {
      var empty = document.createElement('li');
      empty.className = 'chat__empty';
      empty.id = 'empty';
      empty.textContent = cfg.text.empty;
      log.appendChild(empty);
      return;
    }
    // A poll and the load after a send can both answer the same new message: show each id once.
    messages = messages.filter(function (m) { return m.id > after; });
    var placeholder = document.getElementById('empty');
    if (messages.length && placeholder) placeholder.remove();
    messages.forEach(function (m) {
      var li = document.createElement('li');
      li.className = 'chat__msg' + (m.from === 'me' ? ' chat__msg--me' : '');
      var name = document.createElement('span');
      name.className = 'chat__name';
      name.textContent = m.from === 'me' ? cfg.text.you : m.from === 'agent' ? (cfg.kind === 'vip' ? cfg.text.vipAgent : cfg.kind === 'room' ? cfg.text.host : cfg.text.agent) : m.name;
      var text = document.createElement('span');
      text.className = 'chat__text';
      text.textContent = m.text;
      li.appendChild(name);
      li.appendChild(text);
      log.appendChild(li);
      after = Math.max(after, m.id);
    });
    if (messages.length) log.lastChild.scrollIntoView({ block: 'end' });
  }

  function load() {
    var sep = url.indexOf('?') >= 0 ? '&' : '?';
    return fetch(url + sep + 'after=' + after, { headers: { accept: 'application/json' } })
      .then(function (res) {
        if (res.status === 403) { error.textContent = cfg.text.expired; error.hidden = false; form.hidden = true; return null; }
        return res.ok ? res.json() : null;
      })
      .then(function (body) { if (body && body.messages) render(body.messages); })
      .catch(function () { /* the next poll tries again */ });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text || busy) return;
    if (text.length > 500) { error.textContent = cfg.text.tooLong; error.hidden = false; return; }
    busy = true;
    error.hidden = true;
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ text: text }) })
      .then(function (res) {
        if (!res.ok) throw new Error('send failed');
        input.value = '';
        return load();
      })
      .catch(function () { error.textContent = cfg.text.failed; error.hidden = false; })
      .then(function () { busy = false; input.focus(); });
  });

  load();
  setInterval(load, 3000);
  input.focus();
})();
`;
