/* The live link shared by every page (decision 0022): the public data files, the hall's change feed
   with its resume cursor, the hall's clock, and the line that says how fresh the page is.
   Served by the hall server, the pages follow GET api/feed?after=N and ask again for the files a
   change touched; a published copy (site.json says live: false) reads its files again every 30 s. */
"use strict";
var Live = (function () {
  var FEED_RETRY_MAX = 5000, PING_EVERY = 15000, POLL_EVERY = 30000, STALE_AFTER = 25000;
  var state = { last: 0, contact: 0, connected: false, live: true, offset: 0, source: null, retry: 500,
    handlers: null, timer: null, pollText: "" };

  function h(tag, attrs) {
    var el = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        if (k === "text") { el.textContent = attrs[k]; }
        else if (k === "class") { el.className = attrs[k]; }
        else if (k.indexOf("on") === 0) { el.addEventListener(k.substring(2), attrs[k]); }
        else if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== false) { el.setAttribute(k, attrs[k]); }
      });
    }
    for (var i = 2; i < arguments.length; i++) { add(el, arguments[i]); }
    return el;
  }
  function add(el, child) {
    if (child === null || child === undefined || child === false) { return; }
    if (Array.isArray(child)) { child.forEach(function (c) { add(el, c); }); return; }
    el.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }

  /* ---- words (decision 0042): the sentences of words.json in the visitor's language ---- */
  var LANG_KEY = "taikai.language";
  var lexicon = { languages: [{ tag: "en", name: "English" }], words: { en: {} }, terms: { en: {} } };
  var lang = "en", locale = "en", plurals = new Intl.PluralRules("en"),
    ordinals = new Intl.PluralRules("en", { type: "ordinal" }), numbers = new Intl.NumberFormat("en");

  function spoken(tag) {
    var primary = String(tag || "").toLowerCase().split(/[-_]/)[0];
    return lexicon.languages.some(function (l) { return l.tag === primary; }) ? primary : "";
  }

  /* ?lang=xx, else the visitor's earlier choice, else the phone's languages in order, else English. */
  function chooseLanguage() {
    var asked = spoken(new URLSearchParams(location.search).get("lang"));
    var stored = "";
    try { stored = spoken(localStorage.getItem(LANG_KEY)); } catch (e) { /* storage switched off */ }
    var phone = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""])
      .map(spoken).filter(Boolean)[0];
    setLanguage(asked || stored || phone || "en");
  }

  /* Dates, times and numbers follow the language, in the phone's own region of it where it has one (en-GB). */
  function setLanguage(tag) {
    lang = spoken(tag) || "en";
    var regional = (navigator.languages || []).filter(function (l) { return spoken(l) === lang; })[0];
    locale = regional && /^[a-z]{2}-[A-Za-z]{2}$/.test(regional) ? regional : lang;
    plurals = new Intl.PluralRules(locale);
    ordinals = new Intl.PluralRules(locale, { type: "ordinal" });
    numbers = new Intl.NumberFormat(locale);
    document.documentElement.lang = lang;
    Array.prototype.forEach.call(document.querySelectorAll("[data-t]"), function (el) { el.textContent = t(el.getAttribute("data-t")); });
    Array.prototype.forEach.call(document.querySelectorAll("[data-t-label]"), function (el) {
      el.setAttribute("aria-label", t(el.getAttribute("data-t-label")));
    });
    var select = document.getElementById("language");
    if (select) { select.value = lang; }
  }

  function pattern(key) {
    var own = lexicon.words[lang] || {}, english = lexicon.words.en || {};
    if (Object.prototype.hasOwnProperty.call(own, key)) { return own[key]; }
    return Object.prototype.hasOwnProperty.call(english, key) ? english[key] : null;
  }

  /* The pattern of key with {0}, {1}... replaced: numbers through Intl, anything else as text. */
  function t(key, args) {
    return parts(key, args).join("");
  }

  /* The same, as pieces: an argument that is an element (a name in bold) stays an element. */
  function parts(key, args) {
    var p = pattern(key);
    if (p === null) { return ["[" + key + "]"]; }
    args = args || [];
    return p.split(/(\{\d+\})/).filter(function (piece) { return piece !== ""; }).map(function (piece) {
      var arg = /^\{(\d+)\}$/.exec(piece);
      if (!arg) { return piece; }
      var v = args[parseInt(arg[1], 10)];
      if (typeof v === "number") { return numbers.format(v); }
      return v === undefined || v === null ? "" : v;
    });
  }

  /* A sentence that counts: key.one, key.other... by the language's plural rules, n as {0}. */
  function tn(key, n, args) {
    var form = key + "." + plurals.select(n);
    return t(pattern(form) === null ? key + ".other" : form, [n].concat(args || []));
  }

  /* 1st, 2nd; 1er, 2e; 1.; 1位. */
  function ordinal(n) {
    var form = "ordinal." + ordinals.select(n);
    return t(pattern(form) === null ? "ordinal.other" : form, [String(n)]);
  }

  /* A term of the sport as the language writes it (men, encho; 面, 延長). */
  function term(name) {
    var own = lexicon.terms[lang] || {}, english = lexicon.terms.en || {};
    return own[name] || english[name] || name;
  }

  /* "14:50" from the files, as the language writes a time of day. */
  function time(hhmm) {
    var hm = /^(\d\d):(\d\d)$/.exec(hhmm || "");
    if (!hm) { return hhmm || ""; }
    var d = new Date(2000, 0, 1, parseInt(hm[1], 10), parseInt(hm[2], 10));
    return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(d);
  }

  function list(items) {
    return Intl.ListFormat ? new Intl.ListFormat(locale, { type: "unit" }).format(items) : items.join(", ");
  }

  /* The switch in the header, each language by its own name; the choice is kept in this browser. */
  function languageSwitch(changed) {
    var select = document.getElementById("language");
    if (!select) { return; }
    select.textContent = "";
    lexicon.languages.forEach(function (l) {
      select.appendChild(h("option", { value: l.tag, lang: l.tag, text: l.name }));
    });
    select.value = lang;
    select.addEventListener("change", function () {
      try { localStorage.setItem(LANG_KEY, select.value); } catch (e) { /* storage switched off */ }
      var q = new URLSearchParams(location.search);
      if (q.has("lang")) { q.set("lang", select.value); history.replaceState(null, "", "?" + q.toString() + location.hash); }
      setLanguage(select.value);
      if (changed) { changed(); }
    });
  }

  /* Reads words.json and chooses the language; a page that cannot read it speaks English keys. */
  function words() {
    return json("words.json").then(function (w) { lexicon = w; }, function () { /* the page still works */ })
      .then(chooseLanguage);
  }

  function json(path) {
    return fetch(path, { cache: "no-cache" }).then(function (r) {
      if (!r.ok) { var e = new Error("HTTP " + r.status); e.status = r.status; throw e; }
      touched();
      return r.json();
    });
  }

  function touched() { state.contact = Date.now(); }

  function ago(ms) {
    var s = Math.round(ms / 1000), relative = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    if (s < 10) { return t("ago.justNow"); }
    if (s < 60) { return relative.format(-s, "second"); }
    var m = Math.round(s / 60);
    if (m < 60) { return relative.format(-m, "minute"); }
    return relative.format(-Math.round(m / 60), "hour");
  }

  function clockText(at) {
    return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(at));
  }

  /* The line at the top of every page: live, or cut off since when. */
  function showState() {
    var el = document.getElementById("status");
    if (!el) { return; }
    var now = Date.now(), fresh = state.contact > 0 && now - state.contact < STALE_AFTER;
    var ok = state.live ? state.connected && fresh : fresh || (state.contact > 0 && now - state.contact < POLL_EVERY * 2 + 5000);
    el.className = "status " + (ok ? "ok" : "lost");
    if (state.contact === 0) {
      el.textContent = t("status.connecting");
    } else if (ok) {
      el.textContent = state.live ? t("status.live") : t("status.published", [ago(now - state.contact)]);
    } else {
      el.textContent = t("status.lost", [ago(now - state.contact), clockText(state.contact)]);
    }
    document.documentElement.classList.toggle("stale", !ok && state.contact > 0);
  }

  function connect() {
    if (state.source) { state.source.close(); }
    var es = new EventSource("api/feed?after=" + state.last);
    state.source = es;
    es.onopen = function () { state.connected = true; state.retry = 500; touched(); showState(); };
    es.onmessage = function (e) {
      var note = JSON.parse(e.data);
      if (note.sequence <= state.last) { return; }
      state.last = note.sequence;
      touched();
      state.handlers.change(note);
      showState();
    };
    es.addEventListener("reload", function (e) {
      state.last = JSON.parse(e.data).sequence;
      touched();
      state.handlers.reload();
    });
    es.addEventListener("clock", function (e) {
      touched();
      if (state.handlers.clock) { state.handlers.clock(JSON.parse(e.data)); }
    });
    es.onerror = function () {
      // Reconnect by hand, with the last sequence seen in the address: the browser's own retry would
      // send the first address again, and the page would see the changes in between twice.
      es.close();
      state.connected = false;
      showState();
      clearTimeout(state.timer);
      // Spread out, so a hall full of phones does not come back in one burst when the laptop does.
      state.timer = setTimeout(connect, state.retry * (0.6 + 0.4 * Math.random()));
      state.retry = Math.min(FEED_RETRY_MAX, state.retry * 2);
    };
  }

  /* The hall's clock against this device's (half the round trip either way), and a sign of life on a quiet feed. */
  function ping() {
    var t0 = Date.now();
    return fetch("api/time", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (t) {
      var t1 = Date.now();
      state.offset = t.serverTime - (t0 + t1) / 2;
      if (state.connected) { touched(); }
      showState();
    }).catch(function () { showState(); });
  }

  function poll() {
    fetch("data/site.json", { cache: "no-cache" }).then(function (r) { return r.text(); }).then(function (text) {
      touched();
      if (state.pollText && text !== state.pollText) { state.handlers.reload(); }
      state.pollText = text;
      showState();
    }).catch(function () { showState(); });
  }

  /* Starts following after the site file's sequence: handlers.change(note), .reload(), .clock(data). */
  function start(site, handlers) {
    state.handlers = handlers;
    state.last = site.sequence || 0;
    state.live = site.live !== false;
    touched();
    if (state.live) {
      connect();
      ping();
      setInterval(ping, PING_EVERY);
    } else {
      setInterval(poll, POLL_EVERY);
    }
    setInterval(showState, 5000);
    showState();
  }

  /* The score sheet's letters as the language writes them (M K D T; メ コ ド ツ in Japanese). */
  var MARKS = { M: "letter.men", K: "letter.kote", D: "letter.do", T: "letter.tsuki", S: "letter.sune" };
  var PLAIN = { H: "H", "○": "○", "•": "•", Ht: "H" };
  function marks(list) {
    return (list || []).map(function (m) { return MARKS[m] ? term(MARKS[m]) : PLAIN[m] || m; }).join(" ");
  }

  function roundName(fromFinal) {
    if (fromFinal === 1) { return t("round.final"); }
    if (fromFinal === 2) { return t("round.semi"); }
    if (fromFinal === 3) { return t("round.quarter"); }
    return fromFinal > 0 ? t("round.of", [Math.pow(2, fromFinal)]) : t("round.knockout");
  }

  /* "Pool A · bout 3", "Final", "Semi-final (match 5)": the pool's own name is never translated. */
  function label(m) {
    var swiss = /^Swiss-R(\d+)$/.exec(m.pool || "");
    var bout = parseInt(m.index, 10) + 1;
    if (swiss) { return t("label.swiss", [parseInt(swiss[1], 10), bout]); }
    if (m.pool) { return t("label.pool", [m.pool, bout]); }
    if (m.fromFinal) { return m.number ? t("label.numbered", [roundName(m.fromFinal), m.number]) : roundName(m.fromFinal); }
    return m.number ? t("label.match", [m.number]) : t("label.knockoutMatch");
  }

  function minutes(t) {
    var hm = /^(\d\d):(\d\d)$/.exec(t || "");
    return hm ? parseInt(hm[1], 10) * 60 + parseInt(hm[2], 10) : null;
  }

  /* When a waiting match is due: its planned time, or "about 14:58 (planned 14:50)" once the hall
     expects it two minutes or more away from the plan (the courts' live pace). */
  function when(m, approximate) {
    var planned = minutes(m.time), expected = minutes(m.expected);
    if (expected === null || (planned !== null && Math.abs(expected - planned) <= 1)) {
      return m.time ? (approximate ? t("when.about", [time(m.time)]) : time(m.time)) : "";
    }
    return m.time ? t("when.aboutPlanned", [time(m.expected), time(m.time)]) : t("when.about", [time(m.expected)]);
  }

  function sideName(m, s) {
    var side = m[s];
    if (side && side.name) { return side.name; }
    var ph = s === "a" ? m.placeholderA : m.placeholderB;
    if (ph) { return slot(ph); }
    return m.status === "completed" ? t("side.bye") : t("side.tbd");
  }

  /* An empty knockout slot, as the view names it: {say, args} (the winner of match 3, a pool's place). */
  function slot(ph) {
    if (typeof ph === "string") { return ph; }
    if (ph.say === "slot.poolPlace") { return t(ph.say, [ph.args[0], ordinal(ph.args[1])]); }
    return t(ph.say, ph.args);
  }

  /* A decision by its code: the term of the sport, in a sentence where one is needed. */
  var DECISIONS = { hikiwake: ["decision.hikiwake", "hikiwake"], kiken: [null, "kiken"], "kiken-voluntary": [null, "kiken"],
    "kiken-injury": ["decision.kiken-injury", "kiken"], fusenpai: [null, "fusenpai"], fusensho: [null, "fusensho"],
    daihyosen: [null, "daihyosen"], "kachinuki-exhaustion": [null, "kachinuki"], "ippon-shobu": ["decision.ippon-shobu", "ippon"] };
  function decision(code) {
    var d = DECISIONS[code];
    if (!d) { return ""; }
    return d[0] ? t(d[0], [term(d[1])]) : term(d[1]);
  }

  return {
    h: h, json: json, start: start, showState: showState, ago: ago, marks: marks, label: label, sideName: sideName, when: when,
    roundName: roundName, decision: decision, words: words, t: t, tn: tn, parts: parts, term: term, time: time,
    list: list, number: function (n) { return numbers.format(n); }, languageSwitch: languageSwitch, lang: function () { return lang; },
    hallNow: function () { return Date.now() + state.offset; },
    isLive: function () { return state.live; }
  };
})();
