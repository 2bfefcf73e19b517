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

  function render(data) {
    panel.textContent = "";
    if (!data.hits || data.hits.length === 0) {
      panel.appendChild(el("p", "empty", panel.getAttribute("data-empty") || "—"));
      panel.hidden = false;
      return;
    }
    var list = el("ol");
    data.hits.slice(0, 6).forEach(function (h) {
      var li = el("li");
      var a = el("a", "card-title", h.title);
      a.href = h.url;
      li.appendChild(a);
      li.appendChild(el("p", "answer", h.answer));
      var meta = el("p", "meta");
      h.articles.forEach(function (r) {
        var c = el("a", "chip", r);
        c.href = "/articles/" + encodeURIComponent(r);
        meta.appendChild(c);
      });
      if (h.formerly) meta.appendChild(el("span", "former", "≈ " + h.formerly));
      li.appendChild(meta);
      list.appendChild(li);
    });
    panel.appendChild(list);
    panel.hidden = false;
  }

  function run() {
    var q = input.value.trim();
    if (q.length < 2) { panel.hidden = true; return; }
    var mine = ++seq;
    fetch("/api/search?limit=6&lang=" + encodeURIComponent(lang) + "&q=" + encodeURIComponent(q), {
      headers: { "Accept": "application/json" }, credentials: "same-origin"
    }).then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) { if (data && mine === seq) render(data); })
      .catch(function () { /* offline: the form still works */ });
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

// Offline reading of rulings already opened (see /sw.js).
if ("serviceWorker" in navigator) {
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js").catch(function () { /* not essential */ });
  });
}
