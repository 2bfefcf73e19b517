// Service worker: the offline hall. When the venue wifi drops, an arbiter can still search the
// knowledge base and open any ruling.
// - The app shell and static assets are precached at install.
// - The offline index (/api/offline-index) and every ruling page, in the reader's language,
//   are saved in a cache named after the index `version` (a hash of its content). Each online
//   visit revalidates the index (an ETag, so a 304 while nothing changed); a new version is
//   downloaded in the background, then replaces the old cache, and open pages are told.
// - Pages: network first (fresh when online), the saved copy when the network fails or hangs.
// - Quiz, progress, study, account and other API responses are personal or live: never cached.
// - Offline, a page with no saved copy (a quiz, an article not opened before) is /offline: it
//   says the page needs the connection and what works offline.
"use strict";
var SHELL = "arbiter-kb-shell-v2";
var PAGES = "arbiter-kb-pages-v1";
var CONTENT = "arbiter-kb-content-";
var STATE = "/__offline-state";
var PRECACHE = [
  "/", "/offline", "/static/app.css", "/static/app.js", "/static/offline.js", "/static/vendor/minisearch.js",
  "/static/icon.svg", "/static/icon-192.png", "/static/icon-512.png", "/static/manifest.webmanifest"
];
// How long a page may take before the saved copy is shown instead (venue wifi that hangs).
var PATIENCE_MS = 4000;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SHELL).then(function (c) { return c.addAll(PRECACHE); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    current().then(function (state) {
      var keep = [SHELL, PAGES];
      if (state) keep.push(CONTENT + state.version);
      return caches.keys().then(function (keys) {
        return Promise.all(keys.filter(function (k) { return keep.indexOf(k) < 0; })
          .map(function (k) { return caches.delete(k); }));
      });
    }).then(function () { return self.clients.claim(); })
  );
});

// The saved content: `{version, lang, count}`, or null.
function current() {
  return caches.open(SHELL).then(function (c) { return c.match(STATE); })
    .then(function (r) { return r ? r.json() : null; }).catch(function () { return null; });
}

function tell(message) {
  return self.clients.matchAll({ includeUncontrolled: true }).then(function (list) {
    list.forEach(function (c) { c.postMessage(message); });
  });
}

// Bring the saved copy up to date for `lang`: fetch the index; when its version is new, save
// it and every ruling page, then make it current and drop the old copy.
var running = null;
// The saved copy is fetched without cookies: it is public, carries nothing of the reader's, and
// its `?lang=` fetches must not answer with a language cookie that would overwrite the
// reader's own choice made while the copy downloads (a browser test caught this).
var SAVE = { credentials: "omit" };
function refresh(lang) {
  if (running) return running;
  var url = "/api/offline-index?lang=" + encodeURIComponent(lang);
  running = Promise.all([current(), fetch(url, SAVE)]).then(function (got) {
    var before = got[0], res = got[1];
    if (!res.ok) return;
    return res.clone().json().then(function (index) {
      if (before && before.version === index.version) return;
      var name = CONTENT + index.version;
      return caches.open(name).then(function (cache) {
        return cache.put(url, res).then(function () {
          return saveRulings(cache, index);
        }).then(function () {
          var state = { version: index.version, lang: index.lang, count: index.docs.length };
          return caches.open(SHELL).then(function (shell) {
            // The home page shown offline (counts, topics) follows the content too.
            return fetch("/?lang=" + encodeURIComponent(index.lang), SAVE).then(function (home) {
              return home.ok ? shell.put("/", home) : undefined;
            }).then(function () {
              // So is the page saying that a page needs the connection.
              return fetch("/offline?lang=" + encodeURIComponent(index.lang), SAVE).then(function (page) {
                return page.ok ? shell.put("/offline", page) : undefined;
              });
            }).then(function () {
              return shell.put(STATE, new Response(JSON.stringify(state), { headers: { "Content-Type": "application/json" } }));
            });
          }).then(function () {
            return caches.keys().then(function (keys) {
              return Promise.all(keys.filter(function (k) { return k.indexOf(CONTENT) === 0 && k !== name; })
                .map(function (k) { return caches.delete(k); }));
            });
          }).then(function () {
            return tell({ type: before ? "kb-updated" : "kb-saved", version: index.version, count: state.count });
          });
        });
      });
    });
  }).catch(function () { /* offline or interrupted: try again on the next visit */ })
    .then(function () { running = null; });
  return running;
}

