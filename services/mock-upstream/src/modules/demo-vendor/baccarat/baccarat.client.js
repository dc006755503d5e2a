/* global document, window, HTMLButtonElement */
// The live baccarat table's page script (no bundler, no dependencies): tables, chips, bets, the
// shared round polled from the vendor's own route, the last result, the roads and the fairness data.
(() => {
  'use strict';
  const data = JSON.parse(document.body.dataset.baccarat || '{}');
  const text = data.text;
  const $ = (id) => document.getElementById(id);
  const api = (path) => `${data.base}/api/baccarat/${path}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  const POLL_MS = 1000;
  const CHIP_STEPS = [1, 5, 10, 50, 100];
  let currency = '';
  const number = (value, digits) => {
    try {
      return new Intl.NumberFormat(data.locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(Number(value));
    } catch {
      return String(value);
    }
  };
  // Figures are isolated (U+2068 ... U+2069) so that a right-to-left sentence keeps them whole.
  const isolate = (s) => `\u2068${s}\u2069`;
  const money = (amount) => isolate(number(amount, 2) + (currency ? ` ${currency}` : ''));
  const percent = (value) => {
    try {
      return isolate(
        new Intl.NumberFormat(data.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
          Number(value) / 100,
        ),
      );
    } catch {
      return `${value}%`;
    }
  };
  const toCents = (amount) => {
    const [whole, fraction = ''] = String(amount).split('.');
    return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  };
  const fromCents = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const newId = () => {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };

  const state = {
    info: null,
    table: null,
    chip: 0,
    round: null,
    lastShown: null,
    offsetMs: 0,
    busy: false,
    failures: 0,
  };
  // A bet id outlives a failed call: the same bet again is a retry, never a second stake.
  let pendingBet = null;

  function showError(message) {
    const el = $('error');
    el.textContent = message || '';
    el.hidden = !message;
  }
  function say(message) {
    $('message').textContent = message || '';
  }
  function errorText(body, status) {
    const code = body && body.errorCode;
    const fields = (body && body.fields) || {};
    if (code === 'INSUFFICIENT_BALANCE') return text.errors.insufficientBalance;
    if (fields.round === 'betting_closed') return text.errors.closed;
    if (fields.amount === 'over_table_max') return text.errors.overMax;
    if (fields.amount === 'outside_table_limits') return text.errors.outsideLimits;
    if (fields.spot === 'opposite_side') return text.errors.opposite;
    if (fields.betId === 'bet_rolled_back') return text.errors.rolledBack;
    if (code === 'user.or.token.invalid') return text.errorPage.body;
    if (status === 503) return text.errors.unconfirmed;
    return text.errors.generic;
  }
  async function call(path, init) {
    let res;
    try {
      res = await fetch(api(path), {
        ...init,
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
      });
    } catch {
      throw Object.assign(new Error(text.errors.network), { transient: true });
    }
    const body = await res.json().catch(() => null);
    if (!res.ok || !body || body.success === false) {
      throw Object.assign(new Error(errorText(body, res.status)), { transient: res.status === 503, body });
    }
    return body.value;
  }
  const query = (extra) => `?ticket=${encodeURIComponent(data.ticket)}${extra ? `&${extra}` : ''}`;

  // ------------------------------------------------------------------ table, chips, spots

  function tableInfo() {
    return state.info.tables.find((t) => t.tableId === state.table) || state.info.tables[0];
  }
  function renderTables() {
    const select = $('table');
    select.replaceChildren(
      ...state.info.tables.map((t) => {
        const option = document.createElement('option');
        option.value = t.tableId;
        option.textContent = fill(text.tableOption, {
          table: t.tableId,
          min: money(t.min),
          max: money(t.max),
        });
        return option;
      }),
    );
    select.value = state.table;
    select.disabled = false;
  }
  function renderChips() {
    const t = tableInfo();
    const min = toCents(t.min);
    const max = toCents(t.max);
    const chips = CHIP_STEPS.map((k) => min * k).filter((c) => c <= max);
    if (!chips.includes(state.chip)) state.chip = chips[0];
    $('chips').replaceChildren(
      ...chips.map((cents, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'bc__chip';
        b.dataset.cents = String(cents);
        b.textContent = number(fromCents(cents), cents % 100 === 0 ? 0 : 2);
        b.setAttribute('aria-pressed', String(cents === state.chip));
        b.setAttribute('aria-keyshortcuts', String(i + 1));
        b.addEventListener('click', () => chooseChip(cents));
        return b;
      }),
    );
    $('limits').textContent = fill(text.limits, { min: money(t.min), max: money(t.max) });
  }
  function chooseChip(cents) {
    state.chip = cents;
    for (const b of $('chips').querySelectorAll('button')) {
      b.setAttribute('aria-pressed', String(Number(b.dataset.cents) === cents));
    }
  }
  function renderSpots() {
    const betting = state.round && state.round.phase === 'betting' && !state.busy;
    const bySpot = {};
    for (const bet of (state.round && state.round.bets) || []) {
      if (bet.status === 'refused' || bet.status === 'rolled_back') continue;
      bySpot[bet.spot] = (bySpot[bet.spot] || 0) + toCents(bet.amount);
    }
    for (const b of document.querySelectorAll('[data-spot]')) {
      const spot = b.dataset.spot;
      b.disabled = !betting;
      b.querySelector('[data-pays]').textContent = fill(text.pays, {
        odds: isolate(state.info ? state.info.pays[spot] : ''),
      });
      const stake = bySpot[spot];
      b.querySelector('[data-stake]').textContent = stake ? money(fromCents(stake)) : '';
      b.classList.toggle('bc__spot--backed', Boolean(stake));
    }
    $('mine').textContent =
      state.round && toCents(state.round.staked) > 0
        ? fill(text.yourBets, { amount: money(state.round.staked) })
        : '';
  }

  // ------------------------------------------------------------------ round, result, roads

  const SUIT = { D: '♦', C: '♣', H: '♥', S: '♠' };
  function cardItem(name) {
    const li = document.createElement('li');
    const suit = name.slice(-1);
    li.className = `bc__card${suit === 'D' || suit === 'H' ? ' bc__card--red' : ''}`;
    li.textContent = `${name.slice(0, -1)}${SUIT[suit] || suit}`;
    return li;
  }
  function renderResult(last) {
    if (!last) {
      $('outcome').textContent = text.noRounds;
      return;
    }
    $('player-cards').replaceChildren(...last.player.map(cardItem));
    $('banker-cards').replaceChildren(...last.banker.map(cardItem));
    $('player-points').textContent = number(last.playerPoints, 0);
    $('banker-points').textContent = number(last.bankerPoints, 0);
    const pairs = [
      last.playerPair ? text.spots.playerPair : '',
      last.bankerPair ? text.spots.bankerPair : '',
    ].filter(Boolean);
    $('outcome').textContent = [
      `${fill(text.round, { n: isolate(String(last.roundNo)) })}: ${text.outcomes[last.outcome]}`,
      ...pairs,
    ].join(' · ');
    $('outcome').dataset.outcome = last.outcome;
    $('reveal').textContent = last.serverSeed;
  }
  function roadCell(cell, kind) {
    const d = document.createElement('span');
    d.className = `bc__cell bc__cell--${cell.outcome}${cell.playerPair ? ' bc__cell--pp' : ''}${
      cell.bankerPair ? ' bc__cell--bp' : ''
    }`;
    // Grid lines are 1-based; columns run left to right as Asian players read the roads.
    d.style.setProperty('--c', String(cell.col + 1));
    d.style.setProperty('--r', String(cell.row + 1));
    if (kind === 'bead') d.textContent = text.roadLetters[cell.outcome];
    else if (cell.ties > 0) d.textContent = cell.ties > 1 ? String(cell.ties) : '/';
    return d;
  }
  function renderRoads(roads) {
    const bead = $('bead');
    bead.replaceChildren(...roads.bead.map((c) => roadCell(c, 'bead')));
    const big = $('big');
    // The big road keeps its newest columns in view: as many as the width holds, 24 at most.
    const cell = $('bead').firstElementChild
      ? $('bead').firstElementChild.getBoundingClientRect().width + 1
      : 22;
    const fits = Math.max(6, Math.min(24, Math.floor(big.parentElement.clientWidth / cell) - 1));
    big.style.setProperty('--cols', String(fits));
    const lastCol = roads.big.reduce((m, c) => Math.max(m, c.col), 0);
    const first = Math.max(0, lastCol - fits + 1);
    big.replaceChildren(
      ...roads.big.filter((c) => c.col >= first).map((c) => roadCell({ ...c, col: c.col - first }, 'big')),
    );
    const counts = { player: 0, banker: 0, tie: 0 };
    for (const c of roads.bead) counts[c.outcome] += 1;
    const label = `${text.spots.player} ${counts.player}, ${text.spots.banker} ${counts.banker}, ${text.spots.tie} ${counts.tie}`;
    bead.setAttribute('aria-label', `${text.beadRoad}: ${label}`);
    big.setAttribute('aria-label', `${text.bigRoad}: ${label}`);
  }
  function renderRound() {
    const r = state.round;
    if (!r) return;
    $('round').textContent = fill(text.round, { n: isolate(String(r.roundNo)) });
    $('commitment').textContent = r.serverSeedHash;
    $('client').textContent = `${r.clientSeed} · ${r.nonce}`;
    tick();
    renderSpots();
  }
  let lastPhase = '';
  function tick() {
    const r = state.round;
    if (!r) return;
    const now = Date.now() + state.offsetMs;
    const closes = Date.parse(r.closesAt);
    const opens = Date.parse(r.opensAt);
    const betting = r.phase === 'betting' && now < closes;
    const seconds = Math.max(0, Math.ceil((closes - now) / 1000));
    const phase = betting ? fill(text.betting, { seconds: isolate(number(seconds, 0)) }) : text.dealing;
    // The live region speaks on a change of phase, not every second.
    const phaseKey = betting ? 'betting' : 'dealing';
    if (phaseKey !== lastPhase) $('phase').setAttribute('aria-live', 'polite');
    else $('phase').setAttribute('aria-live', 'off');
    lastPhase = phaseKey;
    $('phase').textContent = phase;
    $('phase').dataset.phase = phaseKey;
    const share = betting ? (closes - now) / (closes - opens) : 0;
    $('timer-bar').style.inlineSize = `${Math.max(0, Math.min(1, share)) * 100}%`;
    if (!betting && r.phase === 'betting') {
      r.phase = 'dealing';
      renderSpots();
    }
  }

  async function refreshBalance() {
    try {
      const info = await call(`info${query()}`);
      $('balance').textContent = money(info.balance);
    } catch {
      // The next result tries again.
    }
  }

  let pollTimer = 0;
  async function poll() {
    window.clearTimeout(pollTimer);
    try {
      const s = await call(`state${query(`table=${encodeURIComponent(state.table)}`)}`);
      state.offsetMs = Date.parse(s.serverNow) - Date.now();
      state.round = s.round;
      state.failures = 0;
      if ($('error').dataset.kind === 'poll') {
        showError('');
        delete $('error').dataset.kind;
      }
      renderRound();
      const lastKey = s.last ? `${s.last.tableId}:${s.last.roundNo}` : 'none';
      if (lastKey !== state.lastShown) {
        const first = state.lastShown === null;
        state.lastShown = lastKey;
        renderResult(s.last);
        renderRoads(s.roads);
        if (!first && s.last && s.last.win !== null) {
          const win = toCents(s.last.win);
          const staked = toCents(s.last.staked);
          say(
            win === 0
              ? text.lost
              : win === staked
                ? text.push
                : fill(text.won, { amount: money(s.last.win) }),
          );
          refreshBalance();
        }
      }
      $('main').setAttribute('aria-busy', 'false');
      if ($('message').textContent === text.loading) say('');
    } catch (err) {
      state.failures += 1;
      if (state.failures >= 3 || !err.transient) {
        showError(err.message);
        $('error').dataset.kind = 'poll';
      }
    }
    if (!document.hidden) pollTimer = window.setTimeout(poll, POLL_MS);
  }

  async function bet(spot) {
    if (state.busy || !state.round || state.round.phase !== 'betting') return;
    const amount = fromCents(state.chip);
    const round = state.round.roundNo;
    if (
      !pendingBet ||
      pendingBet.spot !== spot ||
      pendingBet.amount !== amount ||
      pendingBet.round !== round
    ) {
      pendingBet = { spot, amount, round, betId: newId() };
    }
    state.busy = true;
    renderSpots();
    showError('');
    try {
      const placed = await call('bet', {
        method: 'POST',
        body: JSON.stringify({
          ticket: data.ticket,
          table: state.table,
          round,
          spot,
          amount,
          betId: pendingBet.betId,
        }),
      });
      pendingBet = null;
      $('balance').textContent = money(placed.balance);
      if (state.round && state.round.roundNo === round) {
        state.round.bets = [...state.round.bets.filter((b) => b.betId !== placed.bet.betId), placed.bet];
        state.round.staked = placed.staked;
      }
      say(fill(text.betPlaced, { spot: text.spots[spot], amount: money(amount) }));
    } catch (err) {
      if (!err.transient) pendingBet = null;
      showError(err.message);
    } finally {
      state.busy = false;
      renderSpots();
    }
  }

  function chooseTable(tableId) {
    state.table = tableId;
    state.round = null;
    state.lastShown = null;
    pendingBet = null;
    renderChips();
    renderSpots();
    poll();
  }

  async function start() {
    try {
      state.info = await call(`info${query()}`);
    } catch (err) {
      $('main').setAttribute('aria-busy', 'false');
      say('');
      showError(err.message);
      return;
    }
    currency = state.info.currency;
    $('balance').textContent = money(state.info.balance);
    const wanted = state.info.tables.find((t) => t.tableId === data.table);
    state.table = wanted ? wanted.tableId : state.info.tables[0].tableId;
    $('rules').textContent = fill(text.rules, {
      commission: percent(state.info.commissionPercent),
      banker: percent(state.info.houseEdge.banker),
      player: percent(state.info.houseEdge.player),
      tie: percent(state.info.houseEdge.tie),
      pair: percent(state.info.houseEdge.playerPair),
    });
    renderTables();
    chooseTable(state.table);
  }

  $('table').addEventListener('change', (e) => chooseTable(e.target.value));
  for (const b of document.querySelectorAll('[data-spot]')) {
    if (b instanceof HTMLButtonElement) b.addEventListener('click', () => bet(b.dataset.spot));
  }
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    if (target && (target.tagName === 'SELECT' || target.tagName === 'INPUT')) return;
    const n = Number(e.key);
    if (n >= 1 && n <= 5) {
      const chip = $('chips').querySelectorAll('button')[n - 1];
      if (chip) {
        e.preventDefault();
        chooseChip(Number(chip.dataset.cents));
      }
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && state.table) poll();
  });
  window.setInterval(tick, 250);
  start();
})();
