// Instant search: results appear under the box as the user types (debounced). Without
// JavaScript the same box submits to /search. "/" focuses the box.
(function () {
  "use strict";
  var input = document.querySelector("input[data-instant]");
  var panel = document.getElementById("instant");
  if (!input || !panel) return;
  var lang = document.documentElement.lang || "en";
  var timer = null, seq = 0;

  document.addEventListener("keydown", function (e) {
    if (e.key === "/" && document.activeElement !== input &&
        !/^(INPUT|TEXTAREA|SELECT)$/.test((document.activeElement || {}).tagName || "")) {
      e.preventDefault();
      input.focus();
      input.select();
    } else if (e.key === "Escape" && !panel.hidden) {
      panel.hidden = true;
    }
  });

  function el(tag, cls, text) {
    var n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text) n.textContent = text;
    return n;
  }

  function render(data, offline) {
    panel.textContent = "";
    if (offline) panel.appendChild(el("p", "offline-note", panel.getAttribute("data-offline") || "Offline"));
    if (!data.hits || data.hits.length === 0) {
      panel.appendChild(el("p", "empty", panel.getAttribute("data-empty") || "—"));
      panel.hidden = false;
      return;
    }
    // A weak first hit: say so before the list, as the results page does (coverage below 0.6:
    // probably no ruling on this; above: several rulings are close).
    if (data.confidence === "weak") {
      var close = data.hits[0].coverage >= 0.6;
      panel.appendChild(el("p", "notice " + (close ? "close" : "weak"),
        panel.getAttribute(close ? "data-close" : "data-weak") || ""));
    }
    var list = el("ol");
    // A hit is one link: its title, the first line of its decision and its articles, so that
    // four or more fit on a phone screen; the ruling page shows the whole decision.
    data.hits.slice(0, 6).forEach(function (h) {
      var li = el("li");
      var a = el("a", "hit-link");
      a.href = h.url;
      a.appendChild(el("span", "card-title", h.title));
      a.appendChild(el("span", "answer", h.answer));
      var meta = h.articles.join(" · ");
      if (h.formerly) meta += (meta ? " · " : "") + "≈ " + h.formerly;
      // Variants folded under this main ruling: listed on its page and on the results page.
      if (h.similar && h.similar.length) meta += (meta ? " · " : "") + (panel.getAttribute("data-similar") || "+") + ": " + h.similar.length;
      if (meta) a.appendChild(el("span", "meta", meta));
      li.appendChild(a);
      list.appendChild(li);
    });
    panel.appendChild(list);
    panel.hidden = false;
  }

  function run() {
    var q = input.value.trim();
    if (q.length < 2) { panel.hidden = true; return; }
    var mine = ++seq;
    if (navigator.onLine === false) { searchOffline(q, mine); return; }
    fetch("/api/search?limit=6&lang=" + encodeURIComponent(lang) + "&q=" + encodeURIComponent(q), {
      headers: { "Accept": "application/json" }, credentials: "same-origin"
    }).then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) { if (data && mine === seq) render(data); })
      .catch(function () { searchOffline(q, mine); });
  }

  // The network failed: search the saved copy (static/offline.js, loaded on first need).
  var offline = null;
  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement("script");
      s.src = src; s.onload = resolve; s.onerror = reject;
      document.head.appendChild(s);
    });
  }
  function offlineIndex() {
    if (!offline) {
      offline = (window.MiniSearch ? Promise.resolve() : loadScript("/static/vendor/minisearch.js"))
        .then(function () { return window.ArbiterOffline || loadScript("/static/offline.js"); })
        .then(function () {
          return fetch("/api/offline-index?lang=" + encodeURIComponent(lang), { credentials: "same-origin" });
        })
        .then(function (r) { if (!r.ok) throw new Error("no saved copy"); return r.json(); })
        .then(function (data) { return window.ArbiterOffline.build(data); });
      offline.catch(function () { offline = null; });
    }
    return offline;
  }
  function searchOffline(q, mine) {
    offlineIndex().then(function (idx) {
      if (mine !== seq) return;
      render({ hits: window.ArbiterOffline.search(idx, q, 6) }, true);
      window.arbiterNote && window.arbiterNote("offline");
    }).catch(function () { /* nothing saved yet: the form still works when back online */ });
  }
  window.addEventListener("online", function () { if (input.value.trim().length >= 2) run(); });
  // Offline, the results page is answered with the saved home page: search its query here.
  var asked = location.pathname === "/search" && new URLSearchParams(location.search).get("q");
  if (asked && !input.value && !document.querySelector(".hits, .empty")) {
    input.value = asked;
    run();
  }

  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(run, 200);
  });
  document.addEventListener("click", function (e) {
    if (!panel.contains(e.target) && e.target !== input) panel.hidden = true;
  });
})();

