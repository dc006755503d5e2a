/* global document, window, CSS */
// The sportsbook's page script (no bundler, no dependencies): the fixtures with live scores and
// prices polled from the vendor's own route, a bet slip of one pick (a single) or several from
// different matches (a parlay), and the player's bets with their cash-out offers. The same page is
// the e-sports book's (ADR 0025): `data.book` names the book whose API it calls and how it draws a
// fixture (a football match, or a map series with its title, best-of and the map in play).
(() => {
  'use strict';
  const data = JSON.parse(document.body.dataset.sportsbook || '{}');
  const text = data.text;
  const $ = (id) => document.getElementById(id);
  const esports = data.book === 'esports';
  const api = (path) => `${data.base}/api/${esports ? 'esports' : 'sportsbook'}/${path}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  const POLL_MS = 4000;
  // Figures, prices and lines are isolated left to right (U+2066 ... U+2069), so that a right-to-left
  // sentence keeps them whole and a handicap keeps its sign in front.
  const isolate = (s) => `\u2066${s}\u2069`;
  // Names (the clubs', a market's "1X2") keep their own direction inside a sentence of another
  // (U+2068 ... U+2069), so "1X2: Red Valley @ 2.10" reads in order in Arabic too.
  const own = (s) => `\u2068${s}\u2069`;
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
  /** "12.34" as 1234n: amounts and decimal prices are exact hundredths. */
  const cents = (amount) => {
    const [whole, fraction = ''] = String(amount).split('.');
    return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  };
  const fromCents = (c) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
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
  /**
   * Re-renders a part of the page the poll refreshes without losing the keyboard's place: the
   * focused control (by its data-key) is focused again once the part is drawn anew.
   */
  const keepingFocus = (container, render) => {
    const active = document.activeElement;
    const key = active && container.contains(active) ? active.dataset.key : null;
    render();
    if (key) {
      const again = container.querySelector(`[data-key="${CSS.escape(key)}"]`);
      if (again && !again.disabled) again.focus();
    }
  };

  let format = 'decimal';
  try {
    format = localStorage.getItem('sb-format') || 'decimal';
  } catch {
    /* storage may be off */
  }
  /** The slip: its picks (legs), the bet id of the offer it makes now, and whether one is in flight. */
  const state = {
    info: null,
    fixtures: [],
    slip: [],
    betId: null,
    busy: false,
    bets: [],
    cashing: new Set(),
  };
  const maxLegs = () => (state.info ? state.info.parlay.maxLegs : 10);

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

  async function post(path, payload) {
    const res = await fetch(api(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: data.ticket, format, ...payload }),
    });
    return { res, body: await res.json().catch(() => null) };
  }

  function lineOf(market, selection, line) {
    const q = market === 'ah' && selection === 'away' ? -line : line;
    const abs = Math.abs(q);
    const s = `${Math.floor(abs / 4)}${['', '.25', '.5', '.75'][abs % 4]}`;
    return market === 'ou' ? s : q < 0 ? `-${s}` : q > 0 ? `+${s}` : s;
  }

  /** What a pick is called: "1X2: Harbour City", "Asian handicap: Red Valley -0.25", "Over/under: Over 2.5". */
  function pickLabel(home, away, pick) {
    if (pick.market === 'ml')
      return `${own(text.markets.ml)}: ${own(pick.selection === 'home' ? home : away)}`;
    if (pick.market === '1x2') {
      const who = pick.selection === 'home' ? home : pick.selection === 'away' ? away : text.picks.draw;
      return `${own(text.markets.x12)}: ${own(who)}`;
    }
    const line = isolate(lineOf(pick.market, pick.selection, pick.line));
    if (pick.market === 'ah')
      return `${own(text.markets.ah)}: ${own(pick.selection === 'home' ? home : away)} ${line}`;
    return `${own(text.markets.ou)}: ${own(text.picks[pick.selection])} ${line}`;
  }

  const samePick = (a, b) =>
    a.fixtureNo === b.fixtureNo && a.market === b.market && a.line === b.line && a.selection === b.selection;
  const pickKey = (p) => `p:${p.fixtureNo}:${p.market}:${p.line}:${p.selection}`;

  function togglePick(f, pick, price) {
    const leg = { ...pick, fixtureNo: f.fixtureNo };
    const at = state.slip.findIndex((l) => samePick(l, leg));
    $('slip-note').textContent = '';
    if (at >= 0) state.slip.splice(at, 1);
    else if (state.slip.length >= maxLegs()) {
      $('slip-note').textContent = fill(text.maxLegs, { max: isolate(String(maxLegs())) });
      return;
    } else {
      state.slip.push({
        ...leg,
        odds: price.odds,
        decimal: price.decimal,
        was: null,
        label: pickLabel(f.home, f.away, pick),
        match: `${own(f.home)} – ${own(f.away)}`,
      });
    }
    // A new offer to the book: a new bet id.
    state.betId = newId();
    renderSlip();
    keepingFocus($('fixtures'), renderFixtures);
  }

  function priceButton(f, pick, label, price) {
    const b = el('button', 'sb__price');
    b.type = 'button';
    b.dataset.key = pickKey({ ...pick, fixtureNo: f.fixtureNo });
    const name = el('span', 'sb__price-name', label);
    const odds = el('span', 'sb__price-odds', price ? price.odds : '–');
    odds.dir = 'ltr';
    b.append(name);
    // 1, X and 2 name a side only by place: a screen reader hears whom too ("1 Harbour City 1.95").
    if (pick.market === '1x2') {
      const who = pick.selection === 'home' ? f.home : pick.selection === 'away' ? f.away : text.picks.draw;
      b.append(el('span', 'sb__vh', ` ${who}`));
    }
    b.append(' ', odds);
    b.disabled = !price || !f.open;
    const chosen = state.slip.some((l) => samePick(l, { ...pick, fixtureNo: f.fixtureNo }));
    b.setAttribute('aria-pressed', chosen ? 'true' : 'false');
    if (price) b.addEventListener('click', () => togglePick(f, pick, price));
    return b;
  }

  /** The map in play: "Map 2 · 7 – 5" (rounds) or "Map 2 · 23'" (a MOBA's game minute). */
  function mapNow(map) {
    if (!map) return '';
    const detail = map.rounds ? `${map.rounds.home} – ${map.rounds.away}` : isolate(`${map.minute}'`);
    return `${fill(text.map, { n: isolate(String(map.no)) })} · ${detail}`;
  }

  function renderFixtures() {
    const list = $('fixtures');
    list.replaceChildren();
    for (const f of state.fixtures) {
      const li = el('li', `sb__fixture sb__fixture--${f.phase}`);
      if (esports) {
        const series = el('p', 'sb__series');
        const title = el('bdi', 'sb__series-title', f.titleName);
        series.append(title, ` · ${fill(text.bestOf, { n: isolate(String(f.bestOf)) })}`);
        li.append(series);
      }
      const top = el('div', 'sb__fixture-top');
      const teams = el('p', 'sb__teams');
      teams.append(
        el('bdi', '', f.home),
        el('span', 'sb__score', f.phase === 'scheduled' ? '–' : `${f.score.home} – ${f.score.away}`),
        el('bdi', '', f.away),
      );
      // The score follows the sides: the home side's goals beside the home side, in either direction.
      const progress = esports ? mapNow(f.map) : isolate(`${f.minute}'`);
      const when =
        f.phase === 'live'
          ? `${text.live} ${progress}`
          : f.phase === 'ended'
            ? text.fullTime
            : f.phase === 'abandoned'
              ? `${text.abandoned} ${progress}`
              : fill(text.kickoff, { time: isolate(time(f.kickoff)) });
      top.append(teams, el('span', `sb__when${f.phase === 'live' ? ' sb__when--live' : ''}`, when));
      li.append(top);
      if (f.phase === 'abandoned') li.append(el('p', 'sb__closed', text.abandonedNote));
      else if (!f.open) li.append(el('p', 'sb__closed', text.closed));
      const markets = el('div', 'sb__markets');
      const x12 = el('div', 'sb__market');
      x12.append(el('h3', 'sb__market-name', esports ? text.markets.ml : text.markets.x12));
      const row = el('div', esports ? 'sb__prices sb__prices--two' : 'sb__prices');
      if (esports) {
        // The match winner: two ways, a series has no draw.
        row.append(
          priceButton(f, { market: 'ml', line: null, selection: 'home' }, own(f.home), f.markets.ml.home),
          priceButton(f, { market: 'ml', line: null, selection: 'away' }, own(f.away), f.markets.ml.away),
        );
      } else {
        row.append(
          priceButton(f, { market: '1x2', line: null, selection: 'home' }, '1', f.markets['1x2'].home),
          priceButton(f, { market: '1x2', line: null, selection: 'draw' }, 'X', f.markets['1x2'].draw),
          priceButton(f, { market: '1x2', line: null, selection: 'away' }, '2', f.markets['1x2'].away),
        );
      }
      x12.append(row);
      const ah = el('div', 'sb__market');
      ah.append(el('h3', 'sb__market-name', text.markets.ah));
      // A map handicap names its team (a series has no home side); a football handicap its side.
      const side = (which) => (esports ? own(which === 'home' ? f.home : f.away) : text.picks[which]);
      for (const l of f.markets.ah) {
        const r = el('div', 'sb__prices sb__prices--two');
        r.append(
          priceButton(
            f,
            { market: 'ah', line: l.line, selection: 'home' },
            `${side('home')} ${isolate(l.home)}`,
            l.prices.home,
          ),
          priceButton(
            f,
            { market: 'ah', line: l.line, selection: 'away' },
            `${side('away')} ${isolate(l.away)}`,
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
            { market: 'ou', line: l.line, selection: 'over' },
            `${text.picks.over} ${isolate(l.total)}`,
            l.prices.over,
          ),
          priceButton(
            f,
            { market: 'ou', line: l.line, selection: 'under' },
            `${text.picks.under} ${isolate(l.total)}`,
            l.prices.under,
          ),
        );
        ou.append(r);
      }
      markets.append(x12);
      // A best of one has the winner only.
      if (f.markets.ah.length > 0) markets.append(ah);
      if (f.markets.ou.length > 0) markets.append(ou);
      li.append(markets);
      li.append(seedLine(f));
      list.append(li);
    }
  }

  /** The fixtures two or more picks share: a parlay cannot hold them. */
  const clashes = () => {
    const seen = new Map();
    for (const l of state.slip) seen.set(l.fixtureNo, (seen.get(l.fixtureNo) || 0) + 1);
    return new Set([...seen].filter(([, n]) => n > 1).map(([k]) => k));
  };

  /** The slip's return if every pick wins: the stake times the prices, exact, rounded down to the cent. */
  function maxReturn(stakeCents) {
    let num = stakeCents;
    let den = 1n;
    for (const l of state.slip) {
      num *= cents(l.decimal);
      den *= 100n;
    }
    return num / den;
  }

  function renderSlip() {
    const legs = state.slip;
    const parlay = legs.length > 1;
    $('slip').hidden = legs.length === 0;
    $('slip-empty').hidden = legs.length > 0;
    $('slipbar').hidden = legs.length === 0;
    document.body.classList.toggle('sb--slipbar', legs.length > 0);
    if (legs.length === 0) return;
    const clash = clashes();
    $('slip-kind').textContent = parlay
      ? `${text.kinds.parlay} (${isolate(String(legs.length))})`
      : text.kinds.single;
    const list = $('slip-legs');
    keepingFocus(list, () => {
      list.replaceChildren();
      legs.forEach((leg, i) => {
        const li = el('li', `sb__leg${clash.has(leg.fixtureNo) ? ' sb__leg--clash' : ''}`);
        const body = el('div', 'sb__leg-body');
        body.append(el('p', 'sb__leg-match', leg.match));
        const pick = el('p', 'sb__pick', `${leg.label} @ ${isolate(leg.odds)}`);
        if (leg.was) pick.append(' ', el('span', 'sb__was', fill(text.was, { odds: isolate(leg.was) })));
        body.append(pick);
        if (clash.has(leg.fixtureNo)) body.append(el('p', 'sb__leg-warn', text.sameEventLeg));
        const remove = el('button', 'sb__remove', text.remove);
        remove.type = 'button';
        remove.dataset.key = `r:${pickKey(leg)}`;
        remove.setAttribute('aria-label', fill(text.removeLabel, { pick: `${leg.match}, ${leg.label}` }));
        remove.addEventListener('click', () => {
          state.slip.splice(i, 1);
          state.betId = newId();
          $('slip-note').textContent = '';
          renderSlip();
          keepingFocus($('fixtures'), renderFixtures);
          // The keyboard goes on to the next pick's remove button, else to the stake or the list.
          const next = list.querySelectorAll('.sb__remove')[Math.min(i, state.slip.length - 1)];
          if (next) next.focus();
          else $('slip-title').focus();
        });
        li.append(body, remove);
        list.append(li);
      });
    });
    const combined = parlay ? fromCents(maxReturn(10000n) / 100n) : null;
    $('slipbar').textContent = `${text.slip} (${isolate(String(legs.length))}) · ${
      parlay ? fill(text.totalOdds, { odds: isolate(combined) }) : isolate(legs[0].odds)
    }`;
    $('slip-combined').hidden = !parlay;
    $('slip-combined').textContent = parlay ? fill(text.totalOdds, { odds: isolate(combined) }) : '';
    $('slip-conflict').hidden = !(parlay && clash.size > 0);
    $('place').disabled = state.busy || (parlay && clash.size > 0);
    const info = state.info;
    if (info) {
      $('slip-limits').textContent = parlay
        ? fill(text.parlayLimits, {
            min: money(info.parlay.min),
            max: money(info.parlay.max),
            payout: money(info.parlay.maxPayout),
          })
        : fill(text.limits, { min: money(info.limits.min), max: money(info.limits.max) });
    }
    const stake = $('stake').value.trim();
    const ok = /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(stake);
    const back = ok ? maxReturn(cents(stake)) : null;
    const over = parlay && info && back !== null && back > cents(info.parlay.maxPayout);
    $('slip-returns').textContent =
      back === null
        ? ''
        : over
          ? fill(text.errors.overMaxPayout, {
              max: money(fromCents((cents(info.parlay.maxPayout) * cents(stake)) / back)),
            })
          : fill(text.returns, { amount: money(fromCents(back)) });
  }

  function errorText(body) {
    const code = body && body.errorCode;
    const fields = (body && body.fields) || {};
    const values = Object.values(fields);
    if (code === 'INSUFFICIENT_BALANCE') return text.errors.insufficientBalance;
    if (fields.amount === 'over_max_payout' && body.value)
      return fill(text.errors.overMaxPayout, { max: money(body.value.maxStake) });
    if (fields.amount) return text.errors.limits;
    if (values.includes('same_event')) return text.sameEvent;
    if (values.includes('betting_closed') || values.includes('pick_unavailable')) return text.errors.closed;
    if (fields.betId === 'cash_out_unavailable' || fields.betId === 'bet_closed')
      return text.errors.cashOutUnavailable;
    if (code === 'user.or.token.invalid') return text.errorPage.body;
    return text.errors.generic;
  }

  async function place(event) {
    event.preventDefault();
    const legs = state.slip;
    if (legs.length === 0 || state.busy || clashes().size > 0) return;
    state.busy = true;
    $('place').disabled = true;
    $('slip-note').textContent = '';
    const parlay = legs.length > 1;
    const pickOf = (l) => ({
      fixtureNo: l.fixtureNo,
      market: l.market,
      line: l.line,
      selection: l.selection,
      odds: l.decimal,
    });
    try {
      const common = {
        acceptChanges: $('accept').checked,
        amount: $('stake').value.trim(),
        betId: state.betId,
      };
      const { res, body } = await post(
        parlay ? 'parlay' : 'bet',
        parlay ? { ...common, legs: legs.map(pickOf) } : { ...common, ...pickOf(legs[0]) },
      );
      if (res.ok && body && body.success) {
        $('balance').textContent = money(body.value.balance);
        $('slip-note').textContent = text.placed;
        state.slip = [];
        renderSlip();
        keepingFocus($('fixtures'), renderFixtures);
        await refreshBets();
      } else if (body && body.errorCode === 'ODDS_CHANGED' && body.value) {
        // The slip takes the new prices, marking those that moved; a new bet id, since it is a new
        // offer to the book.
        const now = parlay ? body.value.legs : [body.value];
        legs.forEach((l, i) => {
          const price = now[i];
          if (price && price.decimal !== l.decimal) {
            l.was = l.odds;
            l.odds = price.odds;
            l.decimal = price.decimal;
          }
        });
        state.betId = newId();
        renderSlip();
        $('slip-note').textContent = parlay
          ? text.oddsChangedParlay
          : fill(text.oddsChanged, { odds: isolate(body.value.odds) });
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
      renderSlip();
    }
  }

  const OUTCOME_KEYS = {
    won: 'won',
    half_won: 'halfWon',
    void: 'void',
    half_lost: 'halfLost',
    lost: 'lost',
    partial: 'partial',
  };

  function statusText(b) {
    if (b.status === 'settled') {
      return `${text.outcomes[OUTCOME_KEYS[b.outcome]] || text.status.settled} · ${money(b.win)}`;
    }
    if (b.status === 'cashed_out') return `${text.status.cashedOut} · ${money(b.win)}`;
    if (b.status === 'refused') return text.status.refused;
    if (b.status === 'rolled_back') return text.status.rolledBack;
    return `${text.status.pending} · ${fill(text.returns, { amount: money(b.maxReturn) })}`;
  }

  function legScore(l) {
    if (l.phase === 'scheduled') return '';
    // The goals beside their sides (the home side first, on the right in a right-to-left page).
    const score = `${l.score.home} – ${l.score.away}`;
    if (l.phase === 'live' && esports) return `${text.live} ${score} · ${mapNow(l.map)}`;
    if (l.phase === 'live') return `${text.live} ${isolate(`${l.minute}'`)} ${score}`;
    if (l.phase === 'abandoned') return `${text.abandoned} ${score}`;
    return score;
  }

  async function cashOut(b, button) {
    if (state.cashing.has(b.betId)) return;
    state.cashing.add(b.betId);
    button.disabled = true;
    $('bets-note').textContent = '';
    try {
      const { res, body } = await post('cash-out', { betId: b.betId, offer: b.cashOut.offer });
      if (res.ok && body && body.success) {
        $('balance').textContent = money(body.value.balance);
        $('bets-note').textContent = fill(text.cashedOut, { amount: money(body.value.bet.win) });
      } else if (body && body.errorCode === 'CASH_OUT_CHANGED' && body.value) {
        b.cashOut = { offer: body.value.offer };
        $('bets-note').textContent = fill(text.cashOutChanged, { amount: money(body.value.offer) });
      } else {
        $('bets-note').textContent = res.status === 503 ? text.errors.generic : errorText(body);
      }
    } catch {
      $('bets-note').textContent = text.errors.generic;
    } finally {
      state.cashing.delete(b.betId);
      await refreshBets().catch(() => renderBets());
    }
  }

  // What the page found of a revealed seed (by seed): its SHA-256, to hold against the commitment.
  const checked = new Map();
  const sha256Hex = async (value) => {
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  };
  /**
   * A fixture's commitment (a listed fixture's or a bet's leg's): its seed's hash until it is over,
   * then the seed, its client seed and nonce (the draw's: `info.method`) and whether its SHA-256 is
   * the hash shown before, checked here with Web Crypto (a secure page only; elsewhere the seed is
   * shown unchecked).
   */
  function seedLine(l) {
    const line = el('p', 'sb__hash');
    if (!l.seed) {
      line.append(`${text.seedHash}: `);
      const code = el('code', '', l.seedHash);
      code.dir = 'ltr';
      line.append(code);
      return line;
    }
    line.append(`${text.seed}: `);
    const inputs = l.clientSeed === null ? l.seed : `${l.seed} · ${l.clientSeed}:${l.nonce}`;
    const code = el('code', '', inputs);
    code.dir = 'ltr';
    line.append(code);
    const mark = el('span', 'sb__verified');
    const show = (ok) => {
      mark.className = `sb__verified sb__verified--${ok ? 'ok' : 'bad'}`;
      // The algorithm's name is isolated: a right-to-left sentence would split "SHA-" from "256".
      const said = (ok ? text.seedVerified : text.seedMismatch).replace(/SHA-256/g, isolate('SHA-256'));
      mark.textContent = `${ok ? '✓' : '✗'} ${said}`;
    };
    const known = checked.get(l.seed);
    if (known !== undefined) show(known === l.seedHash);
    else if (globalThis.crypto && globalThis.crypto.subtle) {
      sha256Hex(l.seed)
        .then((hash) => {
          checked.set(l.seed, hash);
          show(hash === l.seedHash);
        })
        .catch(() => {});
    }
    line.append(' ', mark);
    return line;
  }

  function renderBets() {
    const list = $('bets');
    keepingFocus(list, () => {
      list.replaceChildren();
      if (state.bets.length === 0) list.append(el('li', 'sb__none', text.noBets));
      for (const b of state.bets) {
        const open = b.status === 'placed' || b.status === 'pending';
        const tone = b.status === 'settled' ? b.outcome : b.status;
        const li = el('li', `sb__bet sb__bet--${open ? 'pending' : tone}`);
        const kind =
          b.kind === 'parlay'
            ? `${text.kinds.parlay} (${isolate(String(b.legs.length))}) @ ${isolate(b.odds)}`
            : text.kinds.single;
        li.append(el('p', 'sb__bet-head', `${kind} · ${money(b.amount)}`));
        const legs = el('ol', 'sb__bet-legs');
        for (const l of b.legs) {
          const leg = el('li', 'sb__bet-leg');
          const match = el('p', 'sb__bet-match');
          match.append(el('bdi', '', l.home), ' – ', el('bdi', '', l.away));
          const score = legScore(l);
          if (score) match.append(el('span', 'sb__bet-score', score));
          const outcome = l.outcome ? ` · ${text.outcomes[OUTCOME_KEYS[l.outcome]]}` : '';
          leg.append(match, el('p', '', `${pickLabel(l.home, l.away, l)} @ ${isolate(l.odds)}${outcome}`));
          leg.append(seedLine(l));
          legs.append(leg);
        }
        li.append(legs, el('p', 'sb__bet-status', statusText(b)));
        if (b.cashOut) {
          const button = el('button', 'sb__cashout', fill(text.cashOut, { amount: money(b.cashOut.offer) }));
          button.type = 'button';
          button.dataset.key = `c:${b.betId}`;
          button.disabled = state.cashing.has(b.betId);
          button.addEventListener('click', () => cashOut(b, button));
          li.append(button);
        }
        list.append(li);
      }
    });
  }

  async function refreshBets() {
    const value = await get(`bets?ticket=${encodeURIComponent(data.ticket)}&format=${format}`);
    state.bets = value.bets;
    renderBets();
  }

  async function refreshFixtures() {
    const value = await get(`fixtures?ticket=${encodeURIComponent(data.ticket)}&format=${format}`);
    state.fixtures = value.fixtures;
    $('message').hidden = true;
    keepingFocus($('fixtures'), renderFixtures);
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

  // Open bets are polled with the fixtures (their cash-out offers move with the score), others less often.
  let betTicks = 0;
  async function betsLoop() {
    betTicks += 1;
    const open = state.bets.some((b) => b.status === 'placed' || b.status === 'pending');
    if (open || betTicks % 2 === 0) await refreshBets().catch(() => undefined);
    window.setTimeout(betsLoop, POLL_MS);
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
      state.slip = [];
      renderSlip();
      await Promise.all([refreshFixtures(), refreshBets()]).catch(() => undefined);
    });
    $('stake').addEventListener('input', renderSlip);
    $('slip').addEventListener('submit', place);
    $('slip-title').tabIndex = -1;
    try {
      const info = await get(`info?ticket=${encodeURIComponent(data.ticket)}`);
      state.info = info;
      currency = info.currency;
      $('balance').textContent = money(info.balance);
      $('rules').textContent = fill(text.rules, {
        edge: isolate(`${number(info.houseEdgePercent, 0)}%`),
        minute: isolate(String(info.clock.lastBetMinute)),
        rounds: isolate(String(info.clock.roundsToWin)),
      });
      $('rules-parlay').textContent = fill(text.parlayRules, {
        min: isolate(String(info.parlay.minLegs)),
        max: isolate(String(info.parlay.maxLegs)),
        margin: isolate(`${number(info.cashOutMarginPercent, 0)}%`),
        abandoned: isolate(`${number(info.abandonedPercent, 0)}%`),
      });
      await refreshBets();
    } catch (err) {
      showError(errorText(err && err.body));
    }
    $('main').setAttribute('aria-busy', 'false');
    loop();
    window.setTimeout(betsLoop, POLL_MS);
  }
  start();
})();
