// What this browser keeps as JSON in localStorage (bookmarks, exam answers and flags not yet
// sent): `fallback` when nothing is kept or it cannot be read, nothing lost when it cannot be
// written (private mode).
function kept(key, fallback) {
  try { return JSON.parse(localStorage.getItem(key)) || fallback; } catch (e) { return fallback; }
}
function keep(key, value) {
  try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* private mode */ }
}

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

  // `q` is the query these hits answer: kept on the panel (data-q) so that a reader of the page
  // (a test, a screen reader's script) can tell the results of "6." from those of "6.9".
  function render(data, offline, q) {
    panel.textContent = "";
    panel.setAttribute("data-q", q);
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
      .then(function (data) { if (data && mine === seq) render(data, false, q); })
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
      render({ hits: window.ArbiterOffline.search(idx, q, 6) }, true, q);
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

// The header's height as --top-h, so what sticks under it (the exam's bar) is not hidden by it
// when the header wraps onto two rows on a phone.
(function () {
  "use strict";
  var top = document.querySelector(".top");
  if (!top) return;
  function set() { document.documentElement.style.setProperty("--top-h", top.offsetHeight + "px"); }
  set();
  window.addEventListener("resize", set);
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
    get: function (k) { return kept("arbiter-kb:" + k, []); },
    set: function (k, v) { keep("arbiter-kb:" + k, v); }
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

// The mock exam, as a Moodle quiz: every answer is saved as it is chosen (kept in this browser
// and sent again if the connection drops), a navigator shows answered and flagged questions
// with the answered count, a question can be flagged for review (saved with the attempt like
// an answer, so the flag follows a reload, another browser and the review),
// a warning comes when 5 minutes are left, and Finish asks first, naming the questions not
// answered. Without JavaScript the form still works: Finish sends every answer at once.
(function () {
  "use strict";
  var form = document.querySelector("form.exam[data-quiz]");
  if (!form) return;
  var quiz = form.getAttribute("data-quiz");
  var total = parseInt(form.getAttribute("data-total"), 10) || 0;
  var flagsKey = "arbiter-exam-flags:" + quiz, pendingKey = "arbiter-exam-pending:" + quiz;
  var alertBox = document.querySelector(".exam-alert");
  var counter = document.querySelector("[data-answered-count]");
  var dialog = document.querySelector("dialog.confirm-finish");

  // Flags as the server has them, then any change not yet sent (kept in this browser).
  var flags = {}, pending = kept(pendingKey, {}), pendingFlags = kept(flagsKey, {});
  Array.prototype.forEach.call(form.querySelectorAll("fieldset.question[data-flagged]"), function (fs) { flags[fs.id] = true; });
  Object.keys(pendingFlags).forEach(function (q) {
    if (pendingFlags[q] === true) flags[q] = true; else if (pendingFlags[q] === false) delete flags[q];
  });

  function questions() { return form.querySelectorAll("fieldset.question"); }
  function answered(fs) { return !!fs.querySelector("input[type=radio]:checked"); }

  function refresh() {
    var n = 0;
    Array.prototype.forEach.call(questions(), function (fs, i) {
      var id = fs.id, done = answered(fs), flagged = !!flags[id];
      if (done) n++;
      var link = document.querySelector("[data-nav='" + id + "']");
      if (link) {
        link.classList.toggle("answered", done);
        link.classList.toggle("flagged", flagged);
        var label = (i + 1) + ": " + form.getAttribute(done ? "data-label-answered" : "data-label-unanswered");
        if (flagged) label += ", " + form.getAttribute("data-label-flagged");
        link.setAttribute("aria-label", label);
      }
      var button = fs.querySelector("button.flag");
      if (button) button.setAttribute("aria-pressed", flagged ? "true" : "false");
      fs.classList.toggle("flagged", flagged);
    });
    if (counter) {
      counter.textContent = form.getAttribute("data-answered-text")
        .replace("{n}", String(n)).replace("{total}", String(total));
    }
  }

  // What the alert says now ("five-minutes" or "unsaved"), so that a save hides only its own
  // notice, never the 5-minute warning said after it.
  function say(kind) {
    if (!alertBox) return;
    alertBox.textContent = alertBox.getAttribute("data-" + kind) || "";
    alertBox.setAttribute("data-kind", kind);
    alertBox.hidden = false;
  }

  function send(question, option) {
    pending[question] = option;
    keep(pendingKey, pending);
    return fetch("/api/quizzes/" + encodeURIComponent(quiz) + "/answers", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ question: question, option: option })
    }).then(function (r) {
      // Saved, or refused for good (the time is over, the exam finished): either way it is
      // no longer waiting to be sent. Too many requests (429) or a timeout (408) is not final.
      if (r.ok || (r.status >= 400 && r.status < 500 && r.status !== 429 && r.status !== 408)) {
        if (pending[question] === option) delete pending[question];
        keep(pendingKey, pending);
        if (alertBox && alertBox.getAttribute("data-kind") === "unsaved" && !Object.keys(pending).length) alertBox.hidden = true;
      } else {
        throw new Error("status " + r.status);
      }
    }).catch(function () { say("unsaved"); });
  }

  function sendFlag(question, flagged) {
    pendingFlags[question] = flagged;
    keep(flagsKey, pendingFlags);
    return fetch("/api/quizzes/" + encodeURIComponent(quiz) + "/flags", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ question: question, flagged: flagged })
    }).then(function (r) {
      if (r.ok || (r.status >= 400 && r.status < 500 && r.status !== 429 && r.status !== 408)) {
        if (pendingFlags[question] === flagged) delete pendingFlags[question];
        keep(flagsKey, pendingFlags);
      }
    }).catch(function () { /* kept, sent again when the connection is back */ });
  }

  function flush() {
    Object.keys(pending).forEach(function (q) { send(q, pending[q]); });
    Object.keys(pendingFlags).forEach(function (q) { sendFlag(q, pendingFlags[q]); });
  }

  // Answers not yet sent when the page was left: chosen again, and sent.
  Object.keys(pending).forEach(function (q) {
    var input = form.querySelector("input[name='" + q + "'][value='" + pending[q] + "']");
    if (input && !input.disabled) input.checked = true;
  });

  form.addEventListener("change", function (e) {
    var t = e.target;
    if (t && t.type === "radio" && !t.disabled) {
      send(t.name, t.value);
      refresh();
    }
  });
  window.addEventListener("online", flush);
  // "online" comes only when the device's own connection returns: a hall's Wi-Fi that reaches
  // no server, or a server restarting, never sends it. So what is still waiting is tried again
  // every 15 seconds, and at once when the exam opens (answers kept from a page left unsent).
  setInterval(function () {
    if (Object.keys(pending).length || Object.keys(pendingFlags).length) flush();
  }, 15000);
  flush();
  // Going to a question from the navigator closes it, so the question is not hidden under it.
  var nav = document.querySelector("details.navigator");
  if (nav) nav.addEventListener("click", function (e) {
    if (e.target.closest("a[data-nav]")) nav.open = false;
  });

  Array.prototype.forEach.call(form.querySelectorAll("button.flag"), function (b) {
    b.hidden = false;
    b.addEventListener("click", function () {
      var id = b.getAttribute("data-flag");
      if (flags[id]) delete flags[id]; else flags[id] = true;
      sendFlag(id, !!flags[id]);
      refresh();
    });
  });

  // 5 minutes left: said once.
  var remaining = document.querySelector("[data-remaining]");
  if (remaining) {
    var left = parseInt(remaining.getAttribute("data-remaining"), 10);
    if (!isNaN(left) && left > 0) {
      var warn = function () { say("five-minutes"); };
      if (left <= 300) warn(); else setTimeout(warn, (left - 300) * 1000);
    }
  }

  // Finish: first a confirmation that names what is not answered.
  var confirmed = false;
  form.addEventListener("submit", function (e) {
    if (confirmed || !dialog || typeof dialog.showModal !== "function") return;
    e.preventDefault();
    var missing = [];
    Array.prototype.forEach.call(questions(), function (fs, i) { if (!answered(fs)) missing.push(i + 1); });
    var p = dialog.querySelector("[data-unanswered-list]");
    p.textContent = missing.length
      ? p.getAttribute("data-text").replace("{list}", missing.join(", "))
      : p.getAttribute("data-all");
    dialog.showModal();
    dialog.querySelector("[data-return]").focus();
  });
  if (dialog) {
    dialog.querySelector("[data-return]").addEventListener("click", function () { dialog.close(); });
    dialog.querySelector("[data-finish]").addEventListener("click", function () {
      confirmed = true;
      dialog.close();
      form.requestSubmit ? form.requestSubmit() : form.submit();
    });
  }

  refresh();
  flush();
})();

