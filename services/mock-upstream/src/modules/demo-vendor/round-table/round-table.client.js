/* global document, window, HTMLButtonElement */
// The round tables' page script (live baccarat, the cockfight arenas; no bundler, no dependencies).
// Each game's script follows this one in the same file and calls roundTable(name, words, own):
// `name` is the game's (its page's data attribute and API path), `words` its names for a round, a
// table and a spot (`round`/`fight`, `table`/`arena`, `spot`/`side`: the API's fields, the
// elements' ids and the text's keys), and `own(t)` returns the game's parts given the shared ones
// `t`. The shared part reads the page's data, formats figures in the page's language, polls the
// shared round from the game's own route, takes chips and bets (a bet id outlives a failed call, so
// the same bet again is a retry, never a second stake), keeps the countdown and shows the
// commitment and the reveal.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the game's script after it
function roundTable(name, words, own) {
  'use strict';
  const data = JSON.parse(document.body.dataset[name] || '{}');
  const text = data.text;
  const $ = (id) => document.getElementById(id);
  const api = (path) => `${data.base}/api/${name}/${path}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  const POLL_MS = 1000;
  const CHIP_STEPS = [1, 5, 10, 50, 100];
  const roundNoKey = `${words.round}No`;
  const tableIdKey = `${words.table}Id`;
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
    chip: 0,
    round: null,
    lastShown: null,
    offsetMs: 0,
    busy: false,
    failures: 0,
  };
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
    if (fields[words.round] === 'betting_closed') return text.errors.closed;
    if (fields.amount === `over_${words.table}_max`) return text.errors.overMax;
    if (fields.amount === `outside_${words.table}_limits`) return text.errors.outsideLimits;
    if (fields[words.spot] === 'opposite_side') return text.errors.opposite;
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

  // ------------------------------------------------------------------ chips, spots

  /** The chips of a table (`{ id, min, max }`: multiples of its minimum up to its maximum) and its limits. */
  function renderChips(table) {
    const min = toCents(table.min);
    const max = toCents(table.max);
    const chips = CHIP_STEPS.map((k) => min * k).filter((c) => c <= max);
    if (!chips.includes(state.chip)) state.chip = chips[0];
    $('chips').replaceChildren(
      ...chips.map((cents, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'rt__chip';
        b.dataset.cents = String(cents);
        b.textContent = number(fromCents(cents), cents % 100 === 0 ? 0 : 2);
        b.setAttribute('aria-pressed', String(cents === state.chip));
        b.setAttribute('aria-keyshortcuts', String(i + 1));
        b.addEventListener('click', () => chooseChip(cents));
        return b;
      }),
    );
    // A language's limits may name the table by the game's word for it ({arena}).
    $('limits').textContent = fill(text.limits, {
      [words.table]: isolate(table.id),
      min: money(table.min),
      max: money(table.max),
    });
  }
  function chooseChip(cents) {
    state.chip = cents;
    for (const b of $('chips').querySelectorAll('button')) {
      b.setAttribute('aria-pressed', String(Number(b.dataset.cents) === cents));
    }
  }
  function renderSpots() {
    const r = state.round;
    const betting = r && r.phase === 'betting' && !state.busy;
    const bySpot = {};
    for (const bet of (r && r.bets) || []) {
      if (bet.status === 'refused' || bet.status === 'rolled_back') continue;
      bySpot[bet[words.spot]] = (bySpot[bet[words.spot]] || 0) + toCents(bet.amount);
    }
    for (const b of document.querySelectorAll(`[data-${words.spot}]`)) {
      const spot = b.dataset[words.spot];
      b.disabled = !betting;
      game.renderSpot(b, spot, r);
      const stake = bySpot[spot];
      b.querySelector('[data-stake]').textContent = stake ? money(fromCents(stake)) : '';
      b.classList.toggle('rt__spot--backed', Boolean(stake));
    }
    $('mine').textContent =
      r && toCents(r.staked) > 0 ? fill(text.yourBets, { amount: money(r.staked) }) : '';
  }

  // ------------------------------------------------------------------ round, clock, result

  function renderRound() {
    const r = state.round;
    if (!r) return;
    $(words.round).textContent = fill(text[words.round], { n: isolate(String(r[roundNoKey])) });
    $('commitment').textContent = r.serverSeedHash;
    $('client').textContent = `${r.clientSeed} · ${r.nonce}`;
    tick();
    renderSpots();
  }
  /** The outcome line of a played round ("Round 12: Banker wins"), and its revealed seed shown. */
  function renderOutcome(last, extra) {
    $('outcome').textContent = [
      `${fill(text[words.round], { n: isolate(String(last[roundNoKey])) })}: ${text.outcomes[last.outcome]}`,
      ...(extra || []),
    ].join(' · ');
    $('outcome').dataset.outcome = last.outcome;
    $('reveal').textContent = last.serverSeed;
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
    const phaseKey = betting ? 'betting' : game.closedPhase;
    // The live region speaks on a change of phase, not every second.
    $('phase').setAttribute('aria-live', phaseKey !== lastPhase ? 'polite' : 'off');
    lastPhase = phaseKey;
    $('phase').textContent = betting
      ? fill(text.betting, { seconds: isolate(number(seconds, 0)) })
      : text[game.closedPhase];
    $('phase').dataset.phase = phaseKey;
    const share = betting ? (closes - now) / (closes - opens) : 0;
    $('timer-bar').style.inlineSize = `${Math.max(0, Math.min(1, share)) * 100}%`;
    if (!betting && r.phase === 'betting') {
      r.phase = game.closedPhase;
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
  // One state call at a time, and never an older round over a newer one: around a round's close the
  // first call also settles the round that closed and may answer after a later call, which would
  // show the previous round (its number and its commitment) again for a moment.
  // Asked for while a call is out (another table chosen, the page shown again): once it is back.
  let polling = false;
  let pollAgain = false;
  let pollTable = null;
  let pollRound = -1;
  const stateQuery = () => (game.stateQuery ? game.stateQuery() : '');
  async function poll() {
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    window.clearTimeout(pollTimer);
    try {
      const asked = stateQuery();
      const s = await call(`state${query(asked)}`);
      const next = s[words.round];
      // Another table's answer (it was changed meanwhile), or an older round of this one.
      if (asked !== stateQuery()) return;
      if (asked === pollTable && next[roundNoKey] < pollRound) return;
      pollTable = asked;
      pollRound = next[roundNoKey];
      state.offsetMs = Date.parse(s.serverNow) - Date.now();
      state.round = next;
      state.failures = 0;
      if (game.onState) game.onState(s);
      if ($('error').dataset.kind === 'poll') {
        showError('');
        delete $('error').dataset.kind;
      }
      renderRound();
      const lastKey = s.last ? `${s.last[tableIdKey]}:${s.last[roundNoKey]}` : 'none';
      if (lastKey !== state.lastShown) {
        const first = state.lastShown === null;
        state.lastShown = lastKey;
        game.renderLast(s);
        if (!first && s.last && s.last.win !== null) {
          const win = toCents(s.last.win);
          const staked = toCents(s.last.staked);
          say(
            win === 0
              ? text.lost
              : win === staked && game.isPush(s.last)
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
    } finally {
      polling = false;
      const soon = pollAgain;
      pollAgain = false;
      if (!document.hidden || soon) pollTimer = window.setTimeout(poll, soon ? 0 : POLL_MS);
    }
  }
  /** Starts over on another table: its round, its last result and no pending bet. */
  function restart() {
    state.round = null;
    state.lastShown = null;
    pendingBet = null;
    renderSpots();
    poll();
  }

  async function bet(spot) {
    const r = state.round;
    if (state.busy || !r || r.phase !== 'betting') return;
    const amount = fromCents(state.chip);
    const round = r[roundNoKey];
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
          ...(game.betFields ? game.betFields() : {}),
          [words.round]: round,
          [words.spot]: spot,
          amount,
          betId: pendingBet.betId,
        }),
      });
      pendingBet = null;
      $('balance').textContent = money(placed.balance);
      if (state.round && state.round[roundNoKey] === round) {
        state.round.bets = [...state.round.bets.filter((b) => b.betId !== placed.bet.betId), placed.bet];
        state.round.staked = placed.staked;
      }
      say(game.placedText(spot, amount, placed));
    } catch (err) {
      if (!err.transient) pendingBet = null;
      showError(err.message);
    } finally {
      state.busy = false;
      renderSpots();
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
    game.start(state.info);
  }

  const t = {
    data,
    text,
    state,
    $,
    fill,
    number,
    isolate,
    money,
    percent,
    renderChips,
    renderOutcome,
    restart,
    poll,
  };
  const game = own(t);

  for (const b of document.querySelectorAll(`[data-${words.spot}]`)) {
    if (b instanceof HTMLButtonElement) b.addEventListener('click', () => bet(b.dataset[words.spot]));
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
    if (!document.hidden && state.info) poll();
  });
  window.setInterval(tick, 250);
  start();
}
