// Offline search: when the network fails, the search box searches the saved copy of the
// knowledge base (/api/offline-index, kept by /sw.js) with MiniSearch (static/vendor).
// The ranking below is also run under node by tests/api/offline.rs, which compares it with the
// server's search; keep it free of browser APIs. Text is folded exactly as the server folds
// it (arbiter_kb::search::fold): split on anything not a letter or digit, lowercase, ё→е,
// Latin accents and special letters to ASCII; Serbian Cyrillic is also read as Latin.
(function (root, factory) {
  "use strict";
  if (typeof module === "object" && module.exports) {
    module.exports = factory(require("./vendor/minisearch.js"));
  } else {
    root.ArbiterOffline = factory(root.MiniSearch);
  }
})(this, function (MiniSearch) {
  "use strict";

  // Latin letters AsciiFoldingFilter maps to something other than their base letter.
  var SPECIAL = {
    "đ": "d", "ð": "d", "ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "þ": "th",
    "ı": "i", "ħ": "h", "ŧ": "t", "ŀ": "l", "ĳ": "ij", "ŉ": "n", "ſ": "s", "ƒ": "f"
  };
  var LATIN = /[\u00c0-\u024f\u1e00-\u1eff]/g;
  var NOT_WORD = /[^\p{Alphabetic}\p{N}]+/u;
  var CYR = /[\u0400-\u04ff]/;
  var enc = typeof TextEncoder !== "undefined" ? new TextEncoder() : null;

  function foldWord(w) {
    return w.toLowerCase().replace(/ё/g, "е").replace(LATIN, function (c) {
      return SPECIAL[c] || c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    });
  }

  // Words of `text`, folded as the server folds them (tantivy drops words of 40 bytes or more).
  function fold(text) {
    return String(text || "").split(NOT_WORD).filter(function (w) {
      return w && (!enc || enc.encode(w).length < 40);
    }).map(foldWord);
  }

  var SR_LATIN = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "ђ": "đ", "е": "e", "ж": "ž", "з": "z",
    "и": "i", "ј": "j", "к": "k", "л": "l", "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "ћ": "ć", "у": "u", "ф": "f", "х": "h", "ц": "c",
    "ч": "č", "џ": "dž", "ш": "š", "й": "j", "ё": "e", "э": "e", "ю": "ju", "я": "ja", "ы": "i",
    "щ": "šč", "ь": "", "ъ": ""
  };

  // Serbian Cyrillic (and Russian letters mixed in) to Latin, as the server's Serbian analyzer
  // reads it; then folded (č→c, đ→d).
  function toLatin(word) {
    if (!CYR.test(word)) return word;
    return foldWord(word.toLowerCase().replace(/[\u0400-\u04ff]/g, function (c) {
      return Object.prototype.hasOwnProperty.call(SR_LATIN, c) ? SR_LATIN[c] : c;
    }));
  }

  // Russian typed in Latin letters ("upal flazhok") read in Cyrillic, as the server's
  // analysis::latin_to_russian reads it; null for anything but plain Latin letters.
  var RU_MULTI = [["shch", "щ"], ["sch", "щ"], ["zh", "ж"], ["kh", "х"], ["ch", "ч"], ["sh", "ш"],
    ["ts", "ц"], ["yu", "ю"], ["ju", "ю"], ["ya", "я"], ["ja", "я"], ["yo", "е"], ["jo", "е"], ["ye", "е"]];
  var RU_ONE = { a: "а", b: "б", v: "в", w: "в", g: "г", d: "д", e: "е", z: "з", i: "и", j: "й",
    k: "к", q: "к", l: "л", m: "м", n: "н", o: "о", p: "п", r: "р", s: "с", t: "т", u: "у", f: "ф",
    h: "х", c: "ц", x: "кс" };
  function latinToRussian(word) {
    var w = word.toLowerCase();
    if (!w || !/^[a-z']+$/.test(w)) return null;
    var out = "", i = 0;
    outer: while (i < w.length) {
      var rest = w.slice(i);
      if (rest === "iy") { out += "ий"; break; }
      if (rest === "yy") { out += "ый"; break; }
      for (var k = 0; k < RU_MULTI.length; k++) {
        if (rest.indexOf(RU_MULTI[k][0]) === 0) { out += RU_MULTI[k][1]; i += RU_MULTI[k][0].length; continue outer; }
      }
      var c = w[i];
      if (c === "y") out += /[аеиоуыэюяё]$/.test(out) ? "й" : "ы";
      else out += Object.prototype.hasOwnProperty.call(RU_ONE, c) ? RU_ONE[c] : "ь";
      i += 1;
    }
    return out;
  }

  // Function words never searched on their own (the server drops them too).
  var STOP = new Set((
    "a an and are as at be but by for if in into is it no not of on or such that the their then there " +
    "these they this to was will with i my me he she his her what when how do does can did has have " +
    "o os as um uma de da do das dos e em no na nos nas por para com que se ao aos pelo pela ou mas " +
    "ele ela eles elas seu sua foi ser é um " +
    "и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по ее мне было " +
    "вот от меня о из ему теперь когда даже ну ли если уже или ни быть был него до вас нибудь " +
    "ali bi da do i ili iz je ju kao ko koja koje koji li na ne ni od pa po sa se si su sta sto " +
    "te to u uz za ce"
  ).split(" "));

  // Words that introduce an article number ("art 10.2", "čl. 6.9", "ст. 12.9").
  var ARTICLE_WORDS = new Set(["art", "arts", "article", "articles", "artigo", "artigos", "статья",
    "статьи", "статье", "ст", "cl", "čl", "clan", "član", "члан", "чл", "pravilo", "regra", "rule",
    "law", "laws", "§"]);
  var ARTICLE = /^(?:[a-z]|[ivx]+|\d+)(?:\.[0-9a-z]+)+(?:-[0-9.]+)?$|^[a-z]\.\d+$/i;

  // Split a query into article references (canonical: upper case) and words.
  function parseQuery(q) {
    var articles = [], words = [];
    String(q || "").split(/[\s,;]+/).forEach(function (raw) {
      var t = raw.replace(/^[("'«„“]+|[)"'»“”?!:.]+$/g, "");
      if (!t) return;
      if (ARTICLE_WORDS.has(t.toLowerCase().replace(/\.$/, ""))) return;
      if (ARTICLE.test(t) && /\d/.test(t)) { articles.push(t.toUpperCase()); return; }
      words.push(raw);
    });
    return { articles: articles, text: words.join(" ") };
  }

  // Build the search over an index as served by /api/offline-index.
  function build(data) {
    var serbian = /^sr/.test(data.lang || "");
    var shown = function (s) {
      var w = fold(s);
      return (serbian ? w.map(toLatin) : w).join(" ");
    };
    // `h` is the server's `head` field: title, keywords, situation and decision together, so
    // BM25 weighs a word against everything the ruling says about itself. The parts are also
    // fields of their own, so a word in the title or the keywords counts a little extra.
    var docs = data.docs.map(function (d, i) {
      var t = shown(d.t), q = shown(d.q || ""), dec = shown(d.d);
      return {
        i: i, id: d.id, h: [t, d.k, q, dec].join(" "), t: t, k: d.k, d: dec, q: q,
        c: (d.c || []).map(function (g) { return "§" + g; }).join(" ")
      };
    });
    var ms = new MiniSearch({
      idField: "i",
      fields: ["h", "t", "k", "d", "q", "c"],
      // Fields arrive folded; split on spaces only.
      tokenize: function (s) { return s.split(" "); },
      processTerm: function (t) { return t ? stem(t) : null; }
    });
    ms.addAll(docs);
    // Each ruling's head as a sequence of searched terms, for the phrase bonus.
    var seq = docs.map(function (d) {
      return d.h.split(" ").filter(function (w) { return w && !STOP.has(w); }).map(stem);
    });
    var art = data.docs.map(articleFields);
    // Families (a main ruling and its variants, `m`): each ruling's main ruling (-1 for a main
    // ruling) and its searched terms, for the server's rule of showing a family as one result.
    var at = new Map(data.docs.map(function (d, i) { return [d.id, i]; }));
    var mainOf = data.docs.map(function (d) { return d.m && at.has(d.m) ? at.get(d.m) : -1; });
    var terms = seq.map(function (s) { return new Set(s); });
    // Rulings on a special setting: the (stemmed) words naming it, in any language.
    var st = data.st || {};
    var setting = data.docs.map(function (d) {
      var names = (d.tp || []).filter(function (t) { return st[t]; }).map(function (t) { return st[t]; });
      if (!names.length) return null;
      if (d.ev) names.push(d.ev);
      return new Set(names.join(" ").split(" ").map(function (w) { return stem(toLatin(w)); }));
    });
    var syn = (data.syn || []).map(function (g) {
      return g.map(function (p) { return p.split(" ").filter(Boolean).map(stem); });
    });
    return {
      ms: ms, data: data, art: art, artStats: articleStats(art), syn: syn, seq: seq,
      mainOf: mainOf, terms: terms, setting: setting
    };
  }

  // Ranking settings (tests/api/offline.rs measures agreement with the server with these).
  var TUNING = {
    boost: { h: 4, t: 1, k: 1, d: 1, q: 0.3, c: 0.5 },
    fuzzy: 0.15,
    weights: { fuzzy: 0.3, prefix: 0.3 },
    prefixAll: false,
    stem: true,
    phrase: 1.15,
    bm25: { k: 2, b: 0.75, d: 0.25 },
    // Words count for less next to an article number (the server's article clauses weigh 12).
    wordsBesideArticles: 0.5,
    // A ruling on a special setting the query does not name (the server's UNNAMED_SETTING).
    unnamedSetting: 0.8
  };

  // A light stemmer standing in for the server's Snowball stemmers, applied alike to the saved
  // text and to queries: strips one common ending (Russian for Cyrillic words; English,
  // Portuguese and Serbian for Latin ones), keeping at least four letters.
  var ENDINGS_CYR = ("иями ями ами ого его ому ему ыми ими ией ия ие ий ый ой ая яя ое ее ые ых их ов ев ом ем " +
    "ам ям ах ях ую юю ей ть ет ит ут ют ат ят ешь ишь а я о е ы и у ю ь й").split(" ");
  var ENDINGS_LAT = ("ations ation ings ing edly ed ies es coes cao oes mente ados adas ado ada ama ima ima om em " +
    "og oj ih im ar er ir os as s a e i o u y").split(" ");
  function stem(w) {
    if (!TUNING.stem || w.length <= 4) return w;
    var cyr = CYR.test(w);
    if (cyr && /(ся|сь)$/.test(w) && w.length > 6) w = w.slice(0, -2);
    var list = cyr ? ENDINGS_CYR : ENDINGS_LAT;
    for (var i = 0; i < list.length; i++) {
      var e = list[i];
      if (w.length - e.length >= 4 && w.slice(-e.length) === e) return w.slice(0, -e.length);
    }
    return w;
  }

  // The query's content words (function words dropped unless nothing else is left), each with
  // its search terms: the stem, and for Cyrillic also the Latin reading (Serbian in either
  // script).
  function queryWords(text, russian) {
    var words = fold(text);
    var content = words.filter(function (w) { return !STOP.has(w); });
    if (content.length) words = content;
    var seen = [];
    return words.filter(function (w) {
      if (seen.indexOf(w) >= 0) return false;
      seen.push(w);
      return true;
    }).map(function (w) {
      var readings = [stem(w), stem(toLatin(w))];
      // Only where Russian is read: elsewhere the offline copy holds no Russian text to find
      // (bar keywords), and the extra reading only adds noise.
      var ru = russian ? latinToRussian(w) : null;
      if (ru) readings.push(stem(ru));
      return readings.filter(function (t, i) { return readings.indexOf(t) === i; });
    });
  }

  // The distinct search terms of the query's words (every reading of each).
  function termsOf(words) {
    var out = [];
    words.forEach(function (v) {
      v.forEach(function (t) { if (out.indexOf(t) < 0) out.push(t); });
    });
    return out;
  }

  // Synonym groups named in the query (a phrase of the group as consecutive words), as the
  // terms `§<group>` that rulings mentioning the group carry (the server's concept terms).
  function concepts(idx, text) {
    var words = fold(text).map(function (w) { return [stem(w), stem(toLatin(w))]; });
    var out = [];
    idx.syn.forEach(function (group, g) {
      var named = group.some(function (phrase) {
        for (var s = 0; s + phrase.length <= words.length; s++) {
          var all = true;
          for (var k = 0; k < phrase.length && all; k++) all = words[s + k].indexOf(phrase[k]) >= 0;
          if (all && phrase.length) return true;
        }
        return false;
      });
      if (named && out.length < 4) out.push("§" + g);
    });
    return out;
  }

  // Enclosing references, nearest first ("7.5.5" → 7.5; "C.07-8.1" → C.07-8, C.07), as the
  // server's ArticleRef::parents.
  function parents(ref) {
    var out = [], parts, n, dash = ref.indexOf("-");
    if (dash > 0) {
      var code = ref.slice(0, dash);
      parts = ref.slice(dash + 1).split(".");
      for (n = parts.length - 1; n >= 1; n--) out.push(code + "-" + parts.slice(0, n).join("."));
      out.push(code);
      return out;
    }
    if (/^[A-Za-z]\.\d\d(\.\d)?$/.test(ref)) return out;
    parts = ref.split(".");
    for (n = parts.length - 1; n >= 2; n--) out.push(parts.slice(0, n).join("."));
    return out;
  }

  // The article fields the server indexes, upper case: own references, their enclosing ones,
  // the main reference with its enclosing ones, former numbers.
  function articleFields(d) {
    var up = function (x) { return x.toUpperCase(); };
    var parent = [];
    d.a.forEach(function (a) { parent = parent.concat(parents(a)); });
    var primary = d.a.length ? [d.a[0]].concat(parents(d.a[0])) : [];
    return { art: d.a.map(up), parent: parent.map(up), primary: primary.map(up), former: d.f.map(up) };
  }
  // Field weights of the server's article clauses (search::article_clauses).
  var ART_WEIGHTS = { art: 12, parent: 6, primary: 4, former: 8 };

  function articleStats(fields) {
    var stats = {};
    Object.keys(ART_WEIGHTS).forEach(function (f) {
      var df = new Map(), total = 0;
      fields.forEach(function (d) {
        total += d[f].length;
        new Set(d[f]).forEach(function (t) { df.set(t, (df.get(t) || 0) + 1); });
      });
      stats[f] = { df: df, avg: total / Math.max(1, fields.length) };
    });
    return stats;
  }

  // BM25 (k1 1.2, b 0.75) over the article fields, weighted as the server weighs them.
  function articleScore(idx, i, wanted) {
    var d = idx.art[i], n = idx.art.length, score = 0, formerly = null;
    wanted.forEach(function (q) {
      Object.keys(ART_WEIGHTS).forEach(function (f) {
        var tf = 0;
        d[f].forEach(function (t) { if (t === q) tf++; });
        if (!tf) return;
        var st = idx.artStats[f], df = st.df.get(q) || 0;
        var idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        var norm = 1 - 0.75 + 0.75 * d[f].length / (st.avg || 1);
        score += ART_WEIGHTS[f] * idf * tf * 2.2 / (tf + 1.2 * norm);
        if (f === "former" && !formerly) formerly = idx.data.docs[i].f.find(function (x) { return x.toUpperCase() === q; });
      });
    });
    return { score: score, formerly: formerly };
  }

  // Share of the query's words ruling `i` holds (any reading of each), as the server's coverage.
  function coverage(idx, i, words) {
    if (!words.length) return 0;
    var n = 0;
    words.forEach(function (v) {
      if (v.some(function (t) { return idx.terms[i].has(t); })) n++;
    });
    return n / words.length;
  }

  // The server's family rule (search::rank::group_families): a variant that does not match the
  // query clearly better than its main ruling is folded under it, and the main ruling takes the
  // family's best place, listing the folded variants as similar cases.
  var OWN_SITUATION_MARGIN = 0.1;
  function groupFamilies(idx, ranked, words) {
    var out = [], placed = new Map();
    ranked.forEach(function (e) {
      var i = e[0], m = idx.mainOf[i];
      if (m < 0) {
        if (!placed.has(i)) { placed.set(i, out.length); out.push({ i: i, e: e[1], similar: [] }); }
      } else if (coverage(idx, i, words) > coverage(idx, m, words) + OWN_SITUATION_MARGIN) {
        out.push({ i: i, e: e[1], similar: [] });
      } else if (placed.has(m)) {
        out[placed.get(m)].similar.push(i);
      } else {
        placed.set(m, out.length);
        out.push({ i: m, e: e[1], similar: [i] });
      }
    });
    return out;
  }

  // Whether the query names the special setting of ruling `i` (true for a ruling of none), as
  // the server's rank::setting_factor decides.
  function namesSetting(idx, i, words) {
    var s = idx.setting[i];
    return !s || words.some(function (v) { return v.some(function (t) { return s.has(t); }); });
  }

  // Whether `seq` holds the query's words one after another (any reading of each).
  function hasPhrase(seq, words) {
    for (var s = 0; s + words.length <= seq.length; s++) {
      var k = 0;
      while (k < words.length && words[k].indexOf(seq[s + k]) >= 0) k++;
      if (k === words.length) return true;
    }
    return false;
  }

  // The best `limit` rulings for `q`: article numbers first, then MiniSearch's BM25 over the
  // head (×4) and its parts, typo tolerant (0.15) and by prefix as you type.
  function search(idx, q, limit) {
    limit = limit || 10;
    var parsed = parseQuery(q);
    var byDoc = new Map();
    if (parsed.articles.length) {
      idx.data.docs.forEach(function (d, i) {
        var a = articleScore(idx, i, parsed.articles);
        if (a.score > 0) byDoc.set(i, { art: a.score, text: 0, formerly: a.formerly });
      });
    }
    var words = queryWords(parsed.text, /^ru/.test(idx.data.lang || ""));
    var terms = termsOf(words);
    if (terms.length) {
      var named = concepts(idx, parsed.text);
      var results = idx.ms.search(named.concat(terms).join(" "), {
        processTerm: function (t) { return t || null; },
        boost: TUNING.boost,
        fuzzy: function (term) { return term.length > 3 && term[0] !== "§" ? TUNING.fuzzy : false; },
        prefix: function (term, i, all) {
          return term.length > 2 && term[0] !== "§" && (TUNING.prefixAll || i === all.length - 1);
        },
        weights: TUNING.weights,
        bm25: TUNING.bm25
      });
      // As on the server, a ruling holding the query's words one after another (a phrase)
      // scores higher. (The server's bonus for holding most of the words did not carry over:
      // without the bodies, too few rulings are seen to hold them.)
      var phrase = words.length >= 2 && words.length <= 8;
      results.forEach(function (r) {
        var e = byDoc.get(r.id) || { art: 0, text: 0, formerly: null };
        e.text = r.score * (phrase && hasPhrase(idx.seq[r.id], words) ? TUNING.phrase : 1) *
          (namesSetting(idx, r.id, words) ? 1 : TUNING.unnamedSetting);
        byDoc.set(r.id, e);
      });
    }
    var scale = parsed.articles.length ? TUNING.wordsBesideArticles : 1;
    var total = function (e) { return e.art + scale * e.text; };
    var ranked = Array.from(byDoc.entries()).sort(function (x, y) {
      // Rulings citing a number in the query come first; among them, and among the others,
      // article and word scores add up as on the server.
      return ((y[1].art > 0) - (x[1].art > 0)) || (total(y[1]) - total(x[1])) || (x[0] - y[0]);
    });
    return groupFamilies(idx, ranked, words).slice(0, limit).map(function (h) {
      var d = idx.data.docs[h.i];
      return {
        id: d.id, url: d.url, title: d.t, answer: d.d, articles: d.a, former: d.f,
        formerly: h.e.formerly, score: total(h.e),
        similar: h.similar.map(function (v) {
          var o = idx.data.docs[v];
          return { id: o.id, url: o.url, title: o.t };
        })
      };
    });
  }

  return { tuning: TUNING, fold: fold, toLatin: toLatin, parseQuery: parseQuery, build: build, search: search };
});