// The review of a finished quiz: show all, only the wrong (or unanswered), or only the
// questions flagged during the exam (marked by the server).
(function () {
  "use strict";
  var bar = document.querySelector(".review-filter[data-quiz]");
  if (!bar) return;
  var items = document.querySelectorAll("ol.review > li[data-q]");
  bar.hidden = false;
  bar.addEventListener("click", function (e) {
    var b = e.target.closest("button[data-filter]");
    if (!b) return;
    var f = b.getAttribute("data-filter");
    Array.prototype.forEach.call(bar.querySelectorAll("button"), function (x) { x.setAttribute("aria-pressed", x === b ? "true" : "false"); });
    Array.prototype.forEach.call(items, function (li) {
      li.hidden = (f === "wrong" && !li.classList.contains("bad")) || (f === "flagged" && !li.classList.contains("flagged"));
    });
  });
})();

// Times in the reader's zone: every <time data-local> (stored and served in UTC) is shown in
// the browser's time zone and language; a datetime-local field with data-utc is entered in
// local time and sent as UTC in the hidden field it names, and its "(UTC)" hint names the zone.
(function () {
  "use strict";
  var lang = document.documentElement.lang || "en";
  var zone = "";
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { zone = ""; }
  var format;
  try {
    format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  } catch (e) {
    format = null;
  }
  Array.prototype.forEach.call(document.querySelectorAll("time[data-local]"), function (t) {
    var d = new Date(t.getAttribute("datetime"));
    if (!format || isNaN(d.getTime())) return;
    t.textContent = format.format(d);
    if (zone) t.title = zone;
  });
  // Days alone (the progress chart's points): the local day, which may differ from UTC's.
  var day;
  try { day = new Intl.DateTimeFormat(lang, { dateStyle: "medium" }); } catch (e) { day = null; }
  Array.prototype.forEach.call(document.querySelectorAll("[data-local-date]"), function (t) {
    var d = new Date(t.getAttribute("data-local-date"));
    if (!day || isNaN(d.getTime())) return;
    t.textContent = day.format(d) + (t.getAttribute("data-suffix") || "");
  });
  var fields = document.querySelectorAll("input[type=datetime-local][data-utc]");
  if (!fields.length) return;
  Array.prototype.forEach.call(document.querySelectorAll("[data-tz]"), function (s) {
    if (zone) s.textContent = "(" + zone + ")";
  });
  Array.prototype.forEach.call(fields, function (input) {
    var form = input.form;
    if (!form) return;
    form.addEventListener("submit", function () {
      var hidden = form.querySelector("input[type=hidden][name='" + input.getAttribute("data-utc") + "']");
      if (!hidden) return;
      // A datetime-local value is read by Date as local time.
      var d = input.value ? new Date(input.value) : null;
      hidden.value = d && !isNaN(d.getTime()) ? d.toISOString() : "";
    });
  });
})();

// The offline page, shown by the service worker in place of a page it has no copy of: it names
// that page (the address bar still shows it).
(function () {
  "use strict";
  var code = document.querySelector("[data-offline-path]");
  if (!code) return;
  if (location.pathname === "/offline") { code.parentNode.removeChild(code); return; }
  code.textContent = location.pathname;
})();
