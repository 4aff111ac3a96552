/* The spectators' pages: Now, Competitions, Competitors (with the watchlist) and Displays, one page
   switched by the address's #part so a phone loads it once. Text only ever goes in as text nodes. */
"use strict";
(function () {
  var h = Live.h, t = Live.t, tn = Live.tn;
  var WATCH_KEY = "taikai.watchlist";
  var trees = {};
  var STATUS = ["setup", "draw-ready", "pools", "playoffs", "completed"];
  var site = null, view = { name: "now", id: "", person: "" }, cache = {}, competitors = null, pending = null;
  var main = document.getElementById("main");

  /* ---- the watchlist, kept in this browser only ---- */
  function watched() {
    try { return JSON.parse(localStorage.getItem(WATCH_KEY) || "[]"); } catch (e) { return []; }
  }
  function isWatched(id) { return watched().some(function (w) { return w.id === id; }); }
  function toggleWatch(p) {
    var list = watched().filter(function (w) { return w.id !== p.id; });
    if (!isWatched(p.id)) { list.push({ id: p.id, name: p.name, competitionId: p.competitionId }); }
    localStorage.setItem(WATCH_KEY, JSON.stringify(list));
    warnings();
  }
  function watchButton(p) {
    var on = isWatched(p.id);
    var b = h("button", { class: "watch" + (on ? " on" : ""), type: "button", "aria-pressed": on ? "true" : "false",
      title: on ? t("watch.stop") : t("watch.start"),
      text: on ? t("watch.on") : t("watch.off") });
    b.addEventListener("click", function (e) {
      e.preventDefault();
      toggleWatch(p);
      var now = isWatched(p.id);
      b.className = "watch" + (now ? " on" : "");
      b.textContent = now ? t("watch.on") : t("watch.off");
      b.title = now ? t("watch.stop") : t("watch.start");
      b.setAttribute("aria-pressed", now ? "true" : "false");
    });
    return b;
  }

  /* A watched fighter fighting now, up next or on deck on any court: said at the top of every page. */
  function warnings() {
    var box = document.getElementById("alerts");
    box.textContent = "";
    if (!site) { return; }
    var ids = {};
    watched().forEach(function (w) { ids[w.id] = w; });
    site.courts.forEach(function (c) {
      var slots = [[c.running, "alert.now"], [c.next[0], "alert.next"], [c.next[1], "alert.deck"]];
      slots.forEach(function (slot) {
        var m = slot[0];
        if (!m) { return; }
        ["a", "b"].forEach(function (s) {
          var w = m[s] && ids[m[s].id];
          if (w) {
            var details = [m.competition, Live.label(m)];
            if (m !== c.running && Live.when(m)) { details.push(Live.when(m, true)); }
            box.appendChild(h("div", { class: "alert" + (slot[1] === "alert.now" ? " now" : "") },
              Live.parts(slot[1], [h("strong", { text: w.name }), c.court, Live.list(details)])));
          }
        });
      });
    });
  }

  /* ---- pieces ---- */
  function score(side) {
    var fouls = side && side.hansoku ? h("span", { class: "fouls", title: t("match.fouls", [side.hansoku, Live.term("hansoku")]),
      text: "▲".repeat(side.hansoku) }) : null;
    return h("span", { class: "marks" }, h("span", { text: Live.marks(side && side.ippons) }), fouls);
  }

  function matchRow(m, opts) {
    opts = opts || {};
    var done = m.status === "completed";
    var row = h("div", { class: "match " + m.status },
      h("div", { class: "meta" },
        h("span", { text: (opts.competition ? m.competition + " · " : "") + Live.label(m) }),
        h("span", { class: "where", text: [m.court ? t("match.court", [m.court]) : "", done ? Live.time(m.time) : Live.when(m)].filter(Boolean).join(" · ") })),
      side(m, "b", done), side(m, "a", done),
      m.encho || Live.decision(m.decision) ? h("div", { class: "extra", text: [m.encho ? t("match.encho", [Live.term("encho"), m.encho]) : "",
        Live.decision(m.decision)].filter(Boolean).join(" · ") }) : null,
      m.bouts && m.bouts.length ? bouts(m) : null,
      opts.lineups !== false && m.lineups && m.status !== "completed" ? lineup(m) : null);
    return row;
  }

  function side(m, s, done) {
    var x = m[s] || {};
    var win = m.winner === s;
    return h("div", { class: "side " + (s === "a" ? "aka" : "shiro") + (win ? " won" : "") + (done && !win ? " lost" : "") },
      h("span", { class: "flag", title: s === "a" ? t("side.aka") : t("side.shiro") }),
      h("span", { class: "who" }, h("span", { class: "name", text: Live.sideName(m, s) }),
        x.dojo && x.dojo !== x.name ? h("span", { class: "dojo", text: x.dojo }) : null),
      score(x));
  }

  function bouts(m) {
    return h("table", { class: "bouts" }, h("tbody", null, m.bouts.map(function (b) {
      return h("tr", { class: b.winner ? "done" : "" },
        h("td", { class: "pos", text: b.position < 0 ? Live.term("daihyosen") : String(b.position + 1) }),
        h("td", { class: "n" + (b.winner === "b" ? " won" : ""), text: b.b }),
        h("td", { class: "s", text: Live.marks(b.ipponsB) + (b.hansokuB ? " ▲" + b.hansokuB : "") }),
        h("td", { class: "s", text: Live.marks(b.ipponsA) + (b.hansokuA ? " ▲" + b.hansokuA : "") }),
        h("td", { class: "n" + (b.winner === "a" ? " won" : ""), text: b.a }));
    })));
  }

  function lineup(m) {
    if (!m.lineups) { return null; }
    var rows = ["b", "a"].map(function (s) {
      var l = m.lineups[s] || {}, keys = Object.keys(l);
      return keys.length ? h("p", { class: "lineup" }, h("strong", { text: Live.sideName(m, s) + ": " }),
        keys.map(function (k) { return k + " " + l[k]; }).join(", ")) : null;
    });
    return rows;
  }

  /* ---- Now ---- */
  function renderNow() {
    var courts = site.courts.map(function (c) {
      return h("section", { class: "court card", id: "court-" + c.court },
        h("h2", null, t("court.title", [c.court]), h("a", { class: "small", href: display(c.court),
          text: t("court.scoreboard") })),
        c.running ? [h("p", { class: "label now", text: t("court.now") }), matchRow(c.running, { competition: true })]
          : h("p", { class: "quiet", text: t("court.idle") }),
        c.next.length ? h("p", { class: "label", text: t("court.next") }) : null,
        c.next.map(function (m, i) { return h("div", { class: "next" + (i === 0 ? " first" : "") }, matchRow(m, { competition: true, lineups: false })); }));
    });
    return [h("div", { class: "courts" }, courts)];
  }

  /* ---- Competitions ---- */
  function renderCompetitions() {
    return [h("div", { class: "list" }, site.competitions.map(function (c) {
      var pct = c.total ? Math.round(100 * c.done / c.total) : 0;
      return h("a", { class: "card competition", href: "#c/" + encodeURIComponent(c.id) },
        h("strong", { text: c.name }),
        h("span", { class: "quiet", text: tn("competition.progress", c.done, [c.total,
          STATUS.indexOf(c.status) >= 0 ? t("competition." + c.status) : c.status]) }),
        h("progress", { max: "100", value: String(pct), "aria-label": t("competition.done",
          [new Intl.NumberFormat(Live.lang(), { style: "percent" }).format(pct / 100)]) }));
    }))];
  }

  function renderCompetition(c) {
    var parts = [h("h2", { text: c.name })];
    if (c.podium.length) {
      parts.push(h("ol", { class: "podium card" }, c.podium.map(function (p) {
        return h("li", { class: "place" + p.place }, h("span", { class: "medal", text: String(p.place) }),
          h("span", { text: p.name }), p.dojo ? h("span", { class: "dojo", text: p.dojo }) : null);
      })));
    }
    if (c.bracket) { parts.push(h("h3", { text: t("competition.knockout") }), bracket(c)); }
    c.pools.forEach(function (p) {
      var matches = c.matches.filter(function (m) { return m.pool === p.name; });
      if (!matches.length && c.pools.length === 1) { matches = c.matches; }
      var name = p.whole ? t("pool." + p.whole) : p.name;
      parts.push(h("section", { class: "card pool" }, h("h3", { text: p.complete ? name : t("pool.inProgress", [name]) }),
        table(p), h("details", null, h("summary", { text: tn("pool.matches", matches.length) }), matches.map(function (m) { return matchRow(m); }))));
    });
    if (!c.pools.length && !c.bracket) { parts.push(h("p", { class: "quiet", text: t("competition.notDrawn") })); }
    return parts;
  }

  function table(p) {
    return h("div", { class: "scroll" }, h("table", { class: "standings" },
      h("thead", null, h("tr", null, ["place", "name", "wins", "draws", "losses", "points", "tieBreak"].map(function (k, i) {
        return h("th", { class: i > 1 && i < 6 ? "num" : "", text: t("table." + k) });
      }))),
      h("tbody", null, p.rows.map(function (r) {
        return h("tr", { class: r.qualified ? "qualified" : "" }, h("td", { text: Live.number(r.place) }),
          h("td", { class: "who" }, h("span", { class: "name", text: r.name }),
            r.dojo && r.dojo !== r.name ? h("span", { class: "dojo", text: r.dojo }) : null),
          h("td", { class: "num", text: Live.number(r.wins) }), h("td", { class: "num", text: Live.number(r.draws) }),
          h("td", { class: "num", text: Live.number(r.losses) }),
          h("td", { class: "num", text: Live.number(r.pointsWon) + "–" + Live.number(r.pointsLost) }),
          h("td", { class: "tie", text: r.tieBreak ? t("tie." + r.tieBreak) : "" }));
      }))));
  }

  /* The tree: rounds as columns, panned with a finger or the mouse, zoomed with two fingers, the wheel or the buttons. */
  function bracket(c) {
    var tree = h("div", { class: "tree" }, c.bracket.rounds.map(function (round, i) {
      return h("div", { class: "round" }, h("div", { class: "round-name", text: round.length ? Live.roundName(round[0].fromFinal || (c.bracket.rounds.length - i)) : "" }),
        h("div", { class: "nodes" }, round.map(function (m) { return m.hidden ? h("div", { class: "node gap" }) : node(m); })));
    }), c.bracket.bronze ? h("div", { class: "round" }, h("div", { class: "round-name", text: t("round.third") }), h("div", { class: "nodes" }, node(c.bracket.bronze))) : null);
    var viewport = h("div", { class: "viewport", tabindex: "0", "aria-label": t("bracket.help") }, tree);
    var at = trees[c.id] || (trees[c.id] = { x: 0, y: 0, s: 1 }), pts = {}, startDist = 0, startS = 1, last = null;
    setTimeout(apply, 0);
    function apply() { tree.style.transform = "translate(" + at.x + "px," + at.y + "px) scale(" + at.s + ")"; }
    function zoom(f) { at.s = Math.max(0.3, Math.min(3, at.s * f)); apply(); }
    viewport.addEventListener("pointerdown", function (e) { pts[e.pointerId] = e; viewport.setPointerCapture(e.pointerId); last = e;
      var ids = Object.keys(pts); if (ids.length === 2) { startDist = dist(); startS = at.s; } });
    viewport.addEventListener("pointermove", function (e) {
      if (!pts[e.pointerId]) { return; }
      var ids = Object.keys(pts);
      if (ids.length === 1 && last) { at.x += e.clientX - last.clientX; at.y += e.clientY - last.clientY; last = e; apply(); }
      pts[e.pointerId] = e;
      if (ids.length === 2 && startDist) { at.s = Math.max(0.3, Math.min(3, startS * dist() / startDist)); apply(); }
    });
    function up(e) { delete pts[e.pointerId]; last = null; startDist = 0; }
    viewport.addEventListener("pointerup", up);
    viewport.addEventListener("pointercancel", up);
    viewport.addEventListener("wheel", function (e) { e.preventDefault(); zoom(e.deltaY < 0 ? 1.1 : 0.9); }, { passive: false });
    function dist() { var p = Object.keys(pts).map(function (k) { return pts[k]; });
      return Math.hypot(p[0].clientX - p[1].clientX, p[0].clientY - p[1].clientY) || 1; }
    var tools = h("div", { class: "tools" },
      h("button", { type: "button", text: "+", "aria-label": t("bracket.zoomIn"), onclick: function () { zoom(1.25); } }),
      h("button", { type: "button", text: "−", "aria-label": t("bracket.zoomOut"), onclick: function () { zoom(0.8); } }),
      h("button", { type: "button", text: t("bracket.reset"), onclick: function () { at.x = 0; at.y = 0; at.s = 1; apply(); } }));
    return h("div", { class: "bracket" }, tools, viewport);
  }

  function node(m) {
    var done = m.status === "completed";
    return h("div", { class: "node " + m.status },
      h("div", { class: "node-meta", text: [m.number ? t("label.match", [m.number]) : "", m.court ? t("match.court", [m.court]) : "", Live.time(m.time)].filter(Boolean).join(" · ") || " " }),
      ["a", "b"].map(function (s) {
        return h("div", { class: "slot " + (s === "a" ? "aka" : "shiro") + (m.winner === s ? " won" : done ? " lost" : "") },
          h("span", { class: "name", text: Live.sideName(m, s) }), h("span", { class: "pts", text: Live.marks(m[s] && m[s].ippons) }));
      }));
  }

  /* ---- Competitors ---- */
  function fold(s) { return (s || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase(); }

  function renderCompetitors() {
    var input = h("input", { type: "search", id: "search", placeholder: t("search.placeholder"), autocomplete: "off",
      "aria-label": t("search.label"), value: view.query || "" });
    var results = h("div", { class: "results", id: "results" });
    function run() {
      view.query = input.value;
      results.textContent = "";
      var q = fold(input.value.trim());
      var list = (competitors || []).filter(function (p) {
        if (!q) { return isWatched(p.id); }
        return fold(p.name).indexOf(q) >= 0 || fold(p.dojo).indexOf(q) >= 0 || fold(p.number) === q
          || (p.members || []).some(function (n) { return fold(n).indexOf(q) >= 0; });
      }).slice(0, 60);
      if (!q) { results.appendChild(h("p", { class: "quiet", text: list.length ? t("search.watchlist") : t("search.hint") })); }
      else if (!list.length) { results.appendChild(h("p", { class: "quiet", text: t("search.none", [input.value.trim()]) })); }
      list.forEach(function (p) {
        results.appendChild(h("div", { class: "card person" },
          h("a", { href: "#p/" + encodeURIComponent(p.competitionId) + "/" + encodeURIComponent(p.id) },
            h("strong", { class: "name", text: p.name }),
            h("span", { class: "dojo", text: [p.number ? t("person.number", [p.number]) : "", p.dojo, p.competition].filter(Boolean).join(" · ") })),
          watchButton(p)));
      });
    }
    input.addEventListener("input", run);
    run();
    return [h("div", { class: "search" }, input), results];
  }

  function renderPerson(c) {
    var p = (competitors || []).filter(function (x) { return x.id === view.person && x.competitionId === view.id; })[0];
    if (!p) { return [h("p", { class: "quiet", text: t("person.missing") })]; }
    var all = c.matches.slice();
    if (c.bracket) { c.bracket.rounds.forEach(function (r) { all = all.concat(r); }); if (c.bracket.bronze) { all.push(c.bracket.bronze); } }
    var mine = all.filter(function (m) { return !m.hidden && ((m.a && m.a.id === p.id) || (m.b && m.b.id === p.id)); });
    var won = mine.filter(function (m) { return m.status === "completed" && m[m.winner] && m[m.winner].id === p.id; }).length;
    var done = mine.filter(function (m) { return m.status === "completed"; }).length;
    return [h("div", { class: "card person-head" }, h("div", null, h("h2", { text: p.name }),
      h("p", { class: "dojo", text: [p.number ? t("person.number", [p.number]) : "", p.dojo, p.competition].filter(Boolean).join(" · ") }),
      p.members && p.members.length ? h("p", { class: "quiet", text: t("person.team", [Live.list(p.members)]) }) : null,
      h("p", { text: done ? t("person.record", [won, done]) : t("person.noneFought") })), watchButton(p)),
      h("h3", { text: t("person.matches") }), mine.length ? mine.map(function (m) { return matchRow(m); }) : h("p", { class: "quiet", text: t("person.noneDrawn") })];
  }

  /* ---- Displays ---- */
  function renderDisplays() {
    var links = site.courts.map(function (c) {
      var q = display(c.court);
      return h("li", null, h("a", { href: q, text: t("court.title", [c.court]) }), " · ",
        h("a", { href: q + "&mirror=1", text: t("displays.mirrored") }), " · ",
        h("a", { href: q + "&overlay=1", text: t("displays.overlay") }));
    });
    return [h("div", { class: "card" }, h("p", { text: t("displays.intro") }),
      h("ul", { class: "displays" }, h("li", null, h("a", { href: display(""), text: t("displays.every") })), links))];
  }

  /* A scoreboard's address, in the language chosen here (a TV opened from this phone speaks it too). */
  function display(court) {
    var q = new URLSearchParams();
    if (court) { q.set("court", court); }
    if (Live.lang() !== "en") { q.set("lang", Live.lang()); }
    var query = q.toString();
    return "display.html" + (query ? "?" + query : "");
  }

  /* ---- switching pages ---- */
  function parseHash() {
    var parts = (location.hash || "#now").substring(1).split("/").map(decodeURIComponent);
    view = { name: parts[0] || "now", id: parts[1] || "", person: parts[2] || "", query: view.query };
    if (["now", "competitions", "c", "competitors", "p", "displays"].indexOf(view.name) < 0) { view.name = "now"; }
  }

  function competition(id) {
    return Live.json("data/c/" + encodeURIComponent(id) + ".json").then(function (c) { cache[id] = c; return c; });
  }

  function render() {
    var tab = { now: "now", competitions: "competitions", c: "competitions", competitors: "competitors", p: "competitors", displays: "displays" }[view.name];
    Array.prototype.forEach.call(document.querySelectorAll("nav.tabs a"), function (a) {
      a.classList.toggle("on", a.getAttribute("href") === "#" + tab);
    });
    var content;
    if ((view.name === "competitors" || view.name === "p") && !competitors) {
      main.textContent = "";
      main.appendChild(h("p", { class: "quiet", text: t("loading") }));
      loadCompetitors().then(render).catch(failed);
      return;
    }
    if (view.name === "now") { content = renderNow(); }
    else if (view.name === "competitions") { content = renderCompetitions(); }
    else if (view.name === "displays") { content = renderDisplays(); }
    else if (view.name === "competitors") { content = renderCompetitors(); }
    else if (view.name === "c" || view.name === "p") {
      var c = cache[view.id];
      if (!c) { content = [h("p", { class: "quiet", text: t("loading") })]; competition(view.id).then(render).catch(failed); }
      else { content = view.name === "c" ? renderCompetition(c) : renderPerson(c); }
    }
    var focused = document.activeElement && document.activeElement.id === "search";
    var x = window.scrollX, y = window.scrollY, same = main.getAttribute("data-view") === view.name + "/" + view.id;
    var open = same ? Array.prototype.map.call(main.querySelectorAll("details"), function (d) { return d.open; }) : [];
    main.textContent = "";
    content.forEach(function (el) { if (el) { if (Array.isArray(el)) { el.forEach(function (e) { if (e) { main.appendChild(e); } }); } else { main.appendChild(el); } } });
    main.setAttribute("data-view", view.name + "/" + view.id);
    Array.prototype.forEach.call(main.querySelectorAll("details"), function (d, i) { if (open[i]) { d.open = true; } });
    if (focused) { var s = document.getElementById("search"); s.focus(); s.setSelectionRange(s.value.length, s.value.length); }
    window.scrollTo(x, y);
    warnings();
    document.body.setAttribute("data-shown", String(Date.now())); // when this page last showed new data
  }

  function load() {
    var wants = [];
    if ((view.name === "c" || view.name === "p") && view.id && !cache[view.id]) { wants.push(competition(view.id)); }
    if ((view.name === "competitors" || view.name === "p") && !competitors) { wants.push(loadCompetitors()); }
    return Promise.all(wants).then(render).catch(failed);
  }

  function loadCompetitors() {
    return Live.json("data/competitors.json").then(function (d) { competitors = d.competitors; });
  }

  function failed(e) {
    if (e && e.status === 404) { main.textContent = ""; main.appendChild(h("p", { class: "quiet", text: t("gone") })); }
    Live.showState();
  }

  /* A change on the feed: the site file always (courts and progress), the open competition when it is the one changed. */
  function changed(note) {
    if (note && note.competitionId && cache[note.competitionId] && note.competitionId !== view.id) { delete cache[note.competitionId]; }
    var refreshCompetitors = !note || /entrant|draw|member|import|check-in|seed/.test(note.action || "");
    if (!note) { cache = {}; }
    if (pending) { return; }
    pending = setTimeout(function () {
      pending = null;
      var work = [Live.json("data/site.json").then(function (s) { site = s; })];
      if ((view.name === "c" || view.name === "p") && view.id) { work.push(competition(view.id)); }
      if (refreshCompetitors && competitors) { work.push(loadCompetitors()); }
      Promise.all(work).then(render).catch(failed);
    }, 30);
  }

  window.addEventListener("hashchange", function () { parseHash(); load(); window.scrollTo(0, 0); });
  parseHash();
  /* The header: the tournament's own name, never translated; "Results" when the folder has none. */
  function title() {
    document.getElementById("title").textContent = site.name || t("page.results");
    document.title = site.name ? t("page.resultsOf", [site.name]) : t("page.results");
  }

  Live.words().then(function () {
    Live.languageSwitch(function () { if (site) { title(); render(); Live.showState(); } });
    return Live.json("data/site.json");
  }).then(function (s) {
    site = s;
    title();
    Live.start(s, { change: changed, reload: function () { changed(null); } });
    return load();
  }).catch(function () {
    main.textContent = "";
    main.appendChild(h("p", { class: "quiet", text: t("unreachable") }));
    setTimeout(function () { location.reload(); }, 10000);
  });
})();