// Exam timer: counts down from the server's remaining time; the server enforces the deadline.
(function () {
  "use strict";
  var el = document.querySelector("[data-remaining]");
  if (!el) return;
  var left = parseInt(el.getAttribute("data-remaining"), 10);
  if (isNaN(left)) return;
  var end = Date.now() + left * 1000;
  function tick() {
    var s = Math.max(0, Math.round((end - Date.now()) / 1000));
    var m = Math.floor(s / 60), r = s % 60;
    el.textContent = m + ":" + (r < 10 ? "0" : "") + r;
    if (s > 0) setTimeout(tick, 1000);
  }
  tick();
})();

// The offline hall (see /sw.js): a banner says when the page searches the saved copy and when
// a newer knowledge base was saved; each online visit asks the worker to bring the copy up to
// date in the reader's language.
(function () {
  "use strict";
  var bar = document.getElementById("netnote");
  window.arbiterNote = function (kind) {
    if (!bar) return;
    var text = bar.getAttribute("data-" + kind);
    if (!text) return;
    bar.textContent = text;
    bar.setAttribute("data-kind", kind);
    bar.hidden = false;
  };
  window.addEventListener("offline", function () { window.arbiterNote("offline"); });
  window.addEventListener("online", function () {
    if (bar && bar.getAttribute("data-kind") === "offline") bar.hidden = true;
  });
  if (navigator.onLine === false) window.arbiterNote("offline");
  if (!("serviceWorker" in navigator)) return;
  var lang = document.documentElement.lang || "en";
  navigator.serviceWorker.addEventListener("message", function (e) {
    var d = e.data || {};
    if (d.type === "kb-updated") window.arbiterNote("updated");
    document.documentElement.setAttribute("data-offline-version", d.version || "");
  });
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js").catch(function () { /* not essential */ });
    navigator.serviceWorker.ready.then(function (reg) {
      if (navigator.onLine !== false && reg.active) reg.active.postMessage({ type: "refresh", lang: lang });
    });
  });
})();