// Every ruling page, four at a time, stored under its plain URL (`/rulings/<id>`).
function saveRulings(cache, index) {
  var queue = index.docs.map(function (d) { return d.url; });
  function next() {
    var path = queue.shift();
    if (!path) return Promise.resolve();
    return cache.match(path).then(function (hit) {
      if (hit) return;
      return fetch(path + "?lang=" + encodeURIComponent(index.lang), SAVE)
        .then(function (res) { if (res.ok) return cache.put(path, res); });
    }).then(next);
  }
  return Promise.all([next(), next(), next(), next()]);
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type === "refresh" && typeof data.lang === "string") {
    event.waitUntil(refresh(data.lang));
  } else if (data.type === "status") {
    event.waitUntil(current().then(function (state) {
      if (event.source) event.source.postMessage({ type: "status", state: state, busy: !!running });
    }));
  }
});

// Offline, a page with no saved copy: the page saying it needs the connection (in the language
// of the saved copy), else the home page.
function offlinePage() {
  return caches.match("/offline", { ignoreSearch: true, ignoreVary: true }).then(function (hit) {
    return hit || caches.match("/", { ignoreVary: true });
  }).then(function (hit) { return hit || Response.error(); });
}

function personal(url) {
  return /^\/(api|quiz|progress|study|account|classes|class-exams|admin|items)(\/|$)/.test(url.pathname);
}

// The saved copy of a request: exact, or for a ruling page whatever language variant is saved.
function saved(req) {
  var url = new URL(req.url);
  // Pages vary on Accept-Language and Cookie; the saved copy is in the reader's language.
  return caches.match(req, { ignoreVary: true }).then(function (hit) {
    if (hit) return hit;
    if (url.pathname.indexOf("/rulings/") === 0 || url.pathname === "/api/offline-index") {
      return caches.match(url.pathname, { ignoreSearch: true, ignoreVary: true });
    }
    return undefined;
  });
}

// Pages visited are kept for reading offline, the most recent ones only.
var MAX_PAGES = 150;
function trim(cache) {
  return cache.keys().then(function (keys) {
    return Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map(function (k) { return cache.delete(k); }));
  });
}

function networkFirst(req, store) {
  var network = fetch(req).then(function (res) {
    if (res.ok && store) {
      var copy = res.clone();
      caches.open(PAGES).then(function (c) { return c.put(req, copy).then(function () { return trim(c); }); });
    }
    return res;
  });
  var fallback = function () {
    return saved(req).then(function (hit) {
      if (hit) return hit;
      // A results page gets the saved home page, which runs the query on the saved copy;
      // any other page says it needs the connection.
      if (req.mode === "navigate" && new URL(req.url).pathname === "/search") {
        return caches.match("/", { ignoreVary: true }).then(function (home) { return home || offlinePage(); });
      }
      if (req.mode === "navigate") return offlinePage();
      return Response.error();
    });
  };
  return new Promise(function (resolve) {
    var done = false;
    var timer = setTimeout(function () {
      saved(req).then(function (hit) { if (hit && !done) { done = true; resolve(hit); } });
    }, PATIENCE_MS);
    network.then(function (res) {
      if (!done) { done = true; clearTimeout(timer); resolve(res); }
    }, function () {
      if (!done) { done = true; clearTimeout(timer); resolve(fallback()); }
    });
  });
}

self.addEventListener("fetch", function (event) {
  var req = event.request;
  var url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname === "/api/offline-index") {
    event.respondWith(networkFirst(req, false));
    return;
  }
  if (personal(url)) {
    // Personal and live pages are never saved; offline, a page opened says it needs the server
    // rather than the browser's connection error.
    if (req.mode === "navigate") event.respondWith(fetch(req).catch(offlinePage));
    return;
  }
  if (url.pathname.indexOf("/static/") === 0) {
    // Cache first, refreshed in the background for the next load.
    event.respondWith(caches.match(req, { ignoreSearch: true, ignoreVary: true }).then(function (hit) {
      var network = fetch(req).then(function (res) {
        if (res.ok) { var copy = res.clone(); caches.open(SHELL).then(function (c) { c.put(url.pathname, copy); }); }
        return res;
      });
      if (hit) { network.catch(function () {}); return hit; }
      return network;
    }));
    return;
  }
  event.respondWith(networkFirst(req, true));
});
