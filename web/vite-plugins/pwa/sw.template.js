/*
 * The portal's service worker (ADR 0017), written into the build as /sw.js by
 * vite-plugins/pwa/service-worker.ts, which puts the build's id and every language's offline and
 * notification words in place of the two markers below.
 *
 * What it does, and what it never does:
 * - pages (navigations) always come from the network; only when that fails is the offline page shown;
 * - the build's hashed files (/assets/...) are kept once fetched (they never change under a name), so
 *   an open tab of an older build still finds its chunks after a deploy;
 * - nothing else is cached: never /trpc (member data), the game, pay and chat proxies, or /cdn;
 * - a new build's worker takes over at once (skipWaiting + clients.claim): no tab is kept on an old
 *   version, and the old build's page-level cache is dropped when it activates;
 * - a push is shown in the language its subscription was made in; a tap opens or focuses the portal;
 * - a subscription the push service renews (`pushsubscriptionchange`) is replaced on the platform.
 */
/* global self, caches, clients, __PORTAL_WORDS__ */
'use strict';

var BUILD = '__PORTAL_BUILD__';
var WORDS = __PORTAL_WORDS__;
var SHELL_CACHE = 'portal-shell-' + BUILD;
var ASSET_CACHE = 'portal-assets';
/** The hashed files kept at most (each build adds its own; the oldest go first). */
var ASSET_LIMIT = 300;
var OFFLINE_FILES = ['/offline.html', '/offline.js', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then(function (cache) {
        return cache.addAll(OFFLINE_FILES);
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('portal-shell-') === 0 && name !== SHELL_CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

function trimAssets(cache) {
  return cache.keys().then(function (keys) {
    return Promise.all(
      keys.slice(0, Math.max(0, keys.length - ASSET_LIMIT)).map(function (key) {
        return cache.delete(key);
      }),
    );
  });
}

function offlinePage() {
  return caches.match('/offline.html', { cacheName: SHELL_CACHE }).then(function (page) {
    return page || new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(function () {
        return offlinePage();
      }),
    );
    return;
  }

  if (url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(
      caches.open(ASSET_CACHE).then(function (cache) {
        return cache.match(request).then(function (kept) {
          if (kept) return kept;
          return fetch(request).then(function (answer) {
            if (answer.ok && answer.type === 'basic') {
              event.waitUntil(
                cache.put(request, answer.clone()).then(function () {
                  return trimAssets(cache);
                }),
              );
            }
            return answer;
          });
        });
      }),
    );
    return;
  }

  if (OFFLINE_FILES.indexOf(url.pathname) !== -1 && url.pathname !== '/favicon.svg') {
    event.respondWith(
      fetch(request).catch(function () {
        return caches.match(url.pathname, { cacheName: SHELL_CACHE });
      }),
    );
  }
  // Everything else (/trpc, /cdn, the proxies, the manifest) goes to the network untouched.
});

function wordsOf(language) {
  return WORDS[language] || WORDS.en;
}

var RTL = { ar: 1, fa: 1, ur: 1, he: 1 };
var I18N = { EN: 'en', CN: 'zh', TW: 'zh-TW', 'PT-BR': 'pt-BR', TY: 'fil' };

self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  var code = typeof data.language === 'string' ? data.language : 'EN';
  var lng = I18N[code] || code.toLowerCase();
  var words = wordsOf(lng);
  var kind = data.kind === 'rewards' || data.kind === 'security' ? data.kind : 'messages';
  var body = data.title || (data.event && words[data.event]) || words[kind + 'Body'] || '';
  event.waitUntil(
    self.registration.showNotification(words[kind] || WORDS.en[kind], {
      body: body,
      lang: lng,
      dir: RTL[lng.split('-')[0]] ? 'rtl' : 'ltr',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: typeof data.url === 'string' && data.url.charAt(0) === '/' ? data.url : '/index' },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = new URL(
    event.notification.data && event.notification.data.url ? event.notification.data.url : '/index',
    self.location.origin,
  ).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (open) {
      for (var i = 0; i < open.length; i += 1) {
        var client = open[i];
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then(function (focused) {
            return focused && 'navigate' in focused ? focused.navigate(target) : focused;
          });
        }
      }
      return clients.openWindow(target);
    }),
  );
});

/** base64url to the bytes `applicationServerKey` takes (as features/push/lib/browser-push.ts). */
function keyBytes(base64url) {
  var base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  var raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  var bytes = new Uint8Array(raw.length);
  for (var i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The key the old subscription was made with, else the platform's (the page's session cookie). */
function applicationServerKey(old) {
  if (old && old.options && old.options.applicationServerKey) {
    return Promise.resolve(old.options.applicationServerKey);
  }
  return fetch('/trpc/push.config', { credentials: 'same-origin' })
    .then(function (answer) {
      if (!answer.ok) throw new Error('push.config ' + answer.status);
      return answer.json();
    })
    .then(function (body) {
      return keyBytes(body.result.data.publicKey);
    });
}

/*
 * The push service renewed or ended this browser's subscription: subscribe again with the same key
 * and tell the platform the new one in place of the old (push.replace). The request is the page's
 * own kind: same origin, the member's session cookie, the Origin header the gateway checks. Without
 * a session (signed out, expired) it is refused and nothing is kept; without an old subscription to
 * replace there is nothing to name; either way the page subscribes again when the member next opens
 * the portal (features/push/lib/renew.ts).
 */
self.addEventListener('pushsubscriptionchange', function (event) {
  var old = event.oldSubscription || null;
  var renewed = event.newSubscription
    ? Promise.resolve(event.newSubscription)
    : applicationServerKey(old).then(function (key) {
        return self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      });
  event.waitUntil(
    renewed
      .then(function (subscription) {
        if (!old || !subscription) return undefined;
        var json = subscription.toJSON();
        return fetch('/trpc/push.replace', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            endpoint: json.endpoint,
            expirationTime: typeof json.expirationTime === 'number' ? json.expirationTime : null,
            keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
            oldEndpoint: old.endpoint,
          }),
        });
      })
      .catch(function () {
        // Offline, no session, no permission any more: the page renews on its next start.
      }),
  );
});
