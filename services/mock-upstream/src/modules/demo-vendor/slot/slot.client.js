/* global document, window */
// The Lucky Lanterns page script: plain browser JavaScript, served as-is (no bundler), under a CSP
// that allows only same-origin scripts, styles and calls. It never builds HTML from strings.
'use strict';
(() => {
  const cfg = JSON.parse(document.body.getAttribute('data-slot'));
  const t = cfg.text;
  const api = `${cfg.base}/api/slot/`;
  const $ = (id) => document.getElementById(id);
  const els = {
    reels: $('reels'),
    lines: $('lines'),
    message: $('message'),
    error: $('error'),
    balance: $('balance'),
    win: $('win'),
    bet: $('bet'),
    spin: $('spin'),
    wins: $('wins'),
    round: $('round'),
    roundId: $('round-id'),
    verify: $('verify'),
    info: $('info'),
    rtp: $('rtp'),
    rtpShort: $('rtp-short'),
    paytable: $('paytable'),
    paylines: $('paylines'),
    seed: $('seed'),
  };
  const SVG = 'http://www.w3.org/2000/svg';
  const LINE_COLOURS = [
    '#e63946',
    '#1d7bd8',
    '#2a9d3f',
    '#8e44ad',
    '#f08c00',
    '#0fa3a3',
    '#c2185b',
    '#5d4037',
  ];
  const reduceMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The ticket's signature part names this launch: a spin left unfinished is completed on reload.
  const pendingKey = `demo-slot.pending.${cfg.ticket.slice(-24)}`;
  const betKey = 'demo-slot.bet';

  let info = null;
  let busy = false;
  let isBroken = false;
  let pending = readPending();
  let windowShown = null;
  let spinTimer = null;

  // ------------------------------------------------------------ symbols (SVG, no images)

  function svg(name, attrs, parent) {
    const node = document.createElementNS(SVG, name);
    for (const key of Object.keys(attrs)) node.setAttribute(key, String(attrs[key]));
    if (parent) parent.appendChild(node);
    return node;
  }

  function defs() {
    const root = svg('svg', { width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false' });
    root.classList.add('slot__defs');
    const d = svg('defs', {}, root);
    const gradient = (id, stops) => {
      const g = svg('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, d);
      stops.forEach((c, i) => svg('stop', { offset: i / (stops.length - 1), 'stop-color': c }, g));
    };
    gradient('sl-gold', ['#fff2b3', '#f5c451', '#b97d16']);
    gradient('sl-red', ['#ff6b6b', '#d7263d', '#8c0f22']);
    gradient('sl-jade', ['#b8f5d0', '#2fa36b', '#0d5c3a']);
    gradient('sl-wild', ['#7b2ff7', '#4a148c']);
    document.body.appendChild(root);
  }

  const DRAW = {
    W(g) {
      svg(
        'circle',
        { cx: 50, cy: 50, r: 44, fill: 'url(#sl-wild)', stroke: '#f5c451', 'stroke-width': 6 },
        g,
      );
      svg('path', { d: 'M50 14l6 14 15 1-12 9 4 15-13-8-13 8 4-15-12-9 15-1z', fill: '#f5c451' }, g);
      const text = svg(
        'text',
        {
          x: 50,
          y: 78,
          'text-anchor': 'middle',
          'font-size': 22,
          'font-weight': 900,
          fill: '#fff',
          'font-family': 'system-ui, sans-serif',
        },
        g,
      );
      text.textContent = 'WILD';
    },
    L(g) {
      svg('rect', { x: 38, y: 6, width: 24, height: 10, rx: 3, fill: 'url(#sl-gold)' }, g);
      svg(
        'ellipse',
        { cx: 50, cy: 48, rx: 36, ry: 32, fill: 'url(#sl-red)', stroke: '#7a0b1a', 'stroke-width': 2 },
        g,
      );
      svg(
        'ellipse',
        { cx: 50, cy: 48, rx: 18, ry: 32, fill: 'none', stroke: '#f5c451', 'stroke-width': 2.5 },
        g,
      );
      svg('line', { x1: 50, y1: 16, x2: 50, y2: 80, stroke: '#f5c451', 'stroke-width': 2.5 }, g);
      svg('rect', { x: 36, y: 78, width: 28, height: 8, rx: 3, fill: 'url(#sl-gold)' }, g);
      svg(
        'path',
        { d: 'M44 86v10M50 86v12M56 86v10', stroke: '#f5c451', 'stroke-width': 3, 'stroke-linecap': 'round' },
        g,
      );
    },
    G(g) {
      svg(
        'path',
        {
          d: 'M8 52c10 4 24 6 42 6s32-2 42-6c-2 18-18 32-42 32S10 70 8 52z',
          fill: 'url(#sl-gold)',
          stroke: '#8a5a10',
          'stroke-width': 2.5,
        },
        g,
      );
      svg(
        'ellipse',
        { cx: 50, cy: 44, rx: 22, ry: 18, fill: 'url(#sl-gold)', stroke: '#8a5a10', 'stroke-width': 2.5 },
        g,
      );
      svg(
        'path',
        {
          d: 'M40 40c4-6 16-6 20 0',
          fill: 'none',
          stroke: '#fff7cf',
          'stroke-width': 3,
          'stroke-linecap': 'round',
        },
        g,
      );
    },
    R(g) {
      svg(
        'rect',
        {
          x: 20,
          y: 8,
          width: 60,
          height: 84,
          rx: 8,
          fill: 'url(#sl-red)',
          stroke: '#7a0b1a',
          'stroke-width': 2,
        },
        g,
      );
      svg('path', { d: 'M20 16l30 24 30-24', fill: 'none', stroke: '#8c0f22', 'stroke-width': 3 }, g);
      svg(
        'circle',
        { cx: 50, cy: 44, r: 11, fill: 'url(#sl-gold)', stroke: '#8a5a10', 'stroke-width': 2 },
        g,
      );
      svg('rect', { x: 32, y: 66, width: 36, height: 5, rx: 2, fill: '#f5c451' }, g);
    },
    C(g) {
      svg(
        'circle',
        { cx: 50, cy: 50, r: 42, fill: 'url(#sl-jade)', stroke: '#0b4a2e', 'stroke-width': 3 },
        g,
      );
      svg(
        'circle',
        { cx: 50, cy: 50, r: 32, fill: 'none', stroke: '#c9f7dc', 'stroke-width': 2.5, opacity: 0.7 },
        g,
      );
      svg(
        'rect',
        { x: 38, y: 38, width: 24, height: 24, fill: '#fff8ec', stroke: '#0b4a2e', 'stroke-width': 3 },
        g,
      );
    },
  };
  const LETTERS = { A: '#b0261c', K: '#1d4fb8', Q: '#1b7d4f', J: '#a05a00' };

  function symbol(code) {
    const root = svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true', focusable: 'false' });
    root.classList.add('slot__sym');
    if (DRAW[code]) {
      DRAW[code](root);
    } else {
      const text = svg(
        'text',
        {
          x: 50,
          y: 74,
          'text-anchor': 'middle',
          'font-size': 68,
          'font-weight': 900,
          'font-family': 'Georgia, "Times New Roman", serif',
          fill: LETTERS[code] || '#333',
          stroke: '#fff',
          'stroke-width': 3,
          'paint-order': 'stroke',
        },
        root,
      );
      text.textContent = code;
    }
    return root;
  }

  // ------------------------------------------------------------ money and words

  const numberFormat = new Intl.NumberFormat(cfg.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Counts and the return to player in the page's digits and percent pattern (96,5 %, %96.5, ۹۶٫۵٪).
  const integerFormat = new Intl.NumberFormat(cfg.locale);
  const percentFormat = new Intl.NumberFormat(cfg.locale, { style: 'percent', maximumFractionDigits: 2 });
  const minor = (amount) => Math.round(Number(amount) * 100);
  const fmt = (minorUnits) => numberFormat.format(minorUnits / 100);
  const withCurrency = (amount) =>
    info && !info.isFreePlay ? isolate(`${fmt(minor(amount))} ${info.currency}`) : fmt(minor(amount));
  // In a right-to-left page each value is isolated (FSI ... PDI, as the portal does, ADR 0013), so an
  // amount "12.50 USD" or a symbol's name keeps its own order inside an Arabic or Hebrew sentence.
  const rtl = document.documentElement.dir === 'rtl';
  const isolate = (value) => (rtl ? `\u2068${value}\u2069` : String(value));
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (_, key) => isolate(String(values[key] ?? '')));

  // Playing for free, the portal that frames the page shows this play-money balance as the one
  // balance (not the wallet's beside it); told to this page's own origin only, as the lottery's height.
  function reportFreePlayBalance(balance) {
    if (!info || !info.isFreePlay || window.parent === window) return;
    window.parent.postMessage({ type: 'demo-vendor:free-play-balance', balance }, window.location.origin);
  }

  // Every settled round, free or not: the portal's provably-fair panel shows the next nonce.
  function reportRoundPlayed(roundId) {
    if (window.parent === window) return;
    window.parent.postMessage({ type: 'demo-vendor:round-played', roundId }, window.location.origin);
  }

  function showMessage(text) {
    els.message.textContent = text;
  }
  function showError(text) {
    els.error.textContent = text;
    els.error.hidden = !text;
  }

  function errorText(code) {
    if (code === 'INSUFFICIENT_BALANCE') return t.errors.insufficientBalance;
    if (code === 'user.or.token.invalid') return t.errors.ticket;
    return t.errors.generic;
  }

  // ------------------------------------------------------------ state kept across reloads

  function readPending() {
    try {
      const value = JSON.parse(sessionStorage.getItem(pendingKey) || 'null');
      return value && /^[A-Za-z0-9_-]{8,64}$/.test(value.spinId) ? value : null;
    } catch {
      return null;
    }
  }
  function savePending() {
    try {
      if (pending) sessionStorage.setItem(pendingKey, JSON.stringify(pending));
      else sessionStorage.removeItem(pendingKey);
    } catch {
      /* private mode: the pending spin lives as long as the page */
    }
  }
  function newSpinId() {
    const bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  // ------------------------------------------------------------ reels

  const cells = []; // cells[reel][row]
  function buildReels() {
    for (let reel = 0; reel < 5; reel++) {
      const column = document.createElement('div');
      column.className = 'slot__reel';
      cells.push([]);
      for (let row = 0; row < 3; row++) {
        const cell = document.createElement('div');
        cell.className = 'slot__cell';
        column.appendChild(cell);
        cells[reel].push(cell);
      }
      els.reels.appendChild(column);
    }
  }

  function setReel(reel, symbols) {
    symbols.forEach((code, row) => {
      const cell = cells[reel][row];
      cell.replaceChildren(symbol(code));
      cell.dataset.symbol = code;
    });
  }

  function setWindow(window3x5) {
    windowShown = window3x5;
    for (let reel = 0; reel < 5; reel++)
      setReel(
        reel,
        [0, 1, 2].map((row) => window3x5[row][reel]),
      );
    const names = window3x5.map((row) => row.map((code) => t.symbols[code] || code).join(', '));
    els.reels.setAttribute('aria-label', `${t.title}: ${names.join(' / ')}`);
  }

  function randomSymbols(reel) {
    const strip = info.strips[reel];
    const stop = Math.floor(Math.random() * strip.length);
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
  }

  function clearWins() {
    document.body.classList.remove('slot--settled');
    for (const column of cells) for (const cell of column) cell.classList.remove('slot__cell--win');
    els.lines.replaceChildren();
    els.wins.replaceChildren();
  }

  function startSpinning() {
    clearWins();
    if (reduceMotion) return;
    for (const column of els.reels.children) column.classList.add('slot__reel--spinning');
    const spinning = new Set([0, 1, 2, 3, 4]);
    spinTimer = {
      spinning,
      interval: window.setInterval(() => spinning.forEach((r) => setReel(r, randomSymbols(r))), 80),
    };
  }

  /** Stops the reels one after the other on the final window (or back on the last one). */
  function stopSpinning(window3x5, then) {
    const target = window3x5 || windowShown;
    const timer = spinTimer;
    spinTimer = null;
    const finish = () => {
      if (timer) window.clearInterval(timer.interval);
      for (const column of els.reels.children) column.classList.remove('slot__reel--spinning');
      if (target) setWindow(target);
      if (then) then();
    };
    if (!timer || reduceMotion) return finish();
    [0, 1, 2, 3, 4].forEach((reel) =>
      window.setTimeout(
        () => {
          timer.spinning.delete(reel);
          els.reels.children[reel].classList.remove('slot__reel--spinning');
          setReel(
            reel,
            [0, 1, 2].map((row) => target[row][reel]),
          );
          if (reel === 4) finish();
        },
        250 + reel * 140,
      ),
    );
  }

  function showWins(value) {
    value.lines.forEach((win, i) => {
      const colour = LINE_COLOURS[i % LINE_COLOURS.length];
      const points = info.paylines[win.line - 1]
        .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
        .join(' ');
      svg('polyline', { points, stroke: colour }, els.lines);
      for (const [reel, row] of win.cells) cells[reel][row].classList.add('slot__cell--win');
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'slot__swatch';
      swatch.style.backgroundColor = colour; // CSSOM, allowed by the style-src policy
      item.append(
        swatch,
        fill(t.lineWin, {
          line: integerFormat.format(win.line),
          count: integerFormat.format(win.count),
          symbol: t.symbols[win.symbol] || win.symbol,
          amount: fmt(minor(win.win)),
        }),
      );
      els.wins.appendChild(item);
    });
    if (value.scatter.count >= 3) {
      for (const [reel, row] of value.scatter.cells) cells[reel][row].classList.add('slot__cell--win');
      const item = document.createElement('li');
      item.textContent = fill(t.scatterWin, {
        count: integerFormat.format(value.scatter.count),
        amount: fmt(minor(value.scatter.win)),
      });
      els.wins.appendChild(item);
    }
    const winMinor = minor(value.win);
    if (winMinor > 0) document.body.classList.add('slot--settled');
    els.win.textContent = fmt(winMinor);
    showMessage(winMinor > 0 ? fill(t.bigWin, { amount: withCurrency(value.win) }) : t.noWin);
  }

  // ------------------------------------------------------------ paytable

  function renderPaytable() {
    const totalMinor = minor(els.bet.value);
    const lineBet = totalMinor / info.lineCount;
    const head = document.createElement('tr');
    ['', 5, 4, 3]
      .map((n) => (n ? `×${integerFormat.format(n)}` : ''))
      .forEach((label) => {
        const th = document.createElement('th');
        th.textContent = label;
        head.appendChild(th);
      });
    const rows = [head];
    const row = (code, pays, unit) => {
      const tr = document.createElement('tr');
      const cell = document.createElement('td');
      const name = document.createElement('span');
      name.className = 'slot__symbol-name';
      name.append(symbol(code), t.symbols[code] || code);
      cell.appendChild(name);
      tr.appendChild(cell);
      [2, 1, 0].forEach((i) => {
        const td = document.createElement('td');
        td.textContent = fmt(pays[i] * unit);
        tr.appendChild(td);
      });
      rows.push(tr);
    };
    for (const entry of info.paytable.lines) row(entry.symbol, entry.pays, lineBet);
    row(info.paytable.scatter.symbol, info.paytable.scatter.pays, totalMinor);
    els.paytable.replaceChildren(...rows);
  }

  function renderPaylines() {
    info.paylines.forEach((rows, i) => {
      const item = document.createElement('li');
      const grid = document.createElement('div');
      grid.className = 'slot__mini';
      for (let row = 0; row < 3; row++) {
        for (let reel = 0; reel < 5; reel++) {
          const dot = document.createElement('span');
          if (rows[reel] === row) dot.className = 'slot__mini-on';
          grid.appendChild(dot);
        }
      }
      item.append(grid, String(i + 1));
      els.paylines.appendChild(item);
    });
  }

  // ------------------------------------------------------------ calls

  async function call(path, options) {
    let res;
    try {
      res = await fetch(api + path, {
        ...options,
        headers: { accept: 'application/json', ...(options && options.headers) },
      });
    } catch {
      return { status: 0, body: null };
    }
    let body = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    return { status: res.status, body };
  }

  function setControls() {
    const ready = !!info && !busy && !isBroken;
    els.spin.disabled = !ready;
    els.bet.disabled = !ready || !!pending;
    els.spin.textContent = pending && !busy ? t.retry : t.spin;
  }

  async function loadInfo() {
    busy = true;
    setControls();
    const { status, body } = await call(`info?ticket=${encodeURIComponent(cfg.ticket)}`);
    busy = false;
    if (!body || !body.success) {
      const code = body && body.errorCode;
      if (status === 401) isBroken = true;
      showError(status === 0 || status >= 500 ? t.errors.network : errorText(code));
      showMessage('');
      els.spin.disabled = isBroken;
      els.spin.textContent = t.retry;
      els.spin.onclick = isBroken ? null : () => loadInfo();
      return;
    }
    info = body.value;
    showError('');
    els.spin.onclick = () => spin();
    const saved = (() => {
      try {
        return sessionStorage.getItem(betKey);
      } catch {
        return null;
      }
    })();
    const chosen = pending ? pending.bet : info.bets.includes(saved) ? saved : info.defaultBet;
    els.bet.replaceChildren(
      ...info.bets.map((bet) => {
        const option = document.createElement('option');
        option.value = bet;
        option.textContent = fmt(minor(bet));
        option.selected = bet === chosen;
        return option;
      }),
    );
    els.balance.textContent = withCurrency(info.balance);
    reportFreePlayBalance(info.balance);
    els.win.textContent = fmt(0);
    const rtp = percentFormat.format(Number(info.rtp) / 100);
    els.rtp.textContent = fill(t.rtp, { rtp });
    els.rtpShort.textContent = fill(t.rtp, { rtp });
    els.seed.textContent = info.seedCommitment;
    renderPaytable();
    renderPaylines();
    if (window.matchMedia && window.matchMedia('(min-width: 900px)').matches) els.info.open = true;
    setWindow([0, 1, 2].map((row) => info.strips.map((strip) => strip[row])));
    showMessage('');
    setControls();
    // A spin that did not finish last time (a lost connection, a reload) is completed first.
    if (pending) spin();
  }

  async function spin() {
    if (busy || !info || isBroken) return;
    if (!pending) {
      pending = { spinId: newSpinId(), bet: els.bet.value };
      savePending();
    }
    busy = true;
    setControls();
    showError('');
    showMessage(t.spinning);
    startSpinning();
    const request = pending;
    for (let attempt = 0; ; attempt++) {
      const { status, body } = await call('spin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket: cfg.ticket, bet: request.bet, spinId: request.spinId }),
      });
      if (body && body.success) return settle(body.value);
      const transient = status === 0 || status >= 500 || !body;
      if (transient && attempt < 2) {
        showMessage(t.errors.retrying);
        await new Promise((resolve) => window.setTimeout(resolve, 700 * (attempt + 1)));
        continue;
      }
      if (!transient) {
        // Refused (a low balance, a bad bet, an ended session): nothing moved, the spin is over.
        pending = null;
        savePending();
        if (status === 401) isBroken = true;
      }
      return stopSpinning(null, () => {
        busy = false;
        showMessage('');
        showError(
          transient
            ? body && body.value && body.value.retry
              ? t.errors.unsettled
              : t.errors.network
            : errorText(body.errorCode),
        );
        setControls();
      });
    }
  }

  function settle(value) {
    pending = null;
    savePending();
    stopSpinning(value.window, () => {
      busy = false;
      showWins(value);
      els.balance.textContent = withCurrency(value.balance);
      reportFreePlayBalance(value.balance);
      reportRoundPlayed(value.roundId);
      els.roundId.textContent = value.roundId;
      els.verify.href = `${api}audit?roundId=${encodeURIComponent(value.roundId)}`;
      els.round.hidden = false;
      setControls();
      els.spin.focus({ preventScroll: true });
    });
  }

  // ------------------------------------------------------------ wiring

  els.bet.addEventListener('change', () => {
    try {
      sessionStorage.setItem(betKey, els.bet.value);
    } catch {
      /* not remembered */
    }
    renderPaytable();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    const target = event.target;
    // Keys keep their own meaning on controls (a focused button already clicks on Space and Enter).
    if (target && target.closest && target.closest('button, select, a, summary, input, textarea')) return;
    event.preventDefault();
    if (!event.repeat) spin();
  });

  defs();
  buildReels();
  loadInfo();
})();
