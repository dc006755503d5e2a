/* global document, window, HTMLButtonElement, HTMLSelectElement */
// The Niu-Niu table's page script (no bundler, no dependencies): rooms, seat, the room's shared hands
// (polled every second: the clock, who is in, the last deal for everyone), the reveal.
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
  // An amount inside a sentence is isolated, so a right-to-left sentence keeps "2.00 USD" whole.
  const iso = (value) => `\u2068${value}\u2069`;
  const percent = (value) => {
    try {
      return new Intl.NumberFormat(data.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        Number(value) / 100,
      );
    } catch {
      return `${value}%`;
    }
  };
  const state = { rooms: [], seat: null, busy: false, rakePercent: '', table: null, shownHand: null };
  // An entry outlives a failed call: the retry is the same entry into the same hand, never a second stake.
  let pendingEntry = null;
  let pollTimer = null;
  const POLL_MS = 1000;

  function showError(message) {
    const el = $('error');
    el.textContent = message || '';
    el.hidden = !message;
  }
  function errorText(body, status) {
    const code = body && body.errorCode;
    const hand = body && body.fields && body.fields.hand;
    if (code === 'INSUFFICIENT_BALANCE') return text.errors.insufficientBalance;
    if (code === 'TABLE_FULL') return text.errors.tableFull;
    if (code === 'NOT_SEATED') return text.errors.notSeated;
    if (hand === 'hand_closed' || hand === 'seat_busy') return text.errors.handClosed;
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

  function canEnter() {
    const t = state.table;
    return Boolean(
      !state.busy && state.seat && t && t.roomId === state.seat.roomId && t.seat !== null && !t.hand.you,
    );
  }
  function renderRooms() {
    const select = $('room');
    select.replaceChildren(
      ...state.rooms.map((r) => {
        const option = document.createElement('option');
        option.value = r.roomId;
        option.textContent = fill(text.roomOption, {
          stake: iso(money(r.stake)),
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
    $('deal').disabled = !canEnter();
    $('commitment').textContent = state.table ? state.table.hand.serverSeedHash : '–';
    $('rules').textContent = fill(text.rules, {
      rake: percent(state.rakePercent),
      window: data.windowSeconds,
    });
  }

  // Seat names: you, another person at the table, or a bot (numbered among the bots' seats).
  function seatName(seat, people, mySeat, seats) {
    if (seat === mySeat) return text.you;
    if (people.includes(seat)) return text.player;
    const bots = Array.from({ length: seats }, (_, i) => i).filter(
      (i) => i !== mySeat && !people.includes(i),
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
  // The last hand dealt (every seat's cards), or the seats as they sit before the first deal.
  function renderTable() {
    const t = state.table;
    const result = t && t.last;
    const seats = t ? t.seats : 5;
    const mySeat = t ? t.seat : null;
    const people = result ? result.people : t ? t.people : [];
    // In a dealt hand "you" is the seat the player played; a seat they sat out was a bot's.
    const played = result && result.hands.find((h) => h.isYou);
    const resultSeat = result ? (played ? played.seat : null) : mySeat;
    const banker = result ? result.bankerSeat : t ? t.hand.bankerSeat : -1;
    const items = [];
    for (let seat = 0; seat < seats; seat++) {
      const hand = result && result.hands.find((h) => h.seat === seat);
      const li = document.createElement('li');
      li.className = 'nn__seat';
      if (seat === resultSeat) li.classList.add('nn__seat--you');
      if (result && wonDuel(result, seat)) li.classList.add('nn__seat--winner');
      const name = document.createElement('div');
      name.className = 'nn__name';
      const who = seatName(seat, people, resultSeat, seats);
      name.textContent = seat === banker ? `${who} · ${text.banker}` : who;
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
        if (seat !== result.bankerSeat) {
          const duel = document.createElement('div');
          duel.className = 'nn__duel';
          duel.textContent = wonDuel(result, seat) ? text.beatsBanker : text.losesToBanker;
          li.append(duel);
        }
      }
      items.push(li);
    }
    $('table').replaceChildren(...items);
    if (result) {
      $('round').textContent = result.you ? result.you.roundId : `${t.roomId} #${result.handNo}`;
      $('reveal').textContent = `${result.serverSeed} → SHA-256 ${result.serverSeedHash}`;
      $('client').textContent = `${result.clientSeed} · ${result.nonce}`;
    }
  }
  // The shared clock: who is in, seconds to the deal (a timer, not announced every second).
  function renderClock() {
    const t = state.table;
    const clock = $('clock');
    if (!t || t.seat === null) {
      clock.textContent = '';
      return;
    }
    const s = t.hand.closesInMs === null ? null : Math.ceil(t.hand.closesInMs / 1000);
    if (t.hand.you && (t.hand.you.status === 'open' || t.hand.you.status === 'staked')) {
      clock.textContent = s === 0 ? text.dealing : fill(text.inHand, { s: s === null ? '–' : s });
    } else if (t.hand.status === 'betting' && s !== null) {
      clock.textContent = s === 0 ? text.dealing : fill(text.countdown, { s });
    } else {
      clock.textContent = text.waiting;
    }
  }
  function setBusy(busy, message) {
    state.busy = busy;
    $('main').setAttribute('aria-busy', String(busy));
    if (message !== undefined) $('message').textContent = message;
    renderRooms();
  }

  // A new deal: show it to everyone; a person who was in hears their own outcome.
  async function learnDeal(previous) {
    const last = state.table.last;
    if (!last || previous === null || last.handNo === previous) return;
    const you = last.you;
    if (!you) return;
    if (you.status === 'settled') {
      // A win is what the hand added to the balance: a banker can be paid back less than it staked.
      const net = Number(you.win) - Number(you.stake);
      const msg = net > 0 ? fill(text.won, { amount: iso(money(net.toFixed(2))) }) : text.lost;
      const paid = fill(text.youStaked, { stake: iso(money(you.stake)), win: iso(money(you.win)) });
      $('message').textContent = `${msg} ${paid}`;
      window.parent?.postMessage(
        { type: 'demo-vendor:round-played', roundId: you.roundId },
        window.location.origin,
      );
    } else if (you.status === 'rolled_back') {
      showError(text.errors.rolledBack);
    } else {
      // Paid on a later poll (a payout still in transit): look again then.
      state.shownHand = previous;
      return;
    }
    await refreshBalance();
  }
  async function refreshBalance() {
    try {
      const info = await call(`info?ticket=${encodeURIComponent(data.ticket)}`);
      $('balance').textContent = money(info.balance);
    } catch {
      // The next deal shows it.
    }
  }

  async function poll() {
    clearTimeout(pollTimer);
    if (!state.seat) return;
    try {
      const roomId = state.seat.roomId;
      state.table = await call(
        `table?ticket=${encodeURIComponent(data.ticket)}&room=${encodeURIComponent(roomId)}`,
      );
      if (state.table.seat === null) {
        // The seat was given away (idle too long): offer Sit down again.
        state.seat = null;
        showError(text.errors.notSeated);
      }
      // The room's count follows the table (the rooms list was read when the page loaded).
      const room = state.rooms.find((r) => r.roomId === roomId);
      if (room) room.players = state.table.people.length;
      const previous = state.shownHand;
      const lastNo = state.table.last ? state.table.last.handNo : -1;
      if (lastNo !== state.shownHand) {
        state.shownHand = lastNo;
        renderTable();
        await learnDeal(previous === null ? null : previous);
      }
      renderClock();
      renderRooms();
    } catch (err) {
      if (!err.transient) showError(err.message);
    }
    if (state.seat) pollTimer = setTimeout(poll, document.hidden ? POLL_MS * 5 : POLL_MS);
  }

  async function load() {
    try {
      const info = await call(`info?ticket=${encodeURIComponent(data.ticket)}`);
      currency = info.currency;
      state.rooms = info.rooms;
      state.seat = info.seat;
      state.rakePercent = info.rakePercent;
      $('balance').textContent = money(info.balance);
      state.table = null;
      state.shownHand = null;
      setBusy(false, '');
      renderTable();
      renderClock();
      showError('');
      await poll();
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
      pendingEntry = null;
      await load();
    } catch (err) {
      setBusy(false);
      showError(err.message);
    }
  }
  async function enter() {
    if (!canEnter()) return;
    setBusy(true, '');
    showError('');
    pendingEntry = pendingEntry || { room: state.table.roomId, hand: state.table.hand.handNo };
    try {
      await post('enter', pendingEntry);
      pendingEntry = null;
      setBusy(false);
      await refreshBalance();
      await poll();
    } catch (err) {
      if (!err.transient) pendingEntry = null;
      if (err.body && err.body.errorCode === 'NOT_SEATED') state.seat = null;
      setBusy(false, '');
      showError(err.message);
      await poll();
    }
  }

  $('join').addEventListener('click', join);
  $('leave').addEventListener('click', leave);
  $('deal').addEventListener('click', enter);
  $('room').addEventListener('change', renderRooms);
  document.addEventListener('keydown', (e) => {
    if (
      (e.key === ' ' || e.key === 'Enter') &&
      !(e.target instanceof HTMLButtonElement) &&
      !(e.target instanceof HTMLSelectElement)
    ) {
      e.preventDefault();
      enter();
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) poll();
  });
  load();
})();
