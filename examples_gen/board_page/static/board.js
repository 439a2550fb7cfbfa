/* ilp board: the page's script.  Hand-written, no framework, no build step, nothing fetched
   from another host.  It reads the query parameters of contracts §6, asks the server's JSON API
   (examples_gen/board_page/app.py) and keeps the attributes other tools read up to date:
   #board[data-result, data-rows, data-cols, data-mines], a tile per cell with data-row,
   data-col, data-state, and #moves with one element per move played (data-row, data-col,
   data-action, data-reason, data-p).  Every text from the server is set with textContent. */
"use strict";
(() => {
  const HIDDEN = -1, FLAG = -2;
  const PALETTE = ["#e8871e", "#8e44ad", "#16a085", "#c0392b", "#34495e", "#b7950b", "#2e86c1",
                   "#7d3c98"];
  const $ = (sel) => document.querySelector(sel);

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "style") e.style.cssText = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? "" : String(v));
    }
    for (const kid of kids.flat()) if (kid !== null && kid !== undefined && kid !== false) {
      e.append(kid instanceof Node ? kid : String(kid));
    }
    return e;
  }

  const state = {
    config: null, mode: "watch", autoplay: false, game: {}, busy: 0,
    watch: null, play: null, analyse: null, games: null, source: "pasted board",
    overlays: [], focus: null,
  };

  // ---------------------------------------------------------------- the server
  async function api(path, body, method) {
    const opts = {method: method || (body === undefined ? "GET" : "POST"), headers: {}};
    if (body !== undefined) {
      opts.headers["Content-Type"] = "application/json";
      opts.body = JSON.stringify(body);
    }
    busy(+1);
    try {
      const r = await fetch(path, opts);
      let data = null;
      try { data = await r.json(); } catch (e) { data = null; }
      if (!r.ok) {
        const d = data && data.detail;
        throw new Error(typeof d === "string" ? d : d ? JSON.stringify(d) : `HTTP ${r.status}`);
      }
      return data;
    } finally {
      busy(-1);
    }
  }

  function busy(delta) {
    state.busy += delta;
    document.body.classList.toggle("busy", state.busy > 0);
  }

  function showError(message) {
    const box = $("#error");
    box.hidden = !message;
    box.textContent = message ? `error: ${message}` : "";
  }

  // ---------------------------------------------------------------- settings and the address
  function readParams() {
    const q = new URLSearchParams(location.search);
    const g = {first_move: q.get("first-move") || "safe", first_click: q.get("first-click") || "corner",
               fallback: q.get("fallback") || "local", seed: Math.max(0, parseInt(q.get("seed"), 10) || 0)};
    const size = q.get("size");
    if (size && q.get("mines") !== null) {
      const [r, c] = size.toLowerCase().split("x").map((x) => parseInt(x, 10));
      Object.assign(g, {rows: r, cols: c, mines: parseInt(q.get("mines"), 10)});
    } else {
      g.preset = q.get("preset") || "classic-beginner";
    }
    state.game = g;
    const mode = q.get("mode");
    state.mode = ["watch", "play", "analyse", "games"].includes(mode) ? mode : "watch";
    state.autoplay = q.get("autoplay") === "1";
    if (q.get("games")) $("#games-n").value = q.get("games");
  }

  function writeParams() {
    const g = state.game, q = new URLSearchParams();
    if (g.preset) q.set("preset", g.preset);
    else { q.set("size", `${g.rows}x${g.cols}`); q.set("mines", g.mines); }
    q.set("seed", g.seed);
    q.set("first-move", g.first_move);
    q.set("first-click", g.first_click);
    q.set("fallback", g.fallback);
    if (state.mode !== "watch") q.set("mode", state.mode);
    history.replaceState(null, "", `${location.pathname}?${q}`);
  }

  function fillSelect(sel, values, labels) {
    sel.textContent = "";
    values.forEach((v, i) => sel.append(el("option", {value: v}, labels ? labels[i] : v)));
  }

  function fillSettings() {
    const c = state.config, g = state.game;
    const presets = Object.keys(c.presets);
    fillSelect($("#preset"), [...presets, "custom"],
               [...presets.map((p) => `${p} ${c.presets[p][0]}×${c.presets[p][1]}, ${c.presets[p][2]} mines`), "custom size"]);
    fillSelect($("#first-move"), c.first_moves);
    fillSelect($("#first-click"), c.first_clicks);
    fillSelect($("#fallback"), c.fallbacks);
    $("#preset").value = g.preset || "custom";
    $("#custom-size").hidden = !!g.preset;
    const size = g.preset ? c.presets[g.preset] : [g.rows, g.cols, g.mines];
    if (size) [$("#rows").value, $("#cols").value, $("#mines").value] = size;
    $("#seed").value = g.seed;
    $("#first-move").value = g.first_move;
    $("#first-click").value = g.first_click;
    $("#fallback").value = g.fallback;
  }

  function readSettings() {
    const p = $("#preset").value;
    const g = {first_move: $("#first-move").value, first_click: $("#first-click").value,
               fallback: $("#fallback").value, seed: Math.max(0, parseInt($("#seed").value, 10) || 0)};
    if (p === "custom") {
      Object.assign(g, {rows: parseInt($("#rows").value, 10), cols: parseInt($("#cols").value, 10),
                        mines: parseInt($("#mines").value, 10)});
    } else {
      g.preset = p;
    }
    state.game = g;
    writeParams();
  }

  function gameSpec() {
    const g = state.game;
    const spec = {first_move: g.first_move, first_click: g.first_click, fallback: g.fallback, seed: g.seed};
    if (g.preset) spec.preset = g.preset;
    else Object.assign(spec, {rows: g.rows, cols: g.cols, mines: g.mines});
    return spec;
  }

  function sizeOf(g) {
    if (g.preset) {
      const [rows, cols, mines] = state.config.presets[g.preset];
      return {rows, cols, mines};
    }
    return {rows: g.rows, cols: g.cols, mines: g.mines};
  }

  // ---------------------------------------------------------------- the board
  let tiles = [];

  function buildBoard(rows, cols, mines) {
    const b = $("#board");
    b.textContent = "";
    Object.assign(b.dataset, {rows, cols, mines, result: "playing"});
    // tiles as big as the column allows (44 px at most, 14 at least: then it scrolls)
    const avail = ($("#board-wrap").clientWidth || 800) - 12;
    const size = Math.max(14, Math.min(44, Math.floor((avail - 2 * (cols - 1)) / cols),
                                       Math.floor(640 / rows)));
    b.style.setProperty("--tile", `${size}px`);
    b.style.gridTemplateColumns = `repeat(${cols}, var(--tile))`;
    tiles = [];
    for (let r = 0; r < rows; r++) {
      const row = [];
      for (let c = 0; c < cols; c++) {
        const t = el("div", {class: "tile", "data-row": r, "data-col": c, "data-state": "hidden"},
                     el("span", {class: "num"}), el("span", {class: "bars"}));
        b.append(t);
        row.push(t);
      }
      tiles.push(row);
    }
  }

  const hiddenCells = (rows, cols) => Array.from({length: rows}, () => Array(cols).fill(HIDDEN));

  function boardText(cells, mines) {
    const ch = (v) => (v === HIDDEN ? "." : v === FLAG ? "F" : String(v));
    return `mines ${mines}\n${cells.map((row) => row.map(ch).join("")).join("\n")}\n`;
  }

  /* view: {cells, result, minesAt, exploded, last}; the overlays in state.overlays. */
  function paint(view) {
    state.view = view;
    const b = $("#board"), mines = new Set((view.minesAt || []).map(([r, c]) => `${r},${c}`));
    b.dataset.result = view.result || "playing";
    view.cells.forEach((row, r) => row.forEach((v, c) => {
      const t = tiles[r][c];
      let s = v === HIDDEN ? "hidden" : v === FLAG ? "flag" : String(v);
      if (view.result === "lost" && v === HIDDEN && mines.has(`${r},${c}`)) s = "mine";
      t.dataset.state = s;
      t.className = "tile";
      t.style.boxShadow = "";
      t.removeAttribute("title");
      for (const a of ["marks", "prob", "rule", "verdict"]) delete t.dataset[a];
      t.querySelector(".num").textContent = v > 0 ? String(v) : "";
      t.querySelector(".bars").textContent = "";
      const badge = t.querySelector(".badge");
      if (badge) badge.remove();
    }));
    if (view.exploded) tiles[view.exploded[0]][view.exploded[1]].classList.add("exploded");
    if (view.last) tiles[view.last[0]][view.last[1]].classList.add("last-move");
    for (const layer of state.overlays) drawLayer(layer);
  }

  function addMark(t, mark) {
    t.dataset.marks = t.dataset.marks ? `${t.dataset.marks} ${mark}` : mark;
  }

  function drawLayer(layer) {
    const focus = state.focus;
    const shown = (v) => !focus || focus.has(v);
    if (layer.kind === "marks") {
      for (const [list, letter, verdict] of [[layer.safe, "S", "safe"], [layer.mine, "M", "mine"]]) {
        for (const {tile: [r, c], rule} of list) {
          const t = tiles[r][c];
          t.dataset.rule = rule;
          t.dataset.verdict = verdict;
          t.title = `${rule} proves this tile ${verdict === "safe" ? "safe" : "a mine"}: click for the proof`;
          t.append(el("span", {class: `badge ${letter}`}, letter));
        }
      }
    } else if (layer.kind === "proof") {
      if (layer.zone && shown(layer.zone.var)) {
        for (const [r, c] of layer.zone.tiles) { tiles[r][c].classList.add("zone"); addMark(tiles[r][c], "zone"); }
      }
      for (const s of layer.sets) {
        if (!shown(s.var)) continue;
        for (const [r, c] of s.tiles) {
          tiles[r][c].querySelector(".bars").append(el("i", {style: `background:${s.color}`, title: s.var}));
          addMark(tiles[r][c], s.var);
        }
        if (s.source) {
          const t = tiles[s.source[0]][s.source[1]];
          t.style.boxShadow = `inset 0 0 0 3px ${s.color}`;
          t.classList.add("source");
          addMark(t, `source-${s.var}`);
        }
      }
      if (focus) {
        const lit = new Set();
        if (layer.zone && focus.has(layer.zone.var)) layer.zone.tiles.forEach(([r, c]) => lit.add(`${r},${c}`));
        for (const s of layer.sets) if (focus.has(s.var)) {
          s.tiles.forEach(([r, c]) => lit.add(`${r},${c}`));
          if (s.source) lit.add(`${s.source[0]},${s.source[1]}`);
        }
        for (const [r, c] of layer.focusTiles || []) lit.add(`${r},${c}`);
        tiles.flat().forEach((t) => { if (!lit.has(`${t.dataset.row},${t.dataset.col}`)) t.classList.add("dim"); });
      }
      const [r, c] = layer.decided;
      tiles[r][c].classList.add("decided", layer.target === "safe" ? "safe" : "mine");
      addMark(tiles[r][c], "decided");
    } else if (layer.kind === "probs") {
      layer.grid.forEach((row, r) => row.forEach((p, c) => {
        if (p === null || p === undefined) return;
        const t = tiles[r][c];
        if (t.dataset.state !== "hidden") return;
        t.dataset.prob = String(p);
        t.style.background = `hsl(${Math.round(120 * (1 - p))}, 62%, ${80 - 8 * p}%)`;
        t.querySelector(".num").textContent = "";
        t.querySelector(".num").append(el("span", {class: "prob"}, probText(p)));
        t.title = `P(mine) = ${pct(p, 1)}`;
      }));
      if (layer.chosen) {
        const t = tiles[layer.chosen[0]][layer.chosen[1]];
        t.classList.add("decided");
        addMark(t, "decided");
      }
    }
  }

  /* A probability in percent, as the tile has room for it: one decimal on big tiles. */
  function probText(p) {
    const big = parseFloat($("#board").style.getPropertyValue("--tile")) >= 30;
    if (p === 0 || p === 1) return String(100 * p);
    return big ? (100 * p).toFixed(1) : String(Math.round(100 * p));
  }

  function repaint() { if (state.view) paint(state.view); }

  const pct = (p, digits) => `${(100 * p).toFixed(digits)}%`;
  const tileName = (t) => `(${t[0]}, ${t[1]})`;

  // ---------------------------------------------------------------- the moves list
  function moveItem(m, i) {
    const why = m.reason === "guess" ? `guess, P(mine) ${m.p === null || m.p === undefined ? "?" : pct(m.p, 1)}`
      : m.reason ? m.reason : "";
    const li = el("li", {"data-row": m.row, "data-col": m.col, "data-action": m.action,
                         "data-reason": m.reason, "data-p": m.reason === "guess" && m.p !== null && m.p !== undefined ? m.p : null,
                         "data-index": i, "data-position": m.position,
                         class: `${m.reason === "guess" ? "guess" : "rule"} ${m.action}`},
                  `${m.action} ${tileName([m.row, m.col])} `, el("span", {class: "why"}, `— ${why}`));
    return li;
  }

  function showMoves(items) {
    const ol = $("#moves");
    while (ol.children.length > items.length) ol.lastChild.remove();
    for (let i = ol.children.length; i < items.length; i++) ol.append(items[i]);
    $("#moves-count").textContent = items.length ? `(${items.length})` : "";
    ol.scrollTop = ol.scrollHeight;          // the latest move in view (the page stays put)
  }

  function selectMove(i) {
    for (const li of $("#moves").children) li.classList.toggle("selected", Number(li.dataset.index) === i);
  }

  // ---------------------------------------------------------------- explanations
  function clearExplain(text) {
    const p = $("#explain");
    p.textContent = "";
    p.dataset.kind = "none";
    for (const a of ["rule", "row", "col", "action", "p", "fallback", "result", "position"]) delete p.dataset[a];
    p.append(el("p", {class: "muted"}, text || "Select a move to see the clause that made it and the tiles its literals bound."));
  }

  /* The layer drawn for a proof: the zone, the sets (a colour each) and the tiles they come from. */
  function proofLayer(expl) {
    const colours = {}, sets = [];
    let zone = null, k = 0;
    for (const lit of expl.literals || []) {
      const source = lit.args.find((a) => a.kind === "tile" && lit.new.includes(a.var));
      for (const a of lit.args) {
        if (!lit.new.includes(a.var)) continue;
        if (a.kind === "zone") zone = {var: a.var, tiles: a.tiles};
        if (a.kind === "set") {
          colours[a.var] = PALETTE[k++ % PALETTE.length];
          sets.push({var: a.var, tiles: a.tiles, lo: a.lo, hi: a.hi, color: colours[a.var],
                     source: source ? source.tile : null});
        }
      }
    }
    return {kind: "proof", zone, sets, colours, decided: expl.tile, target: expl.target};
  }

  function chip(arg, layer) {
    if (!arg.var) return el("span", {class: "chip", style: "background:#888"}, "·");
    if (arg.kind === "zone") return el("span", {class: "chip zone"}, arg.var);
    const colour = layer.colours[arg.var];
    if (colour) return el("span", {class: "chip", style: `background:${colour}`}, arg.var);
    return el("b", {}, arg.var.startsWith("_") ? "_" : arg.var);
  }

  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : word.endsWith("s") ? "es" : "s"}`;
  const mines = (a) => (a.lo === a.hi ? `exactly ${plural(a.lo, "mine")}` : `${a.lo} to ${a.hi} mines`);

  function gloss(lit, layer, cells) {
    const name = lit.text.slice(0, lit.text.indexOf("(")), a = lit.args, c = (x) => chip(x, layer);
    switch (name) {
      case "zoneOfInterest":
        return [c(a[2]), ` = the zone of interest of ${tileName(a[0].tile)}: ${plural(a[2].tiles.length, "revealed tile")} (dashed)`];
      case "setHasXMines": {
        const [r, col] = a[0].tile, n = cells[r][col];
        const flagged = n - a[3].hi > 0 ? ` (${n - a[3].hi} flagged next to it)` : "";
        return [c(a[3]), ` = the hidden neighbours of the ${n} at ${tileName(a[0].tile)}${flagged}: ${plural(a[3].tiles.length, "tile")}, ${mines(a[3])}`];
      }
      case "diffSetHasXMines":
        return [c(a[2]), " = ", c(a[0]), " \\ ", c(a[1]), `, the tiles of `, c(a[0]), " outside ", c(a[1]),
                `: ${plural(a[2].tiles.length, "tile")}, ${mines(a[2])}`];
      case "inSet": return [`${tileName(a[0].tile)} is in `, c(a[1])];
      case "lengthSet": return [c(a[0]), ` has ${plural(a[1].value, "tile")}`];
      case "minesInSet": return [c(a[0]), ` holds exactly ${plural(a[1].value, "mine")}`];
      case "totalMinesLeft": return [`${plural(a[1].value, "mine")} are left unflagged`];
      case "allMinesInFringe": return [c(a[1]), ` = every hidden tile: ${plural(a[1].tiles.length, "tile")}, ${mines(a[1])}`];
      default: return [`${lit.text} holds`];
    }
  }

  function renderProof(expl, title, cells, actionButton) {
    const p = $("#explain"), layer = proofLayer(expl);
    p.textContent = "";
    Object.assign(p.dataset, {kind: "rule", rule: expl.rule, row: expl.tile[0], col: expl.tile[1], result: expl.result});
    const verdict = expl.target === "safe" ? "safe" : "a mine";
    p.append(el("p", {class: "verdict"}, `${title}: `, el("b", {}, expl.rule), ` proves ${tileName(expl.tile)} ${verdict}.`));
    if (expl.result !== "proof") {
      p.append(el("p", {class: "muted"}, expl.result === "error" ? `The clause raised an error: ${expl.message}`
        : "No proof found on this position (the inference limit, or the rules changed)."));
      return null;
    }
    const lits = expl.literals, pre = el("pre", {class: "clause"});
    // one block a line: the clause as `ilp rules show` prints it (innerText keeps the lines)
    pre.append(el("span", {class: "comment"}, expl.comment), el("span", {class: "head"}, expl.head));
    const glosses = el("ul", {class: "glosses"});
    lits.forEach((lit, i) => {
      const vars = new Set(lit.args.map((x) => x.var).filter((v) => v));
      const enter = () => { state.focus = vars; layer.focusTiles = lit.args.filter((x) => x.kind === "tile").map((x) => x.tile); repaint(); };
      const leave = () => { state.focus = null; repaint(); };
      const line = el("span", {class: "literal", "data-i": i, "data-text": lit.text, "data-new": lit.new.join(" "),
                               onmouseenter: enter, onmouseleave: leave},
                      `    ${lit.text}${i === lits.length - 1 ? "." : ","}`);
      pre.append(line);
      glosses.append(el("li", {onmouseenter: enter, onmouseleave: leave}, gloss(lit, layer, cells)));
    });
    p.append(pre, glosses);
    const concl = expl.target === "safe" ? `So ${tileName(expl.tile)} holds no mine: reveal it.`
      : `So ${tileName(expl.tile)} holds a mine: flag it.`;
    p.append(el("p", {class: "conclusion"}, concl));
    if (actionButton) p.append(actionButton);
    p.append(el("p", {class: "muted legend"}, "On the board: the zone of interest dashed, each set's tiles with a bar of " +
                "its variable's colour, the number a set comes from ringed in that colour, the tile decided framed. " +
                "Point at a line to see its tiles alone."));
    return layer;
  }

  function renderGuess(move, title, probs, actionButton) {
    const p = $("#explain");
    p.textContent = "";
    Object.assign(p.dataset, {kind: "guess", row: move.row, col: move.col, fallback: probs ? probs.fallback : ""});
    if (move.p !== null && move.p !== undefined) p.dataset.p = move.p;
    const what = probs && probs.exact ? "exact probabilities (every arrangement of mines counted)"
      : probs && probs.fallback === "local" ? "MIO's local probabilities (the worst ratio of the numbers around a tile)"
      : "the mine density of the hidden tiles";
    const pText = move.p === null || move.p === undefined ? "" : `, P(mine) = ${pct(move.p, 1)}`;
    p.append(el("p", {class: "verdict"}, `${title}: no rule proves any tile, so the `, el("b", {}, probs ? probs.fallback : "fallback"),
                  ` fallback guesses ${tileName([move.row, move.col])}${pText}.`),
             el("p", {class: "muted"}, move.why
               ? `The hidden tiles show its ${what}, in percent; the lookahead chose the framed tile. Why: ${move.why}`
               : `The hidden tiles show its ${what}, in percent; it picks a lowest one (the framed tile).`));
    if (actionButton) p.append(actionButton);
  }

  function renderFirstClick(move, title) {
    const p = $("#explain");
    p.textContent = "";
    Object.assign(p.dataset, {kind: "guess", row: move.row, col: move.col, p: move.p});
    const rule = {any: "the first click may hit a mine", safe: "the first click never hits a mine",
                  zero: "the first click opens a zero"}[state.game.first_move];
    p.append(el("p", {class: "verdict"}, `${title}: the first click, ${tileName([move.row, move.col])} (first click: ${state.game.first_click}).`),
             el("p", {class: "muted"}, `Nothing is known yet: every tile holds a mine with probability mines / tiles = ${pct(move.p, 1)} as far as a fallback can tell (and here ${rule}).`));
  }

  // ---------------------------------------------------------------- watch
  async function startWatch() {
    stopTimer();
    const size = sizeOf(state.game);
    buildBoard(size.rows, size.cols, size.mines);
    state.overlays = []; state.focus = null;
    paint({cells: hiddenCells(size.rows, size.cols)});
    showMoves([]);
    clearExplain();
    setStatus("The rules are playing the game…");
    let data;
    try {
      data = await api("/api/watch", gameSpec());
    } catch (e) {
      setStatus(""); showError(e.message); return;
    }
    showError("");
    const {rows, cols} = data.game, n = data.moves.length;
    const positions = [new Int8Array(rows * cols).fill(HIDDEN)];
    for (const m of data.moves) {
      const next = positions[positions.length - 1].slice();
      for (const [r, c, v] of m.changes) next[r * cols + c] = v;
      positions.push(next);
    }
    state.watch = {data, positions, step: 0, explaining: null,
                   items: data.moves.map((m, i) => moveItem(m, i))};
    setStep(state.autoplay ? n : 0);
    if (!state.autoplay) setStatus(`${n} moves: press Play, or step through them.`);
  }

  function cellsAt(k) {
    const {positions, data} = state.watch, {rows, cols} = data.game, flat = positions[k];
    return Array.from({length: rows}, (_, r) => Array.from(flat.subarray(r * cols, (r + 1) * cols)));
  }

  function setStep(k) {
    const w = state.watch;
    if (!w) return;
    const n = w.data.moves.length;
    w.step = Math.max(0, Math.min(n, k));
    w.explaining = null;
    state.overlays = []; state.focus = null;
    showMoves(w.items.slice(0, w.step));
    selectMove(-1);
    const end = w.step === n, last = w.step ? w.data.moves[w.step - 1] : null;
    const lost = end && w.data.result === "lost";
    paint({cells: cellsAt(w.step), result: end ? w.data.result : "playing", minesAt: lost ? w.data.mines_at : null,
           exploded: lost && last && last.action === "reveal" && last.changes.length === 0 ? [last.row, last.col] : null,
           last: last ? [last.row, last.col] : null});
    $("#step-label").textContent = `move ${w.step} of ${n}`;
    if (end) {
      const rec = w.data.record;
      setStatus(el("span", {class: w.data.result}, w.data.result === "won" ? "Won" : "Lost"),
                el("span", {class: "note"}, ` in ${plural(rec.moves, "move")}, ${plural(rec.guesses, "guess")}` +
                   (last && last.reason === "guess" && lost ? ` (the last, a guess with P(mine) ${pct(last.p, 1)})` : "")));
    } else if (last) {
      setStatus(el("span", {class: "note"}, `Move ${w.step}: ${last.action} ${tileName([last.row, last.col])} — ${last.reason === "guess" ? "a guess" : last.reason}. Click a move in the list to see why.`));
    }
    if (end) stopTimer();
    clearExplain(w.step ? "Click a move in the list: its clause and the tiles it bound, or the fallback's probabilities." : undefined);
  }

  async function explainWatchMove(i) {
    const w = state.watch, m = w.data.moves[i], cells = cellsAt(m.position);
    stopTimer();
    w.explaining = i;
    state.overlays = []; state.focus = null;
    selectMove(i);
    paint({cells, result: "playing", last: [m.row, m.col]});
    setStatus(el("span", {class: "note"}, `The position move ${i + 1} was decided on (after ${plural(m.position, "move")}). `),
              el("button", {type: "button", onclick: () => setStep(w.step)}, "back to the game"));
    const title = `Move ${i + 1}, ${m.action} ${tileName([m.row, m.col])}`;
    if (m.reason === "guess" && m.position === 0) { renderFirstClick(m, title); return; }
    const board = boardText(cells, w.data.game.mines);
    try {
      if (m.reason === "guess") {
        const probs = await api("/api/probabilities", {board, fallback: w.data.game.fallback});
        if (w.explaining !== i) return;
        state.overlays = [{kind: "probs", grid: probs.probability, chosen: [m.row, m.col]}];
        renderGuess(m, title, probs);
      } else {
        const expl = await api("/api/explain", {board, rule: m.reason, tile: [m.row, m.col]});
        if (w.explaining !== i) return;
        const layer = renderProof(expl, title, cells);
        state.overlays = layer ? [layer] : [];
      }
      $("#explain").dataset.position = m.position;
      repaint();
    } catch (e) {
      showError(e.message);
    }
  }

  let timer = null;
  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = null;
    $("#playpause").textContent = "Play";
  }

  function togglePlay() {
    const w = state.watch;
    if (!w) return;
    if (timer) { stopTimer(); return; }
    if (w.step >= w.data.moves.length) setStep(0);
    $("#playpause").textContent = "Pause";
    const tick = () => { if (state.watch === w) setStep(w.step + 1); if (w.step >= w.data.moves.length) stopTimer(); };
    timer = setInterval(tick, 1000 / Number($("#speed").value));
  }

  // ---------------------------------------------------------------- play yourself
  function startPlay() {
    const size = sizeOf(state.game);
    buildBoard(size.rows, size.cols, size.mines);
    state.play = {spec: gameSpec(), mines: size.mines, actions: [], cells: hiddenCells(size.rows, size.cols),
                  result: "playing", items: [], flagMode: false, exploded: null, minesAt: null, last: null};
    state.overlays = []; state.focus = null;
    $("#flag-mode").setAttribute("aria-pressed", "false");
    $("#flag-mode").textContent = "Flag mode: off";
    paintPlay();
    showMoves([]);
    clearExplain("Play: click a tile to reveal it, right-click (or Flag mode) to flag. Hint asks the rules, then the fallback.");
    setStatus(el("span", {class: "note"}, `Your game (seed ${state.game.seed}): the same deal the rules get for this seed.`));
  }

  function paintPlay() {
    const p = state.play;
    paint({cells: p.cells, result: p.result, minesAt: p.minesAt, exploded: p.exploded, last: p.last});
  }

  async function act(action, r, c) {
    const p = state.play;
    if (!p || p.result !== "playing" || state.busy) return;
    p.actions.push([action, r, c]);
    let res;
    try {
      res = await api("/api/play", {game: p.spec, actions: p.actions});
    } catch (e) {
      p.actions.pop(); showError(e.message); return;
    }
    showError("");
    Object.assign(p, {cells: res.cells, result: res.result, minesAt: res.mines_at || null, last: [r, c]});
    if (res.result === "lost") p.exploded = [r, c];
    if (action === "unflag") {
      const k = p.items.findIndex((li) => li.dataset.action === "flag" && Number(li.dataset.row) === r && Number(li.dataset.col) === c);
      if (k >= 0) p.items.splice(k, 1);
      p.items.forEach((li, i) => { li.dataset.index = i; });
      $("#moves").textContent = "";
    } else {
      p.items.push(moveItem(res.last, p.items.length));
    }
    showMoves(p.items);
    state.overlays = []; state.focus = null;
    paintPlay();
    const l = res.last;
    if (res.result !== "playing") {
      setStatus(el("span", {class: res.result}, res.result === "won" ? "You won" : "Boom: a mine"),
                el("span", {class: "note"}, ` after ${plural(p.items.length, "move")}.`));
    } else if (l.reason && l.reason !== "guess") {
      setStatus(el("span", {class: "note"}, `${l.action} ${tileName([r, c])}: the rule ${l.reason} proves that move.`));
    } else if (l.reason === "guess") {
      setStatus(el("span", {class: "note"}, `${l.action} ${tileName([r, c])}: no rule proves it; P(mine) ${pct(l.p, 1)} by the ${p.spec.fallback} fallback.`));
    } else {
      setStatus("");
    }
    clearExplain("Hint asks the rules for the next move, and explains it.");
  }

  async function hint() {
    const current = state.mode === "play" ? state.play : state.analyse && state.analyse.boards[state.analyse.index];
    if (!current) return;
    if (state.mode === "play" && current.result !== "playing") return;
    const cells = current.cells, mines = state.mode === "play" ? current.mines : current.mines;
    let res;
    try {
      res = await api("/api/hint", {board: boardText(cells, mines), fallback: state.game.fallback, seed: state.game.seed});
    } catch (e) {
      showError(e.message); return;
    }
    showError("");
    const m = res.move, marks = {kind: "marks", safe: res.safe, mine: res.mine};
    const doIt = state.mode === "play"
      ? el("button", {type: "button", class: "primary", id: "do-hint", onclick: () => act(m.action, m.row, m.col)},
           `${m.action === "flag" ? "Flag" : "Reveal"} ${tileName([m.row, m.col])}`) : null;
    state.focus = null;
    if (res.explanation) {
      const layer = renderProof(res.explanation, `Hint, ${m.action} ${tileName([m.row, m.col])}`, cells, doIt);
      state.overlays = layer ? [marks, layer] : [marks];
    } else {
      renderGuess(m, `Hint, reveal ${tileName([m.row, m.col])}`, res.probabilities, doIt);
      state.overlays = [marks, {kind: "probs", grid: res.probabilities.probability, chosen: [m.row, m.col]}];
    }
    $("#explain").dataset.action = m.action;
    repaint();
  }

  // ---------------------------------------------------------------- analyse a board
  async function analyse() {
    const text = $("#board-text").value;
    let res;
    try {
      res = await api("/api/analyse", {text, source: state.source, fallback: state.game.fallback, seed: state.game.seed});
    } catch (e) {
      state.analyse = null;
      showError(e.message);
      $("#board").textContent = "";
      tiles = [];
      state.view = null;
      clearExplain("The board file was refused: see the message.");
      return;
    }
    showError("");
    state.analyse = {boards: res.boards, index: 0};
    const pick = $("#board-pick");
    fillSelect(pick, res.boards.map((_, i) => String(i)), res.boards.map((b, i) => `${i + 1}: ${b.rows}×${b.cols}, ${b.mines} mines`));
    $("#board-pick-label").hidden = res.boards.length < 2;
    showAnalysed(0, res.total);
  }

  function showAnalysed(k, total) {
    const a = state.analyse, b = a.boards[k];
    a.index = k;
    buildBoard(b.rows, b.cols, b.mines);
    state.overlays = [{kind: "marks", safe: b.safe, mine: b.mine}];
    state.focus = null;
    paint({cells: b.cells, result: "playing"});
    showMoves([]);
    const more = total && total > a.boards.length ? ` (the first ${a.boards.length} of ${total} boards)` : "";
    setStatus(el("span", {class: "note"}, `Board ${k + 1}${more}: the rules prove ${plural(b.safe.length, "tile")} safe and ${plural(b.mine.length, "mine")}` +
              (b.conflicts.length ? `; ${plural(b.conflicts.length, "tile")} both (an unsound rule)` : "") + "."));
    clearExplain("Click a tile marked S or M for its proof, or another hidden tile for the fallback's probabilities.");
  }

  async function explainAnalysedTile(r, c) {
    const a = state.analyse, b = a.boards[a.index], t = tiles[r][c];
    const board = boardText(b.cells, b.mines), marks = {kind: "marks", safe: b.safe, mine: b.mine};
    state.focus = null;
    try {
      if (t.dataset.rule) {
        const expl = await api("/api/explain", {board, rule: t.dataset.rule, tile: [r, c]});
        const layer = renderProof(expl, `${tileName([r, c])}`, b.cells);
        state.overlays = layer ? [marks, layer] : [marks];
      } else {
        const probs = await api("/api/probabilities", {board, fallback: state.game.fallback});
        const p = probs.probability[r][c];
        renderGuess({row: r, col: c, p, action: "reveal"}, `${tileName([r, c])}: no rule decides it`, probs);
        state.overlays = [marks, {kind: "probs", grid: probs.probability, chosen: [r, c]}];
      }
      repaint();
    } catch (e) {
      showError(e.message);
    }
  }

  // ---------------------------------------------------------------- many games
  function gamesCommand() {
    const g = state.game, files = [...new Set(state.config.rules.map((r) => r.file))];
    const board = g.preset ? `--preset ${g.preset}` : `--size ${g.rows}x${g.cols} --mines ${g.mines}`;
    return ["ilp play", ...files.map((f) => `--rules ${f}`), `--fallback ${g.fallback}`, board,
            `--first-move ${g.first_move} --first-click ${g.first_click}`, `--games ${$("#games-n").value}`,
            `--seed ${g.seed} --json`].join(" ");
  }

  async function runGames() {
    readSettings();
    const n = parseInt($("#games-n").value, 10);
    $("#games-command").textContent = gamesCommand();
    $("#games-result").hidden = true;
    let res;
    try {
      res = await api("/api/games", {game: gameSpec(), games: n});
    } catch (e) {
      progress(0, 0, `error: ${e.message}`); return;
    }
    state.games = res.id;
    $("#games-stop").disabled = false;
    pollGames(res);
  }

  async function pollGames(res) {
    if (res.id !== state.games) return;
    progress(res.done, res.games, `${res.done} of ${res.games} games`);
    if (res.state === "running") {
      setTimeout(async () => {
        try { pollGames(await api(`/api/games/${res.id}`)); } catch (e) { progress(0, 0, `error: ${e.message}`); }
      }, 400);
      return;
    }
    $("#games-stop").disabled = true;
    if (res.state === "done") drawGames(res.summary);
    else progress(res.done, res.games, res.state === "error" ? `error: ${res.error}` : `stopped after ${res.done} games`);
  }

  function progress(done, total, text) {
    const bar = $("#games-progress");
    Object.assign(bar.dataset, {done, games: total});
    bar.querySelector(".fill").style.width = total ? `${(100 * done) / total}%` : "0";
    bar.querySelector(".text").textContent = text;
  }

  function drawGames(s) {
    const box = $("#games-result"), [lo, hi] = s.ci95;
    box.hidden = false;
    box.textContent = "";
    Object.assign(box.dataset, {games: s.games, wins: s.wins, winRate: s.win_rate, ciLo: lo, ciHi: hi,
                                moves: s.moves, guesses: s.guesses, ruleMoves: JSON.stringify(s.rule_moves)});
    box.append(el("p", {}, el("span", {class: "big"}, pct(s.win_rate, 1)), ` won (${s.wins} of ${s.games}); 95% interval ${pct(lo, 1)} to ${pct(hi, 1)}`));
    box.append(winChart(s.win_rate, lo, hi));
    const total = Object.values(s.rule_moves).reduce((x, y) => x + y, 0) + s.guesses;
    const rows = [...Object.entries(s.rule_moves), ["guesses", s.guesses]];
    const max = Math.max(1, ...rows.map(([, v]) => v));
    const table = el("table", {id: "rule-table"});
    for (const [name, v] of rows) {
      table.append(el("tr", {"data-rule": name}, el("td", {}, name), el("td", {style: "text-align:right"}, v),
        el("td", {}, svgBar(v / max, name === "guesses" ? "#9aa4b5" : name.startsWith("mine") ? "#d64545" : "#1a9b50")),
        el("td", {class: "muted"}, total ? pct(v / total, 1) : "")));
    }
    box.append(el("p", {}, `How often each rule fired (moves it made), and the fallback's guesses: ${s.moves} moves in all, ${(s.games / Math.max(s.seconds, 1e-9)).toFixed(0)} games/s.`), table);
    progress(s.games, s.games, `${s.games} games in ${s.seconds.toFixed(1)} s`);
  }

  const SVG = "http://www.w3.org/2000/svg";
  function svgEl(tag, attrs) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    return e;
  }

  function winChart(rate, lo, hi) {
    const W = 560, H = 64, x = (p) => 20 + p * (W - 40);
    const svg = svgEl("svg", {width: W, height: H, viewBox: `0 0 ${W} ${H}`, id: "win-chart", role: "img"});
    svg.append(svgEl("rect", {x: x(0), y: 14, width: x(1) - x(0), height: 20, fill: "#e8ebf0", rx: 4}));
    svg.append(svgEl("rect", {x: x(0), y: 14, width: x(rate) - x(0), height: 20, fill: "#1a9b50", rx: 4}));
    for (const [a, b] of [[lo, lo], [hi, hi], [lo, hi]]) {
      svg.append(svgEl("line", a === b ? {x1: x(a), x2: x(a), y1: 8, y2: 40, stroke: "#1d2330", "stroke-width": 2}
        : {x1: x(a), x2: x(b), y1: 24, y2: 24, stroke: "#1d2330", "stroke-width": 2}));
    }
    for (const p of [0, 0.25, 0.5, 0.75, 1]) {
      const t = svgEl("text", {x: x(p), y: 56, "text-anchor": "middle", "font-size": 11, fill: "#6b7280"});
      t.textContent = `${p * 100}%`;
      svg.append(t);
    }
    return svg;
  }

  function svgBar(frac, colour) {
    const svg = svgEl("svg", {width: 220, height: 12});
    svg.append(svgEl("rect", {x: 0, y: 1, width: Math.max(1, 220 * frac), height: 10, fill: colour, rx: 2}));
    return svg;
  }

  // ---------------------------------------------------------------- modes and events
  function setStatus(...parts) {
    const s = $("#status");
    s.textContent = "";
    s.append(...parts);
  }

  function setMode(mode, start) {
    state.mode = mode;
    document.body.className = mode;
    for (const b of document.querySelectorAll("#tabs button")) b.setAttribute("aria-selected", String(b.dataset.mode === mode));
    writeParams();
    showError("");
    if (mode !== "watch") stopTimer();
    if (!start) return;
    if (mode === "watch") startWatch();
    else if (mode === "play") startPlay();
    else if (mode === "analyse") {
      $("#board").textContent = ""; tiles = []; state.view = null; state.overlays = [];
      showMoves([]); setStatus(""); clearExplain("Paste a board file or choose one, then Analyse.");
      if (state.analyse) showAnalysed(state.analyse.index);
    } else {
      $("#games-command").textContent = gamesCommand();
      $("#games-cap").textContent = `at most ${state.config.limits.max_games} games at once`;
    }
  }

  function tileOf(event) {
    const t = event.target.closest(".tile");
    return t ? [Number(t.dataset.row), Number(t.dataset.col), t] : null;
  }

  function wire() {
    for (const b of document.querySelectorAll("#tabs button")) b.addEventListener("click", () => setMode(b.dataset.mode, true));
    $("#preset").addEventListener("change", () => { $("#custom-size").hidden = $("#preset").value !== "custom"; });
    $("#new-game").addEventListener("click", () => { readSettings(); setMode(state.mode === "analyse" ? "watch" : state.mode, true); });
    $("#first").addEventListener("click", () => { stopTimer(); setStep(0); });
    $("#back").addEventListener("click", () => { stopTimer(); if (state.watch) setStep(state.watch.step - 1); });
    $("#forward").addEventListener("click", () => { stopTimer(); if (state.watch) setStep(state.watch.step + 1); });
    $("#last").addEventListener("click", () => { stopTimer(); if (state.watch) setStep(state.watch.data.moves.length); });
    $("#playpause").addEventListener("click", togglePlay);
    $("#speed").addEventListener("input", () => { if (timer) { stopTimer(); togglePlay(); } });
    $("#moves").addEventListener("click", (e) => {
      const li = e.target.closest("li");
      if (li && state.mode === "watch" && state.watch) explainWatchMove(Number(li.dataset.index));
    });
    $("#board").addEventListener("click", (e) => {
      const hit = tileOf(e);
      if (!hit) return;
      const [r, c, t] = hit;
      if (state.mode === "play" && state.play) {
        if (state.play.flagMode) toggleFlag(r, c, t);
        else if (t.dataset.state === "hidden") act("reveal", r, c);
      } else if (state.mode === "analyse" && state.analyse && t.dataset.state === "hidden") {
        explainAnalysedTile(r, c);
      }
    });
    $("#board").addEventListener("contextmenu", (e) => {
      const hit = tileOf(e);
      if (!hit || state.mode !== "play") return;
      e.preventDefault();
      toggleFlag(...hit);
    });
    $("#flag-mode").addEventListener("click", () => {
      if (!state.play) return;
      state.play.flagMode = !state.play.flagMode;
      $("#flag-mode").setAttribute("aria-pressed", String(state.play.flagMode));
      $("#flag-mode").textContent = `Flag mode: ${state.play.flagMode ? "on" : "off"}`;
    });
    $("#hint").addEventListener("click", hint);
    $("#hint-analyse").addEventListener("click", hint);
    $("#restart").addEventListener("click", startPlay);
    $("#analyse").addEventListener("click", analyse);
    $("#board-text").addEventListener("input", () => { state.source = "pasted board"; });
    $("#board-pick").addEventListener("change", () => showAnalysed(Number($("#board-pick").value)));
    $("#board-file").addEventListener("change", async () => {
      const f = $("#board-file").files[0];
      if (!f) return;
      if (f.size > state.config.limits.max_text) { showError(`${f.name}: more than ${state.config.limits.max_text} characters`); return; }
      $("#board-text").value = await f.text();
      state.source = f.name;
      analyse();
    });
    $("#games-run").addEventListener("click", runGames);
    $("#games-stop").addEventListener("click", async () => {
      if (state.games) { try { pollGames(await api(`/api/games/${state.games}`, undefined, "DELETE")); } catch (e) { /* gone */ } }
    });
    $("#games-n").addEventListener("input", () => { $("#games-command").textContent = gamesCommand(); });
    document.addEventListener("keydown", (e) => {
      if (state.mode !== "watch" || !state.watch || e.target.closest("input, textarea, select")) return;
      const keys = {ArrowLeft: () => setStep(state.watch.step - 1), ArrowRight: () => setStep(state.watch.step + 1),
                    Home: () => setStep(0), End: () => setStep(state.watch.data.moves.length), " ": togglePlay};
      if (keys[e.key]) { e.preventDefault(); if (e.key !== " ") stopTimer(); keys[e.key](); }
    });
  }

  function toggleFlag(r, c, t) {
    if (t.dataset.state === "hidden") act("flag", r, c);
    else if (t.dataset.state === "flag") act("unflag", r, c);
  }

  function showRules() {
    const box = $("#rules-text"), byFile = new Map();
    for (const r of state.config.rules) {
      if (!byFile.has(r.file)) byFile.set(r.file, []);
      byFile.get(r.file).push(r);
    }
    for (const [file, rules] of byFile) {
      box.append(el("pre", {}, [`% ${file}: ${plural(rules.length, "clause")}`, ...rules.map((r) => `${r.comment}\n${r.text}`)].join("\n")));
    }
  }

  async function main() {
    wire();
    readParams();
    try {
      state.config = await api("/api/config");
    } catch (e) {
      showError(e.message); return;
    }
    if (!state.config.fallbacks.includes(state.game.fallback)) state.game.fallback = "local";
    if (state.game.preset && !state.config.presets[state.game.preset]) state.game.preset = "classic-beginner";
    fillSettings();
    showRules();
    setMode(state.mode, true);
  }

  main();
})();
