/* global document, window */
// The sportsbook's page script (no bundler, no dependencies): the fixtures with live scores and
// prices polled from the vendor's own route, a bet slip for one single, and the player's bets.
(() => {
  'use strict';
  const data = JSON.parse(document.body.dataset.sportsbook || '{}');
  const text = data.text;
  const $ = (id) => document.getElementById(id);
  const api = (path) => `${data.base}/api/sportsbook/${path}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  const POLL_MS = 4000;
  // Figures, prices and lines are isolated left to right (U+2066 ... U+2069), so that a right-to-left
  // sentence keeps them whole and a handicap keeps its sign in front.
  const isolate = (s) => `\u2066${s}\u2069`;
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
  const money = (amount) => isolate(number(amount, 2) + (currency ? ` ${currency}` : ''));
  const time = (iso) => {
    try {
      return new Intl.DateTimeFormat(data.locale, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      );
    } catch {
      return iso.slice(11, 16);
    }
  };
  const toCents = (amount) => {
    const [whole, fraction = ''] = String(amount).split('.');
    return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  };
  const newId = () => {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };
  const el = (tag, cls, content) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (content !== undefined) node.textContent = content;
    return node;
  };

  let format = 'decimal';
  try {
    format = localStorage.getItem('sb-format') || 'decimal';
  } catch {
    /* storage may be off */
  }
  const state = { info: null, fixtures: [], pick: null, betId: null, busy: false };

  function showError(message) {
    $('error').textContent = message || '';
    $('error').hidden = !message;
  }

  async function get(path) {
    const res = await fetch(api(path), { cache: 'no-store' });
    const body = await res.json().catch(() => null);
    if (!res.ok || !body || !body.success)
      throw Object.assign(new Error('api'), { body, status: res.status });
    return body.value;
  }

  function pickLabel(f, pick) {
    if (pick.market === '1x2') {
      const who = pick.selection === 'home' ? f.home : pick.selection === 'away' ? f.away : text.picks.draw;
      return `${text.markets.x12}: ${who}`;
    }
    if (pick.market === 'ah')
      return `${text.markets.ah}: ${pick.selection === 'home' ? f.home : f.away} ${isolate(pick.lineText)}`;
    return `${text.markets.ou}: ${text.picks[pick.selection]} ${isolate(pick.lineText)}`;
  }

  function priceButton(f, pick, label, price) {
    const b = el('button', 'sb__price');
    b.type = 'button';
    const name = el('span', 'sb__price-name', label);
    const odds = el('span', 'sb__price-odds', price ? price.odds : '–');
    odds.dir = 'ltr';
    b.append(name, odds);
    b.disabled = !price || !f.open;
    const chosen =
      state.pick &&
      state.pick.fixtureNo === f.fixtureNo &&
      state.pick.market === pick.market &&
      state.pick.line === pick.line &&
      state.pick.selection === pick.selection;
    b.setAttribute('aria-pressed', chosen ? 'true' : 'false');
    if (price) {
      b.addEventListener('click', () => {
        state.pick = {
          ...pick,
          fixtureNo: f.fixtureNo,
          odds: price.odds,
          decimal: price.decimal,
          label: pickLabel(f, pick),
        };
        state.betId = newId();
        renderSlip();
        renderFixtures();
        $('stake').focus();
      });
    }
    return b;
  }

  function renderFixtures() {
    const list = $('fixtures');
    list.replaceChildren();
    for (const f of state.fixtures) {
      const li = el('li', `sb__fixture sb__fixture--${f.phase}`);
      const top = el('div', 'sb__fixture-top');
      const teams = el('p', 'sb__teams');
      teams.append(
        el('bdi', '', f.home),
        el('span', 'sb__score', f.phase === 'scheduled' ? '–' : `${f.score.home} – ${f.score.away}`),
        el('bdi', '', f.away),
      );
      teams.querySelector('.sb__score').dir = 'ltr';
      const when =
        f.phase === 'live'
          ? `${text.live} ${isolate(`${f.minute}'`)}`
          : f.phase === 'ended'
            ? text.fullTime
            : fill(text.kickoff, { time: isolate(time(f.kickoff)) });
      top.append(teams, el('span', `sb__when${f.phase === 'live' ? ' sb__when--live' : ''}`, when));
      li.append(top);
      if (!f.open) li.append(el('p', 'sb__closed', text.closed));
      const markets = el('div', 'sb__markets');
      const x12 = el('div', 'sb__market');
      x12.append(el('h3', 'sb__market-name', text.markets.x12));
      const row = el('div', 'sb__prices');
      row.append(
        priceButton(f, { market: '1x2', line: null, selection: 'home' }, '1', f.markets['1x2'].home),
        priceButton(f, { market: '1x2', line: null, selection: 'draw' }, 'X', f.markets['1x2'].draw),
        priceButton(f, { market: '1x2', line: null, selection: 'away' }, '2', f.markets['1x2'].away),
      );
      x12.append(row);
      const ah = el('div', 'sb__market');
      ah.append(el('h3', 'sb__market-name', text.markets.ah));
      for (const l of f.markets.ah) {
        const r = el('div', 'sb__prices sb__prices--two');
        r.append(
          priceButton(
            f,
            { market: 'ah', line: l.line, selection: 'home', lineText: l.home },
            `${text.picks.home} ${isolate(l.home)}`,
            l.prices.home,
          ),
          priceButton(
            f,
            { market: 'ah', line: l.line, selection: 'away', lineText: l.away },
            `${text.picks.away} ${isolate(l.away)}`,
            l.prices.away,
          ),
        );
        ah.append(r);
      }
      const ou = el('div', 'sb__market');
      ou.append(el('h3', 'sb__market-name', text.markets.ou));
      for (const l of f.markets.ou) {
        const r = el('div', 'sb__prices sb__prices--two');
        r.append(
          priceButton(
            f,
            { market: 'ou', line: l.line, selection: 'over', lineText: l.total },
            `${text.picks.over} ${isolate(l.total)}`,
            l.prices.over,
          ),
          priceButton(
            f,
            { market: 'ou', line: l.line, selection: 'under', lineText: l.total },
            `${text.picks.under} ${isolate(l.total)}`,
            l.prices.under,
          ),
        );
        ou.append(r);
      }
      markets.append(x12, ah, ou);
      li.append(markets);
      const hash = el('p', 'sb__hash');
      hash.append(`${text.seedHash}: `);
      const code = el('code', '', f.seed ? f.seed : f.seedHash);
      code.dir = 'ltr';
      hash.append(code);
      li.append(hash);
      list.append(li);
    }
  }

  function renderSlip() {
    const pick = state.pick;
    $('slip').hidden = !pick;
    $('slip-empty').hidden = Boolean(pick);
    if (!pick) return;
    $('slip-pick').textContent = `${pick.label} @ ${isolate(pick.odds)}`;
    const stake = $('stake').value.trim();
    const ok = /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(stake);
    $('slip-returns').textContent = ok
      ? fill(text.returns, { amount: money(((toCents(stake) * toCents(pick.decimal)) / 10000).toFixed(2)) })
      : '';
  }

  function errorText(body) {
    const code = body && body.errorCode;
    const fields = (body && body.fields) || {};
    if (code === 'INSUFFICIENT_BALANCE') return text.errors.insufficientBalance;
    if (fields.amount) return text.errors.limits;
    if (fields.fixtureNo === 'betting_closed' || fields.pick) return text.errors.closed;
    if (code === 'user.or.token.invalid') return text.errorPage.body;
    return text.errors.generic;
  }

  async function place(event) {
    event.preventDefault();
    const pick = state.pick;
    if (!pick || state.busy) return;
    state.busy = true;
    $('place').disabled = true;
    $('slip-note').textContent = '';
    try {
      const res = await fetch(api('bet'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ticket: data.ticket,
          fixtureNo: pick.fixtureNo,
          market: pick.market,
          line: pick.line,
          selection: pick.selection,
          odds: pick.decimal,
          acceptChanges: $('accept').checked,
          amount: $('stake').value.trim(),
          betId: state.betId,
          format,
        }),
      });
      const body = await res.json().catch(() => null);
      if (res.ok && body && body.success) {
        $('balance').textContent = money(body.value.balance);
        $('slip-note').textContent = text.placed;
        state.pick = null;
        renderSlip();
        await refreshBets();
      } else if (body && body.errorCode === 'ODDS_CHANGED' && body.value) {
        // The slip takes the new price; a new bet id, since it is a new offer to the book.
        pick.odds = body.value.odds;
        pick.decimal = body.value.decimal;
        state.betId = newId();
        renderSlip();
        $('slip-note').textContent = fill(text.oddsChanged, { odds: isolate(body.value.odds) });
      } else if (res.status === 503) {
        $('slip-note').textContent = text.errors.generic; // the same bet id is sent again on retry
      } else {
        state.betId = newId();
        $('slip-note').textContent = errorText(body);
      }
    } catch {
      $('slip-note').textContent = text.errors.generic;
    } finally {
      state.busy = false;
      $('place').disabled = false;
    }
  }

  function outcomeText(b) {
    if (b.status === 'settled') {
      const key = { won: 'won', half_won: 'halfWon', void: 'void', half_lost: 'halfLost', lost: 'lost' }[
        b.outcome
      ];
      return `${text.outcomes[key] || text.status.settled} · ${money(b.win)}`;
    }
    if (b.status === 'refused') return text.status.refused;
    if (b.status === 'rolled_back') return text.status.rolledBack;
    return text.status.pending;
  }

  async function refreshBets() {
    const value = await get(`bets?ticket=${encodeURIComponent(data.ticket)}&format=${format}`);
    const list = $('bets');
    list.replaceChildren();
    if (value.bets.length === 0) list.append(el('li', 'sb__none', text.noBets));
    for (const b of value.bets) {
      const li = el(
        'li',
        `sb__bet sb__bet--${b.status === 'placed' || b.status === 'pending' ? 'pending' : b.status}`,
      );
      const match = el('p', 'sb__bet-match');
      match.append(el('bdi', '', b.home), ' – ', el('bdi', '', b.away));
      if (b.finalScore) {
        const s = el('span', 'sb__score sb__score--final', `${b.finalScore.home} – ${b.finalScore.away}`);
        s.dir = 'ltr';
        match.append(s);
      }
      const line = b.line === null ? '' : ` ${isolate(lineOf(b))}`;
      const sel =
        b.market === '1x2'
          ? `${text.markets.x12}: ${b.selection === 'home' ? b.home : b.selection === 'away' ? b.away : text.picks.draw}`
          : `${b.market === 'ah' ? text.markets.ah : text.markets.ou}: ${text.picks[b.selection]}${line}`;
      li.append(
        match,
        el('p', '', `${sel} @ ${isolate(b.odds)} · ${money(b.amount)}`),
        el('p', 'sb__bet-status', outcomeText(b)),
      );
      list.append(li);
    }
  }

  function lineOf(b) {
    const q = b.market === 'ah' && b.selection === 'away' ? -b.line : b.line;
    const abs = Math.abs(q);
    const s = `${Math.floor(abs / 4)}${['', '.25', '.5', '.75'][abs % 4]}`;
    return b.market === 'ou' ? s : q < 0 ? `-${s}` : q > 0 ? `+${s}` : s;
  }

  async function refreshFixtures() {
    const value = await get(`fixtures?ticket=${encodeURIComponent(data.ticket)}&format=${format}`);
    state.fixtures = value.fixtures;
    $('message').hidden = true;
    renderFixtures();
  }

  async function loop() {
    try {
      await refreshFixtures();
      showError('');
    } catch (err) {
      showError(errorText(err && err.body));
    }
    window.setTimeout(loop, POLL_MS);
  }

  async function start() {
    $('format').value = format;
    $('format').addEventListener('change', async () => {
      format = $('format').value;
      try {
        localStorage.setItem('sb-format', format);
      } catch {
        /* storage may be off */
      }
      state.pick = null;
      renderSlip();
      await Promise.all([refreshFixtures(), refreshBets()]).catch(() => undefined);
    });
    $('stake').addEventListener('input', renderSlip);
    $('slip').addEventListener('submit', place);
    try {
      const info = await get(`info?ticket=${encodeURIComponent(data.ticket)}`);
      state.info = info;
      currency = info.currency;
      $('balance').textContent = money(info.balance);
      $('slip-limits').textContent = fill(text.limits, {
        min: money(info.limits.min),
        max: money(info.limits.max),
      });
      $('rules').textContent = fill(text.rules, {
        edge: isolate(`${number(info.houseEdgePercent, 0)}%`),
        minute: isolate(String(info.clock.lastBetMinute)),
      });
      await refreshBets();
    } catch (err) {
      showError(errorText(err && err.body));
    }
    $('main').setAttribute('aria-busy', 'false');
    loop();
    window.setInterval(() => refreshBets().catch(() => undefined), POLL_MS * 2);
  }
  start();
})();