// On a phone at the board: copy a ruling's citation, bookmark it, and find bookmarks and
// recently opened rulings on the home page. Kept in this browser only (localStorage).
(function () {
  "use strict";
  var store = {
    get: function (k) { try { return JSON.parse(localStorage.getItem("arbiter-kb:" + k)) || []; } catch (e) { return []; } },
    set: function (k, v) { try { localStorage.setItem("arbiter-kb:" + k, JSON.stringify(v)); } catch (e) { /* private mode */ } }
  };
  var actions = document.querySelector(".actions[data-ruling]");
  if (actions) {
    var here = { url: location.pathname, title: (document.querySelector("h1") || {}).textContent || "" };
    var recent = store.get("recent").filter(function (x) { return x.url !== here.url; });
    recent.unshift(here);
    store.set("recent", recent.slice(0, 8));

    var copy = actions.querySelector(".copy-citation");
    if (navigator.clipboard && window.isSecureContext) {
      copy.addEventListener("click", function () {
        var chips = Array.prototype.map.call(document.querySelectorAll(".decision .chip"), function (c) { return c.textContent; });
        var answer = (document.querySelector(".decision .answer") || {}).textContent || "";
        var text = here.title + (chips.length ? " (" + chips.join(", ") + ")" : "") + ". " + answer + " " + location.origin + here.url;
        navigator.clipboard.writeText(text).then(function () {
          var label = copy.textContent;
          copy.textContent = copy.getAttribute("data-copied");
          setTimeout(function () { copy.textContent = label; }, 1500);
        });
      });
    } else {
      copy.hidden = true;
    }
    var mark = actions.querySelector(".bookmark");
    var show = function () {
      var on = store.get("bookmarks").some(function (x) { return x.url === here.url; });
      mark.setAttribute("aria-pressed", on ? "true" : "false");
      mark.textContent = mark.getAttribute(on ? "data-on" : "data-off");
    };
    mark.addEventListener("click", function () {
      var list = store.get("bookmarks");
      var rest = list.filter(function (x) { return x.url !== here.url; });
      store.set("bookmarks", rest.length === list.length ? [here].concat(list) : rest);
      show();
    });
    show();
    actions.hidden = false;
  }
  var mine = document.getElementById("mine");
  if (mine) {
    ["bookmarks", "recent"].forEach(function (k) {
      var items = store.get(k).filter(function (x) { return /^\/rulings\/[\w-]+$/.test(x.url); });
      if (!items.length) return;
      var box = mine.querySelector("[data-list=" + k + "]");
      var ul = box.querySelector("ul");
      items.slice(0, 8).forEach(function (x) {
        var li = document.createElement("li"), a = document.createElement("a");
        a.href = x.url; a.textContent = x.title;
        li.appendChild(a); ul.appendChild(li);
      });
      box.hidden = false;
      mine.hidden = false;
    });
  }
})();

// Theme: follows the system (light or dark) until the reader picks one; the choice is kept in
// this browser. The button cycles system → light → dark.
(function () {
  "use strict";
  var KEY = "arbiter-kb:theme", root = document.documentElement;
  var get = function () { try { return localStorage.getItem(KEY) || "auto"; } catch (e) { return "auto"; } };
  var apply = function (theme) {
    if (theme === "auto") root.removeAttribute("data-theme"); else root.setAttribute("data-theme", theme);
  };
  apply(get());
  var button = document.querySelector("button.theme");
  if (!button) return;
  var show = function () { button.textContent = button.getAttribute("data-" + get()); };
  button.addEventListener("click", function () {
    var next = { auto: "light", light: "dark", dark: "auto" }[get()] || "auto";
    try { if (next === "auto") localStorage.removeItem(KEY); else localStorage.setItem(KEY, next); } catch (e) { /* private mode */ }
    apply(next);
    show();
  });
  show();
  button.hidden = false;
})();

// The assistant decides on the server: offline, its forms say so (and point to the saved
// rulings) instead of sending into the void. A TRF file chosen on the phone fills the text
// box; nothing is sent until the reader asks.
(function () {
  "use strict";
  var form = document.querySelector("form.assist");
  var note = document.querySelector(".offline-only");
  if (!form || !note) return;
  function show() { note.hidden = navigator.onLine !== false; }
  window.addEventListener("online", show);
  window.addEventListener("offline", show);
  show();
  form.addEventListener("submit", function (e) {
    if (navigator.onLine === false) {
      e.preventDefault();
      note.hidden = false;
      note.focus();
    }
  });
  var file = form.querySelector("input[type=file][data-fill]");
  if (file && window.FileReader) {
    file.addEventListener("change", function () {
      var f = file.files && file.files[0];
      var box = document.getElementById(file.getAttribute("data-fill"));
      if (!f || !box) return;
      var reader = new FileReader();
      reader.onload = function () { box.value = String(reader.result || ""); };
      reader.readAsText(f);
    });
  }
})();

// Practice: "Next question" opens the question's page at #question; focus goes to the question
// itself, so a screen reader reads it and Tab reaches the first option.
(function () {
  "use strict";
  if (location.hash !== "#question") return;
  var q = document.getElementById("question");
  if (q) q.focus();
})();
