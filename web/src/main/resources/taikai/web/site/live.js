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

  function json(path) {
    return fetch(path, { cache: "no-cache" }).then(function (r) {
      if (!r.ok) { var e = new Error("HTTP " + r.status); e.status = r.status; throw e; }
      touched();
      return r.json();
    });
  }

  function touched() { state.contact = Date.now(); }

  function ago(ms) {
    var s = Math.round(ms / 1000);
    if (s < 10) { return "just now"; }
    if (s < 60) { return s + " seconds ago"; }
    var m = Math.round(s / 60);
    if (m < 60) { return m === 1 ? "1 minute ago" : m + " minutes ago"; }
    var hrs = Math.round(m / 60);
    return hrs === 1 ? "1 hour ago" : hrs + " hours ago";
  }

  function clockText(t) {
    var d = new Date(t);
    return pad(d.getHours()) + ":" + pad(d.getMinutes());
  }
  function pad(n) { return (n < 10 ? "0" : "") + n; }

  /* The line at the top of every page: live, or cut off since when. */
  function showState() {
    var el = document.getElementById("status");
    if (!el) { return; }
    var now = Date.now(), fresh = state.contact > 0 && now - state.contact < STALE_AFTER;
    var ok = state.live ? state.connected && fresh : fresh || (state.contact > 0 && now - state.contact < POLL_EVERY * 2 + 5000);
    el.className = "status " + (ok ? "ok" : "lost");
    if (state.contact === 0) {
      el.textContent = "Connecting to the results…";
    } else if (ok) {
      el.textContent = state.live ? "Live" : "Updated " + ago(now - state.contact) + " (published copy)";
    } else {
      el.textContent = "No connection: last update " + ago(now - state.contact) + " (at " + clockText(state.contact)
        + "); what you see may be out of date.";
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

  var MARKS = { M: "M", K: "K", D: "D", T: "T", S: "S", H: "H", "○": "○", "•": "•", Ht: "H" };
  function marks(list) { return (list || []).map(function (m) { return MARKS[m] || m; }).join(" "); }

  function roundName(fromFinal) {
    if (fromFinal === 1) { return "Final"; }
    if (fromFinal === 2) { return "Semi-final"; }
    if (fromFinal === 3) { return "Quarter-final"; }
    return fromFinal > 0 ? "Round of " + Math.pow(2, fromFinal) : "Knockout";
  }

  /* "Pool A · bout 3", "Final", "Semi-final (match 5)". */
  function label(m) {
    var swiss = /^Swiss-R(\d+)$/.exec(m.pool || "");
    if (swiss) { return "Round " + swiss[1] + " · bout " + (parseInt(m.index, 10) + 1); }
    if (m.pool) { return m.pool + " · bout " + (parseInt(m.index, 10) + 1); }
    if (m.fromFinal) { return roundName(m.fromFinal) + (m.number ? " (match " + m.number + ")" : ""); }
    return m.number ? "Match " + m.number : "Knockout match";
  }

  function minutes(t) {
    var hm = /^(\d\d):(\d\d)$/.exec(t || "");
    return hm ? parseInt(hm[1], 10) * 60 + parseInt(hm[2], 10) : null;
  }

  /* When a waiting match is due: its planned time, or "about 14:58 (planned 14:50)" once the hall
     expects it two minutes or more away from the plan (the courts' live pace). */
  function when(m) {
    var planned = minutes(m.time), expected = minutes(m.expected);
    if (expected === null || (planned !== null && Math.abs(expected - planned) <= 1)) { return m.time || ""; }
    return "about " + m.expected + (m.time ? " (planned " + m.time + ")" : "");
  }

  function sideName(m, s) {
    var side = m[s];
    if (side && side.name) { return side.name; }
    var ph = s === "a" ? m.placeholderA : m.placeholderB;
    if (ph) { return ph; }
    return m.status === "completed" ? "bye" : "to be decided";
  }

  var DECISIONS = { hikiwake: "draw (hikiwake)", kiken: "kiken", "kiken-voluntary": "kiken", "kiken-injury": "kiken (injury)",
    fusenpai: "fusenpai", fusensho: "fusensho", daihyosen: "daihyosen", "kachinuki-exhaustion": "kachinuki",
    "ippon-shobu": "ippon shobu" };
  function decision(code) { return DECISIONS[code] || ""; }

  return {
    h: h, json: json, start: start, showState: showState, ago: ago, marks: marks, label: label, sideName: sideName, when: when,
    roundName: roundName, decision: decision,
    hallNow: function () { return Date.now() + state.offset; },
    isLive: function () { return state.live; }
  };
})();
