/* The TV scoreboards: display.html?court=A (shiro left, aka right; &mirror=1 the other way round for
   the referees' side), display.html for every court at once, &overlay=1 on a transparent background
   for a stream. The match clock, when the hall runs one, is counted here between its events. */
"use strict";
(function () {
  var h = Live.h, t = Live.t;
  var q = new URLSearchParams(location.search);
  var court = q.get("court") || "", mirror = q.get("mirror") === "1", overlay = q.get("overlay") === "1";
  var site = null, clocks = {}, pending = null;
  var root = document.getElementById("board");
  document.documentElement.classList.toggle("overlay", overlay);
  document.documentElement.classList.toggle("single", !!court);

  function courtOf(name) { return site.courts.filter(function (c) { return c.court === name; })[0]; }

  /* The time left now; below zero only in an open-ended encho, whose reading goes below zero as it
     runs (docs/api.md, "The match clock"), so that its minus is the time elapsed. */
  function remaining(clock) {
    var left = clock.running ? clock.remainingMillis - (Live.hallNow() - clock.at) : clock.remainingMillis;
    return clock.period === "encho" && clock.remainingMillis <= 0 ? left : Math.max(0, left);
  }
  function clockText(ms) {
    var up = ms < 0, s = up ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
    return (up ? "+" : "") + Math.floor(s / 60) + ":" + (s % 60 < 10 ? "0" : "") + (s % 60);
  }
  function clockFor(c) {
    var k = clocks[c.court];
    if (!k || !c.running || (k.matchId && k.matchId !== c.running.id)
        || (k.competitionId && k.competitionId !== c.running.competitionId)) { return null; }
    return k;
  }

  function half(m, s, big) {
    var x = (m && m[s]) || {};
    var won = m && m.winner === s;
    return h("div", { class: "half " + (s === "a" ? "aka" : "shiro") + (won ? " won" : "") },
      h("div", { class: "corner", text: s === "a" ? t("board.aka") : t("board.shiro") }),
      h("div", { class: "name", text: m ? Live.sideName(m, s) : "" }),
      big && x.dojo && x.dojo !== x.name ? h("div", { class: "dojo", text: x.dojo }) : null,
      h("div", { class: "marks", text: team(m) ? String(wins(m, s)) : Live.marks(x.ippons) }),
      team(m) ? h("div", { class: "corner", text: Live.tn("board.boutsWon", wins(m, s)) }) : null,
      h("div", { class: "fouls", "aria-label": t("match.fouls", [x.hansoku || 0, Live.term("hansoku")]), text: x.hansoku ? "▲".repeat(x.hansoku) : "" }));
  }

  /* A team encounter shows the bouts each side has won, its bouts listed below. */
  function team(m) { return m && m.bouts && m.bouts.length > 0; }
  function wins(m, s) { return m.bouts.filter(function (b) { return b.winner === s; }).length; }

  function sides(m, big) {
    var left = mirror ? "a" : "b", right = mirror ? "b" : "a";
    return h("div", { class: "sides" }, half(m, left, big), half(m, right, big));
  }

  function middle(c, m) {
    var k = clockFor(c);
    return h("div", { class: "middle" },
      k ? h("div", { class: "clock" + (k.running ? " running" : ""), "data-court": c.court, text: clockText(remaining(k)) }) : null,
      m && (m.encho || (k && k.period === "encho")) ? h("div", { class: "encho", text: encho(m) }) : null,
      m && Live.decision(m.decision) ? h("div", { class: "encho", text: Live.decision(m.decision) }) : null);
  }

  /* ENCHO, ENCHO 2; 延長 in Japanese. */
  function encho(m) {
    var word = Live.term("encho").toLocaleUpperCase(Live.lang());
    return m.encho > 1 ? t("match.encho", [word, m.encho]) : word;
  }

  function teamBouts(m) {
    if (!m || !m.bouts || !m.bouts.length) { return null; }
    var left = mirror ? "a" : "b";
    return h("div", { class: "tbouts" }, m.bouts.map(function (b) {
      var l = left === "a" ? [b.a, b.ipponsA, b.hansokuA] : [b.b, b.ipponsB, b.hansokuB];
      var r = left === "a" ? [b.b, b.ipponsB, b.hansokuB] : [b.a, b.ipponsA, b.hansokuA];
      return h("div", { class: "tbout" }, h("span", { text: l[0] + " " + Live.marks(l[1]) + (l[2] ? " ▲" + l[2] : "") }),
        h("span", { class: "pos", text: b.position < 0 ? t("board.daihyosen") : String(b.position + 1) }),
        h("span", { text: Live.marks(r[1]) + (r[2] ? " ▲" + r[2] : "") + " " + r[0] }));
    }));
  }

  function nextLine(c, n) {
    return c.next.slice(0, n).map(function (m, i) {
      return h("div", { class: "nextm" }, h("span", { class: "when", text: i === 0 ? t("board.next") : t("board.then") }),
        h("span", { text: Live.sideName(m, mirror ? "a" : "b") + " – " + Live.sideName(m, mirror ? "b" : "a") }),
        h("span", { class: "quiet", text: [m.competition, Live.when(m)].filter(Boolean).join(" · ") }));
    });
  }

  function single(c) {
    var m = c.running;
    var title = [t("court.title", [c.court])].concat(m ? [m.competition, Live.label(m)] : []).join(" · ");
    if (overlay) {
      return h("div", { class: "bar" }, h("div", { class: "ctitle", text: title }), sides(m, false), middle(c, m));
    }
    return h("div", { class: "screen" }, h("header", { class: "ctitle", text: title }),
      m ? sides(m, true) : h("div", { class: "idle", text: t("board.idle") }),
      middle(c, m), teamBouts(m),
      h("footer", null, h("div", { class: "nexts" }, nextLine(c, 2)),
        h("div", { class: "qr" }, h("img", { src: "data/qr.svg", alt: "",
          onerror: function (e) { e.target.parentNode.hidden = true; } }), h("span", { text: t("board.phone") }))));
  }

  function every() {
    return h("div", { class: "grid n" + Math.min(site.courts.length, 6) }, site.courts.map(function (c) {
      var m = c.running;
      return h("section", { class: "mini" }, h("header", { class: "ctitle" }, h("strong", { text: t("court.title", [c.court]) }),
        h("span", { text: " · " + (m ? m.competition + " · " + Live.label(m) : t("board.idleShort")) })),
        sides(m, false), middle(c, m), h("div", { class: "nexts" }, nextLine(c, 1)));
    }));
  }

  function render() {
    root.textContent = "";
    if (court && !courtOf(court)) {
      root.appendChild(h("p", { class: "idle", text: t("board.noCourt", [court]) }));
      return;
    }
    root.appendChild(court ? single(courtOf(court)) : every());
    if (!overlay) { document.title = [court ? t("court.title", [court]) : t("board.allCourts"), site.name].filter(Boolean).join(" · "); }
    document.body.setAttribute("data-shown", String(Date.now())); // when this page last showed new data
  }

  function tick() {
    Array.prototype.forEach.call(document.querySelectorAll(".clock"), function (el) {
      var k = clocks[el.getAttribute("data-court")];
      if (k) { el.textContent = clockText(remaining(k)); }
    });
  }

  function loadClocks() {
    if (!Live.isLive()) { return Promise.resolve(); }
    var names = court ? [court] : site.courts.map(function (c) { return c.court; });
    return Promise.all(names.map(function (n) {
      return fetch("api/courts/" + encodeURIComponent(n) + "/clock", { cache: "no-store" }).then(function (r) {
        if (r.ok) { return r.json().then(function (k) { clocks[n] = k; }); }
        delete clocks[n]; // 404: no clock on this court, so none is shown
      }).catch(function () { /* the status line says the hall is away */ });
    }));
  }

  function changed(note) {
    if (pending) { return; }
    pending = setTimeout(function () {
      pending = null;
      Live.json("data/site.json").then(function (s) { site = s; return note ? null : loadClocks(); }).then(render)
        .catch(function () { Live.showState(); });
    }, 20);
  }

  Live.words().then(function () { return Live.json("data/site.json"); }).then(function (s) {
    site = s;
    Live.start(s, { change: changed, reload: function () { changed(null); },
      clock: function (k) { clocks[k.court] = k; render(); } });
    return loadClocks();
  }).then(function () {
    render();
    setInterval(tick, 200);
  }).catch(function () {
    root.textContent = t("board.unreachable");
    setTimeout(function () { location.reload(); }, 10000);
  });
})();
