/* global document, window, HTMLButtonElement, HTMLSelectElement */
// The Niu-Niu table's page script (no bundler, no dependencies): rooms, seat, deal, reveal.
(() => {
  'use strict';
  const data = JSON.parse(document.body.dataset.niuniu || '{}');
  const text = data.text;
  const $ = (id) => document.getElementById(id);
  const api = (path) => `${data.base}/api/niuniu/${path}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  let currency = '';
  const money = (amount) => {
    try {
      return (
        new Intl.NumberFormat(data.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          Number(amount),
        ) + (currency ? ` ${currency}` : '')
      );
    } catch {
      return amount;
    }
  };
  const percent = (value) => {
    try {
      return new Intl.NumberFormat(data.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        Number(value) / 100,
      );
    } catch {
      return `${value}%`;
    }
  };
  const state = { rooms: [], seat: null, busy: false, rakePercent: '' };
  const newId = () => {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };
  // A hand id outlives a failed call: the retry is the same hand, never a second stake.
  let pendingHand = null;

  function showError(message) {
    const el = $('error');
    el.textContent = message || '';
    el.hidden = !message;
  }
  function errorText(body, status) {
    const code = body && body.errorCode;
    if (code === 'INSUFFICIENT_BALANCE') return text.errors.insufficientBalance;
    if (code === 'TABLE_FULL') return text.errors.tableFull;
    if (code === 'NOT_SEATED') return text.errors.notSeated;
    if (code === 'ROUND_CLOSED') return text.errors.rolledBack;
    if (code === 'user.or.token.invalid') return text.errorPage.body;
    if (status === 503) return text.errors.unsettled;
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
  const post = (path, body) =>
    call(path, { method: 'POST', body: JSON.stringify({ ticket: data.ticket, ...body }) });

  function renderRooms() {
    const select = $('room');
    select.replaceChildren(
      ...state.rooms.map((r) => {
        const option = document.createElement('option');
        option.value = r.roomId;
        option.textContent = fill(text.roomOption, {
          stake: money(r.stake),
          players: r.players,
          seats: r.seats,
        });
        return option;
      }),
    );
    const wanted = (state.seat && state.seat.roomId) || data.room;
    if (wanted && state.rooms.some((r) => r.roomId === wanted)) select.value = wanted;
    select.disabled = state.busy;
    $('join').disabled = state.busy || (state.seat && state.seat.roomId === select.value);
    $('leave').hidden = !state.seat;
    $('deal').disabled = state.busy || !state.seat;
    $('commitment').textContent = state.seat ? state.seat.nextSeedHash : '–';
    $('rules').textContent = fill(text.rules, { rake: percent(state.rakePercent) });
  }

  function seatName(seat) {
    if (state.seat && seat === state.seat.seat) return text.you;
    const room = state.rooms.find((r) => r.roomId === (state.seat && state.seat.roomId));
    const bots = Array.from({ length: room ? room.seats : 5 }, (_, i) => i).filter(
      (i) => !state.seat || i !== state.seat.seat,
    );
    return fill(text.bot, { n: bots.indexOf(seat) + 1 });
  }
  function kindText(hand) {
    if (hand.kind === 'bull') return fill(text.kinds.bull, { n: hand.bull });
    return text.kinds[hand.kind] || hand.kind;
  }
  function cardEl(name, isBull) {
    const el = document.createElement('span');
    el.className = 'nn__card';
    if (!name) {
      el.classList.add('nn__card--back');
      el.setAttribute('aria-hidden', 'true');
      return el;
    }
    const suit = name.slice(-1);
    const symbol = { D: '♦', C: '♣', H: '♥', S: '♠' }[suit];
    el.textContent = name.slice(0, -1) + symbol;
    if (suit === 'D' || suit === 'H') el.classList.add('nn__card--red');
    if (isBull) el.classList.add('nn__card--bull');
    return el;
  }
  // A seat won its duel against the banker; the banker won when it beat at least one seat.
  function wonDuel(result, seat) {
    if (seat === result.bankerSeat) return result.duels.some((d) => !d.seatWins);
    return result.duels.some((d) => d.seat === seat && d.seatWins);
  }
  function renderTable(result) {
    const room = state.rooms.find((r) => r.roomId === (state.seat && state.seat.roomId));
    const seats = room ? room.seats : 5;
    const items = [];
    for (let seat = 0; seat < seats; seat++) {
      const hand = result && result.hands.find((h) => h.seat === seat);
      const li = document.createElement('li');
      li.className = 'nn__seat';
      if (state.seat && seat === state.seat.seat) li.classList.add('nn__seat--you');
      if (result && wonDuel(result, seat)) li.classList.add('nn__seat--winner');
      const name = document.createElement('div');
      name.className = 'nn__name';
      const banker = result ? result.bankerSeat : state.seat ? state.seat.nextBankerSeat : -1;
      name.textContent = seat === banker ? `${seatName(seat)} · ${text.banker}` : seatName(seat);
      if (seat === banker) li.classList.add('nn__seat--banker');
      const cards = document.createElement('div');
      cards.className = 'nn__cards';
      cards.dir = 'ltr';
      for (let i = 0; i < 5; i++)
        cards.append(cardEl(hand ? hand.cards[i] : null, hand ? hand.bullCards.includes(i) : false));
      li.append(name, cards);
      if (hand) {
        const kind = document.createElement('div');
        kind.className = 'nn__kind';
        kind.textContent = kindText(hand);
        li.append(kind);
        cards.setAttribute('aria-label', `${hand.cards.join(' ')} · ${kindText(hand)}`);
      }
      items.push(li);
    }
    $('table').replaceChildren(...items);
  }
  function setBusy(busy, message) {
    state.busy = busy;
    $('main').setAttribute('aria-busy', String(busy));
    if (message !== undefined) $('message').textContent = message;
    renderRooms();
  }

  async function load() {
    try {
      const info = await call(`info?ticket=${encodeURIComponent(data.ticket)}`);
      currency = info.currency;
      state.rooms = info.rooms;
      state.seat = info.seat;
      state.rakePercent = info.rakePercent;
      $('balance').textContent = money(info.balance);
      setBusy(false, '');
      renderTable(null);
      showError('');
    } catch (err) {
      setBusy(false, '');
      showError(err.message);
    }
  }
  async function join() {
    if (state.busy) return;
    setBusy(true);
    showError('');
    try {
      state.seat = await post('join', { room: $('room').value });
      await load();
    } catch (err) {
      setBusy(false);
      showError(err.message);
    }
  }
  async function leave() {
    if (state.busy) return;
    setBusy(true);
    try {
      await post('leave', {});
      state.seat = null;
      await load();
    } catch (err) {
      setBusy(false);
      showError(err.message);
    }
  }
  async function deal() {
    if (state.busy || !state.seat) return;
    setBusy(true, text.dealing);
    showError('');
    pendingHand = pendingHand || { handId: newId(), room: state.seat.roomId };
    try {
      const value = await post('deal', pendingHand);
      pendingHand = null;
      const r = value.result;
      $('balance').textContent = money(value.balance);
      state.seat = { ...state.seat, nextSeedHash: value.nextSeedHash, nextBankerSeat: value.nextBankerSeat };
      renderTable(r);
      $('round').textContent = r.roundId;
      $('reveal').textContent = `${r.serverSeed} → SHA-256 ${r.serverSeedHash}`;
      $('client').textContent = `${r.clientSeed} · ${r.nonce}`;
      const msg = Number(r.win) > 0 ? fill(text.won, { amount: money(r.win) }) : text.lost;
      setBusy(false, msg);
      window.parent?.postMessage(
        { type: 'demo-vendor:round-played', roundId: r.roundId },
        window.location.origin,
      );
    } catch (err) {
      if (!err.transient) pendingHand = null;
      // The seat was given away (idle too long): offer Sit down again.
      if (err.body && err.body.errorCode === 'NOT_SEATED') state.seat = null;
      setBusy(false, '');
      renderTable(null);
      showError(err.message);
    }
  }

  $('join').addEventListener('click', join);
  $('leave').addEventListener('click', leave);
  $('deal').addEventListener('click', deal);
  $('room').addEventListener('change', renderRooms);
  document.addEventListener('keydown', (e) => {
    if (
      (e.key === ' ' || e.key === 'Enter') &&
      !(e.target instanceof HTMLButtonElement) &&
      !(e.target instanceof HTMLSelectElement)
    ) {
      e.preventDefault();
      deal();
    }
  });
  load();
})();
