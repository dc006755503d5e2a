/* global document, window, HTMLButtonElement */
// The DS88 cockfight arena's page script (no bundler, no dependencies): chips, bets on Meron, Wala
// or a draw at the fight's odds, the shared fight polled from the vendor's own route, the last
// result, the results board and the fairness data.
(() => {
  'use strict';
  const data = JSON.parse(document.body.dataset.cockfight || '{}');
  const text = data.text;
  const $ = (id) => document.getElementById(id);
  const api = (path) => `${data.base}/api/cockfight/${path}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  const POLL_MS = 1000;
  const CHIP_STEPS = [1, 5, 10, 50, 100];
  const TREND_ROWS = 6;
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
  const odds = (value) => isolate(number(value, 2));
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
    arena: null,
    chip: 0,
    fight: null,
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
    if (fields.fight === 'betting_closed') return text.errors.closed;
    if (fields.amount === 'over_arena_max') return text.errors.overMax;
    if (fields.amount === 'outside_arena_limits') return text.errors.outsideLimits;
    if (fields.side === 'opposite_side') return text.errors.opposite;
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
  const query = () => `?ticket=${encodeURIComponent(data.ticket)}`;

  // ------------------------------------------------------------------ chips, sides

  function renderChips() {
    const a = state.arena;
    const min = toCents(a.min);
    const max = toCents(a.max);
    const chips = CHIP_STEPS.map((k) => min * k).filter((c) => c <= max);
    if (!chips.includes(state.chip)) state.chip = chips[0];
    $('chips').replaceChildren(
      ...chips.map((cents, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'cf__chip';
        b.dataset.cents = String(cents);
        b.textContent = number(fromCents(cents), cents % 100 === 0 ? 0 : 2);
        b.setAttribute('aria-pressed', String(cents === state.chip));
        b.setAttribute('aria-keyshortcuts', String(i + 1));
        b.addEventListener('click', () => chooseChip(cents));
        return b;
      }),
    );
    $('limits').textContent = fill(text.limits, {
      arena: isolate(a.arenaId),
      min: money(a.min),
      max: money(a.max),
    });
  }
  function chooseChip(cents) {
    state.chip = cents;
    for (const b of $('chips').querySelectorAll('button')) {
      b.setAttribute('aria-pressed', String(Number(b.dataset.cents) === cents));
    }
  }
  function renderSides() {
    const f = state.fight;
    const betting = f && f.phase === 'betting' && !state.busy;
    const bySide = {};
    for (const bet of (f && f.bets) || []) {
      if (bet.status === 'refused' || bet.status === 'rolled_back') continue;
      bySide[bet.side] = (bySide[bet.side] || 0) + toCents(bet.amount);
    }
    for (const b of document.querySelectorAll('[data-side]')) {
      const side = b.dataset.side;
      b.disabled = !betting;
      b.querySelector('[data-odds]').textContent = f ? number(f.odds[side], 2) : '';
      const stake = bySide[side];
      b.querySelector('[data-stake]').textContent = stake ? money(fromCents(stake)) : '';
      b.classList.toggle('cf__side--backed', Boolean(stake));
    }
    $('mine').textContent =
      f && toCents(f.staked) > 0 ? fill(text.yourBets, { amount: money(f.staked) }) : '';
  }

  // ------------------------------------------------------------------ fight, result, board

  function renderResult(last) {
    if (!last) {
      $('outcome').textContent = text.noFights;
      return;
    }
    $('outcome').textContent = `${fill(text.fight, { n: isolate(String(last.fightNo)) })}: ${
      text.outcomes[last.outcome]
    }`;
    $('outcome').dataset.outcome = last.outcome;
    $('last-odds').textContent = fill(text.lastOdds, {
      meron: odds(last.odds.meron),
      wala: odds(last.odds.wala),
      draw: odds(last.odds.draw),
    });
    $('reveal').textContent = last.serverSeed;
  }
  // The results board: fights in columns of six, oldest first, read left to right as on a cockpit's board.
  function renderTrend(history) {
    const list = $('trend');
    list.replaceChildren(
      ...history.map((h, i) => {
        const li = document.createElement('li');
        li.className = `cf__cell cf__cell--${h.outcome}`;
        li.style.setProperty('--c', String(Math.floor(i / TREND_ROWS) + 1));
        li.style.setProperty('--r', String((i % TREND_ROWS) + 1));
        li.textContent = text.trendLetters[h.outcome];
        li.title = fill(text.fight, { n: String(h.fightNo) });
        return li;
      }),
    );
    const counts = { meron: 0, wala: 0, draw: 0 };
    for (const h of history) counts[h.outcome] += 1;
    const parts = ['meron', 'wala', 'draw'].map((side) => `${text.sides[side]} ${number(counts[side], 0)}`);
    // The language's own list separators ("، " in Arabic, "、" in Chinese).
    let label;
    try {
      label = new Intl.ListFormat(data.locale, { style: 'narrow', type: 'unit' }).format(parts);
    } catch {
      label = parts.join(', ');
    }
    list.setAttribute('aria-label', `${text.history}: ${label}`);
    $('counts').textContent = label;
  }
  function renderFight() {
    const f = state.fight;
    if (!f) return;
    $('fight').textContent = fill(text.fight, { n: isolate(String(f.fightNo)) });
    $('commitment').textContent = f.serverSeedHash;
    $('client').textContent = `${f.clientSeed} · ${f.nonce}`;
    tick();
    renderSides();
  }
  let lastPhase = '';
  function tick() {
    const f = state.fight;
    if (!f) return;
    const now = Date.now() + state.offsetMs;
    const closes = Date.parse(f.closesAt);
    const opens = Date.parse(f.opensAt);
    const betting = f.phase === 'betting' && now < closes;
    const seconds = Math.max(0, Math.ceil((closes - now) / 1000));
    const phaseKey = betting ? 'betting' : 'fighting';
    // The live region speaks on a change of phase, not every second.
    $('phase').setAttribute('aria-live', phaseKey !== lastPhase ? 'polite' : 'off');
    lastPhase = phaseKey;
    $('phase').textContent = betting
      ? fill(text.betting, { seconds: isolate(number(seconds, 0)) })
      : text.fighting;
    $('phase').dataset.phase = phaseKey;
    const share = betting ? (closes - now) / (closes - opens) : 0;
    $('timer-bar').style.inlineSize = `${Math.max(0, Math.min(1, share)) * 100}%`;
    if (!betting && f.phase === 'betting') {
      f.phase = 'fighting';
      renderSides();
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
      const s = await call(`state${query()}`);
      state.offsetMs = Date.parse(s.serverNow) - Date.now();
      state.fight = s.fight;
      state.failures = 0;
      if (!state.arena) {
        state.arena = s.arena;
        renderChips();
      }
      if ($('error').dataset.kind === 'poll') {
        showError('');
        delete $('error').dataset.kind;
      }
      renderFight();
      const lastKey = s.last ? `${s.last.arenaId}:${s.last.fightNo}` : 'none';
      if (lastKey !== state.lastShown) {
        const first = state.lastShown === null;
        state.lastShown = lastKey;
        renderResult(s.last);
        renderTrend(s.history);
        if (!first && s.last && s.last.win !== null) {
          const win = toCents(s.last.win);
          const staked = toCents(s.last.staked);
          say(
            win === 0
              ? text.lost
              : win === staked && s.last.outcome === 'draw'
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
        $('main').setAttribute('aria-busy', 'false');
        if ($('message').textContent === text.loading) say('');
      }
    }
    if (!document.hidden) pollTimer = window.setTimeout(poll, POLL_MS);
  }

  async function bet(side) {
    const f = state.fight;
    if (state.busy || !f || f.phase !== 'betting') return;
    const amount = fromCents(state.chip);
    const fight = f.fightNo;
    if (
      !pendingBet ||
      pendingBet.side !== side ||
      pendingBet.amount !== amount ||
      pendingBet.fight !== fight
    ) {
      pendingBet = { side, amount, fight, betId: newId() };
    }
    state.busy = true;
    renderSides();
    showError('');
    try {
      const placed = await call('bet', {
        method: 'POST',
        body: JSON.stringify({ ticket: data.ticket, fight, side, amount, betId: pendingBet.betId }),
      });
      pendingBet = null;
      $('balance').textContent = money(placed.balance);
      if (state.fight && state.fight.fightNo === fight) {
        state.fight.bets = [...state.fight.bets.filter((b) => b.betId !== placed.bet.betId), placed.bet];
        state.fight.staked = placed.staked;
      }
      say(
        fill(text.betPlaced, { side: text.sides[side], amount: money(amount), odds: odds(placed.bet.odds) }),
      );
    } catch (err) {
      if (!err.transient) pendingBet = null;
      showError(err.message);
    } finally {
      state.busy = false;
      renderSides();
    }
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
    $('rules').textContent = fill(text.rules, {
      margin: percent(state.info.marginPercent),
      meron: percent(state.info.houseEdge.meron),
      draw: percent(state.info.houseEdge.draw),
    });
    poll();
  }

  for (const b of document.querySelectorAll('[data-side]')) {
    if (b instanceof HTMLButtonElement) b.addEventListener('click', () => bet(b.dataset.side));
  }
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
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
    if (!document.hidden && state.info) poll();
  });
  window.setInterval(tick, 250);
  start();
})();
