/* The demo Vietnamese lottery page: plain browser script, no bundler, relative URLs only. */
/* global document, window */
(function () {
  'use strict';

  const POLL_MS = 3000;
  const PRIZES = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'];
  const QUICK_AMOUNTS = ['1', '10', '50', '100', '500'];

  const root = document.getElementById('app');
  if (!root) return;
  // The words of the ticket's language and its Intl locale (its digits) come with the page (lottery.page.ts).
  const T = JSON.parse(root.dataset.text || '{}');
  // A list (Intl takes the first the browser has, lottery.page.ts): the language, then its digits.
  const locale = JSON.parse(root.dataset.locale || '["en"]');
  const ticket = new URLSearchParams(window.location.search).get('ticket') || '';
  const timeFormat = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const moneyFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const oddsFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  });
  // The countdown in the page's digits, like the portal's (drawn numbers stay as printed on a ticket).
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = new Intl.NumberFormat(locale, { useGrouping: false });

  const ui = {
    state: null,
    game: root.dataset.game || 'VNST1',
    view: root.dataset.view === 'lobby' ? 'lobby' : 'betting',
    betType: null,
    picks: [],
    hundreds: '0',
    amount: '10',
    busy: false,
    clockOffset: 0,
    resultNumero: null,
    expired: false,
    focusIndex: 0,
  };

  // ------------------------------------------------------------------ helpers

  // In a right-to-left page a value (a draw "20261129-0281", an amount, a time) is isolated (FSI ...
  // PDI, as the portal does, ADR 0013): beside Arabic letters its digits would otherwise read as
  // Arabic numbers and its parts swap places around a hyphen.
  const rtl = document.documentElement.dir === 'rtl';
  function iso(value) {
    return rtl ? `\u2068${value}\u2069` : String(value);
  }

  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, (_, key) => (key in values ? iso(values[key]) : ''));
  }

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of [].concat(children || [])) {
      if (child === null || child === undefined || child === false) continue;
      node.append(typeof child === 'string' ? document.createTextNode(child) : child);
    }
    return node;
  }

  function money(text) {
    return text === null || text === undefined ? '–' : moneyFormat.format(Number(text));
  }

  /** A decimal string of at most two decimals ("12.5", "3.50") in whole cents, exactly. */
  function toCents(text) {
    const [whole, fraction = ''] = String(text).split('.');
    return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  }

  /** Cents back to a decimal string for money(). */
  function fromCents(cents) {
    const abs = cents < 0n ? -cents : cents;
    return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  }

  function now() {
    return Date.now() + ui.clockOffset;
  }

  function countdown(ms) {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const two = (n) => twoDigits.format(n);
    return h > 0 ? `${hours.format(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  }

  function newBetId() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return `b${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  }

  function api(path, options) {
    const sep = path.includes('?') ? '&' : '?';
    return fetch(`api/lottery/${path}${sep}ticket=${encodeURIComponent(ticket)}`, {
      credentials: 'same-origin',
      headers: options && options.body ? { 'content-type': 'application/json' } : {},
      ...(options || {}),
    }).then((res) =>
      res
        .json()
        .catch(() => ({ success: false }))
        .then((body) => ({ status: res.status, body })),
    );
  }

  function gameOf(code) {
    return ui.state ? ui.state.games.find((g) => g.gameCode === code) : null;
  }

  function ruleOf(type) {
    return ui.state ? ui.state.betTypes.find((b) => b.type === type) : null;
  }

  function oddsLabel(rule) {
    return fill(rule.perHit ? T.oddsPerHit : T.odds, { x: oddsFormat.format(Number(rule.odds)) });
  }

  // ------------------------------------------------------------------ layout (built once)

  const refs = {};

  function build() {
    root.textContent = '';
    root.removeAttribute('aria-busy');

    refs.balance = el('span', { class: 'balance-value' });
    refs.viewToggle = el('button', { type: 'button', class: 'link-button', onclick: toggleView });
    const header = el('header', { class: 'top' }, [
      el('h1', { text: T.title }),
      el('p', { class: 'balance' }, [el('span', { class: 'balance-label', text: T.balance }), refs.balance]),
      refs.viewToggle,
    ]);

    refs.tabs = el('div', { class: 'tabs', role: 'tablist', 'aria-label': T.games });
    refs.banner = el('p', { class: 'banner', role: 'status', hidden: true });

    refs.lobby = el('section', { class: 'lobby', 'aria-label': T.games });

    refs.drawTitle = el('h2', { class: 'draw-title' });
    refs.drawCountdown = el('p', { class: 'draw-countdown', 'aria-live': 'off' });
    refs.drawTime = el('p', { class: 'draw-time' });
    const drawBar = el('section', { class: 'draw card', 'aria-label': T.draw }, [
      refs.drawTitle,
      refs.drawCountdown,
      refs.drawTime,
    ]);

    refs.notice = el('p', { class: 'notice', hidden: true });
    refs.form = buildForm();
    refs.results = el('section', { class: 'results card', 'aria-labelledby': 'results-title' });
    refs.bets = el('section', { class: 'bets card', 'aria-labelledby': 'bets-title' });

    refs.betting = el('div', { class: 'betting' }, [
      el('div', { class: 'col-main' }, [drawBar, refs.notice, refs.form]),
      el('div', { class: 'col-side' }, [refs.results, refs.bets]),
    ]);

    root.append(header, refs.tabs, refs.banner, refs.lobby, refs.betting);
  }

  function buildForm() {
    refs.typeList = el('div', { class: 'types' });
    refs.typeDesc = el('p', { class: 'type-desc', id: 'type-desc' });
    refs.pickHint = el('p', { class: 'pick-hint', id: 'pick-hint' });

    refs.hundreds = el('div', { class: 'hundreds', role: 'radiogroup', 'aria-label': T.hundreds });
    for (let d = 0; d < 10; d++) {
      const digit = String(d);
      refs.hundreds.append(
        el('label', { class: 'chip' }, [
          el('input', {
            type: 'radio',
            name: 'hundreds',
            value: digit,
            onchange: () => {
              ui.hundreds = digit;
              renderForm();
            },
          }),
          el('span', { text: digit }),
        ]),
      );
    }
    refs.hundredsBox = el('div', { class: 'hundreds-box' }, [
      el('p', { class: 'label', text: T.hundreds }),
      refs.hundreds,
    ]);

    refs.grid = el('div', {
      class: 'grid',
      role: 'group',
      'aria-label': T.grid,
      'aria-describedby': 'pick-hint',
      onkeydown: onGridKey,
    });
    refs.cells = [];
    for (let n = 0; n < 100; n++) {
      const number = String(n).padStart(2, '0');
      const cell = el('button', {
        type: 'button',
        class: 'cell',
        'aria-pressed': 'false',
        tabindex: n === 0 ? '0' : '-1',
        text: number,
        onclick: () => {
          ui.focusIndex = n;
          togglePick(number);
        },
      });
      refs.cells.push(cell);
      refs.grid.append(cell);
    }

    refs.picked = el('p', { class: 'picked', 'aria-live': 'polite' });
    refs.clear = el('button', {
      type: 'button',
      class: 'link-button',
      text: T.clear,
      onclick: () => {
        ui.picks = [];
        renderForm();
      },
    });

    refs.amount = el('input', {
      id: 'amount',
      type: 'text',
      inputmode: 'decimal',
      autocomplete: 'off',
      value: ui.amount,
      'aria-describedby': 'amount-error',
      oninput: (event) => {
        ui.amount = event.target.value.trim();
        renderForm();
      },
    });
    refs.quick = el(
      'div',
      { class: 'quick' },
      QUICK_AMOUNTS.map((a) =>
        el('button', {
          type: 'button',
          class: 'chip-button',
          text: a,
          onclick: () => {
            ui.amount = a;
            refs.amount.value = a;
            renderForm();
          },
        }),
      ),
    );
    refs.amountError = el('p', { class: 'field-error', id: 'amount-error' });
    refs.total = el('dd');
    refs.win = el('dd');
    refs.winLabel = el('dt');
    refs.confirm = el('button', { type: 'submit', class: 'primary', text: T.confirm });
    refs.formStatus = el('p', { class: 'form-status', role: 'status', 'aria-live': 'polite' });

    return el('form', { class: 'bet-form card', novalidate: true, onsubmit: onSubmit }, [
      el('fieldset', {}, [el('legend', { text: T.betType }), refs.typeList, refs.typeDesc]),
      refs.hundredsBox,
      el('div', { class: 'grid-head' }, [refs.pickHint, refs.clear]),
      refs.grid,
      refs.picked,
      el('div', { class: 'amount-row' }, [
        el('label', { for: 'amount', class: 'label', text: T.amount }),
        refs.amount,
        refs.quick,
        refs.amountError,
      ]),
      el('dl', { class: 'summary' }, [el('dt', { text: T.total }), refs.total, refs.winLabel, refs.win]),
      refs.confirm,
      refs.formStatus,
    ]);
  }

  // ------------------------------------------------------------------ rendering

  function renderTabs() {
    const s = ui.state;
    if (refs.tabs.childElementCount !== s.games.length) {
      refs.tabs.textContent = '';
      for (const g of s.games) {
        refs.tabs.append(
          el('button', {
            type: 'button',
            role: 'tab',
            class: g.isOpen ? 'tab' : 'tab tab-off',
            'data-game': g.gameCode,
            text: g.gameName,
            onclick: () => selectGame(g.gameCode, 'betting'),
          }),
        );
      }
    }
    for (const tab of refs.tabs.children) {
      const selected = tab.dataset.game === ui.game && ui.view === 'betting';
      const was = tab.getAttribute('aria-selected') === 'true';
      tab.setAttribute('aria-selected', selected ? 'true' : 'false');
      if (selected && !was) tab.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  }

  function renderLobby() {
    const s = ui.state;
    refs.lobby.hidden = ui.view !== 'lobby';
    if (ui.view !== 'lobby') return;
    refs.lobby.textContent = '';
    const groups = [];
    for (const g of s.games) {
      let group = groups.find((x) => x.name === g.group);
      if (!group) groups.push((group = { name: g.group, games: [] }));
      group.games.push(g);
    }
    for (const group of groups) {
      const list = el('ul', { class: 'cards' });
      for (const g of group.games) {
        const left = g.next ? Date.parse(g.next.closeAt) - now() : null;
        list.append(
          el('li', { class: g.isOpen ? 'game-card card' : 'game-card card off' }, [
            el('h3', { text: g.gameName }),
            g.isOpen
              ? el('p', { class: 'muted' }, [
                  g.next
                    ? `${T.draw} ${iso(g.next.numero)} · ${iso(timeFormat.format(new Date(g.next.drawAt)))}`
                    : T.noDraw,
                ])
              : el('p', { class: 'muted', text: T.notOpen }),
            g.isOpen && g.next
              ? el('p', { class: 'card-countdown', 'data-close': g.next.closeAt }, [
                  `${T.closesIn} `,
                  el('strong', { text: countdown(left) }),
                ])
              : null,
            g.lastSpecial
              ? el('p', { class: 'muted' }, [
                  `${T.lastSpecial}: `,
                  el('strong', { class: 'special', text: g.lastSpecial }),
                ])
              : null,
            g.isOpen
              ? el('button', {
                  type: 'button',
                  class: 'primary small',
                  text: T.play,
                  'aria-label': `${T.play}: ${g.gameName}`,
                  onclick: () => selectGame(g.gameCode, 'betting'),
                })
              : null,
          ]),
        );
      }
      refs.lobby.append(el('h2', { class: 'group-title', text: T.groups[group.name] || group.name }), list);
    }
  }

  function renderDraw() {
    const s = ui.state;
    const game = gameOf(ui.game);
    refs.drawTitle.textContent = game ? game.gameName : ui.game;
    if (!s.isOpen) {
      refs.drawCountdown.textContent = '';
      refs.drawTime.textContent = '';
      return;
    }
    if (!s.draw) {
      refs.drawCountdown.textContent = T.noDraw;
      refs.drawTime.textContent = '';
      return;
    }
    tickCountdown();
    refs.drawTime.textContent = `${T.draw} ${iso(s.draw.numero)} · ${T.drawAt} ${iso(
      timeFormat.format(new Date(s.draw.drawAt)),
    )} · ${T.tz}`;
  }

  function tickCountdown() {
    const s = ui.state;
    if (!s) return;
    if (s.draw) {
      const left = Date.parse(s.draw.closeAt) - now();
      refs.drawCountdown.textContent = '';
      if (left > 0) {
        refs.drawCountdown.append(`${T.closesIn} `, el('strong', { text: countdown(left) }));
      } else {
        refs.drawCountdown.textContent = T.drawing;
      }
      if (left < -1500) void refresh();
    }
    for (const node of refs.lobby.querySelectorAll('[data-close] strong')) {
      const close = node.parentElement.dataset.close;
      node.textContent = countdown(Date.parse(close) - now());
    }
  }

  function renderTypes() {
    const s = ui.state;
    if (refs.typeList.childElementCount === 0) {
      for (const rule of s.betTypes) {
        refs.typeList.append(
          el('label', { class: 'type' }, [
            el('input', {
              type: 'radio',
              name: 'betType',
              value: rule.type,
              'aria-describedby': 'type-desc',
              onchange: () => {
                ui.betType = rule.type;
                ui.picks = [];
                renderForm();
              },
            }),
            el('span', { class: 'type-name', text: T.types[rule.type] || rule.type }),
            el('span', { class: 'type-odds', text: oddsLabel(rule) }),
          ]),
        );
      }
    }
    if (!ui.betType) {
      const game = gameOf(ui.game);
      ui.betType = game && game.group === 'SIEU_TOC' ? 'DE' : 'LO2';
    }
    for (const input of refs.typeList.querySelectorAll('input')) input.checked = input.value === ui.betType;
    for (const input of refs.hundreds.querySelectorAll('input')) input.checked = input.value === ui.hundreds;
  }

  function amountProblem() {
    const s = ui.state;
    const valid = /^\d{1,9}(\.\d{1,2})?$/.test(ui.amount);
    if (!valid || toCents(ui.amount) < toCents(s.limits.min) || toCents(ui.amount) > toCents(s.limits.max)) {
      return fill(T.amountInvalid, { min: money(s.limits.min), max: money(s.limits.max) });
    }
    return null;
  }

  function plannedBets() {
    const rule = ruleOf(ui.betType);
    if (!rule) return [];
    if (ui.betType === 'XIEN2') return ui.picks.length === 2 ? [ui.picks.slice().sort()] : [];
    if (ui.betType === '3CANG') return ui.picks.length === 1 ? [[ui.hundreds + ui.picks[0]]] : [];
    return ui.picks.map((n) => [n]);
  }

  function renderForm() {
    const s = ui.state;
    if (!s) return;
    renderTypes();
    const rule = ruleOf(ui.betType);
    const rtp = percentFormat.format(Number(rule.rtp) / 100);
    refs.typeDesc.textContent = `${T.desc[ui.betType]} ${oddsLabel(rule)} · ${fill(T.rtp, { x: rtp })}`;
    refs.hundredsBox.hidden = ui.betType !== '3CANG';
    refs.pickHint.textContent =
      ui.betType === 'XIEN2' ? T.pickTwo : ui.betType === '3CANG' ? T.pickThree : T.pickMany;

    refs.cells.forEach((cell, i) => {
      const number = String(i).padStart(2, '0');
      cell.setAttribute('aria-pressed', ui.picks.includes(number) ? 'true' : 'false');
      cell.tabIndex = i === ui.focusIndex ? 0 : -1;
    });

    const shown =
      ui.betType === '3CANG'
        ? ui.picks.map((p) => ui.hundreds + p)
        : ui.betType === 'XIEN2'
          ? [ui.picks.join(' + ')]
          : ui.picks;
    refs.picked.textContent = `${T.selected}: ${ui.picks.length ? iso(shown.join(', ')) : T.none}`;

    const problem = amountProblem();
    refs.amountError.textContent = ui.amount && problem ? problem : '';
    refs.amount.setAttribute('aria-invalid', ui.amount && problem ? 'true' : 'false');
    const bets = plannedBets();
    // In cents, rounded down as the platform pays (winOf in lottery.rules.ts): the preview is the win.
    const stake = problem ? 0n : toCents(ui.amount);
    refs.total.textContent = money(fromCents(stake * BigInt(bets.length)));
    refs.winLabel.textContent = rule.perHit ? T.winPerHit : T.win;
    refs.win.textContent = money(fromCents((stake * toCents(rule.odds)) / 100n));
    // A win is promised only for a bet that can be placed: with no number picked, or no stake, the
    // line said "Win if it hits 950.00" beside a 0.00 total.
    const promise = bets.length > 0 && stake > 0n;
    refs.winLabel.hidden = !promise;
    refs.win.hidden = !promise;

    const canBet = s.isOpen && s.realMoney && !!s.draw && !ui.expired;
    refs.form.hidden = !s.isOpen;
    refs.confirm.disabled = !canBet || ui.busy;
    refs.confirm.textContent = ui.busy ? T.placing : T.confirm;
  }

  function renderNotice() {
    const s = ui.state;
    const text = !s.isOpen ? T.notOpen : !s.realMoney ? T.freePlay : null;
    refs.notice.hidden = !text;
    refs.notice.textContent = text || '';
  }

  function renderResults() {
    const s = ui.state;
    refs.results.hidden = !s.isOpen;
    refs.results.textContent = '';
    const title = el('h2', { id: 'results-title', text: T.results });
    if (s.results.length === 0) {
      refs.results.append(title, el('p', { class: 'muted', text: T.noResults }));
      return;
    }
    if (!s.results.some((r) => r.numero === ui.resultNumero)) ui.resultNumero = s.results[0].numero;
    const result = s.results.find((r) => r.numero === ui.resultNumero);
    const picker = el(
      'select',
      {
        'aria-label': T.draw,
        onchange: (event) => {
          ui.resultNumero = event.target.value;
          renderResults();
          refs.results.querySelector('select').focus();
        },
      },
      s.results.map((r) =>
        el('option', {
          value: r.numero,
          selected: r.numero === ui.resultNumero,
          text: `${fill(T.numbersFor, { numero: r.numero })} · ${iso(dateTimeFormat.format(new Date(r.winningTime)))}`,
        }),
      ),
    );

    const table = el('table', { class: 'result-table' }, [
      el(
        'tbody',
        {},
        PRIZES.map((prize, i) =>
          el('tr', { class: `prize-${prize}` }, [
            el('th', { scope: 'row', text: T.prizeNames[i] }),
            el(
              'td',
              {},
              el(
                'div',
                { class: `nums nums-${result.prizes[prize].length}` },
                result.prizes[prize].map((n) =>
                  el('span', { class: 'num' }, [n.slice(0, -2), el('b', { text: n.slice(-2) })]),
                ),
              ),
            ),
          ]),
        ),
      ),
    ]);

    const byHead = Array.from({ length: 10 }, () => []);
    for (const n of result.winNo) byHead[Number(n.slice(-2, -1))].push(n.slice(-1));
    const loto = el('table', { class: 'loto-table' }, [
      el(
        'thead',
        {},
        el('tr', {}, [el('th', { scope: 'col', text: T.head }), el('th', { scope: 'col', text: T.tails })]),
      ),
      el(
        'tbody',
        {},
        byHead.map((tails, head) =>
          el('tr', {}, [
            el('th', { scope: 'row', text: String(head) }),
            el('td', { text: tails.sort().join(', ') }),
          ]),
        ),
      ),
    ]);

    const audit = el('details', { class: 'audit' }, [
      el('summary', { text: T.audit }),
      el('p', { class: 'muted', text: T.auditText }),
      el('p', {}, [
        el('span', { class: 'label', text: `${T.seed}: ` }),
        el('code', { dir: 'ltr', text: result.seed }),
      ]),
      el('p', {}, [
        el('span', { class: 'label', text: `${T.commitment}: ` }),
        el('code', { dir: 'ltr', text: result.commitment }),
      ]),
    ]);

    refs.results.append(
      el('div', { class: 'results-head' }, [title, picker]),
      el('div', { class: 'results-body' }, [table, loto]),
      audit,
    );
  }

  function renderBets() {
    const s = ui.state;
    refs.bets.textContent = '';
    refs.bets.append(el('h2', { id: 'bets-title', text: T.myBets }));
    if (s.bets.length === 0) {
      refs.bets.append(el('p', { class: 'muted', text: T.noBets }));
      return;
    }
    const list = el('ul', { class: 'bet-list' });
    for (const bet of s.bets) {
      const game = gameOf(bet.gameCode);
      const label = fill(T.status[bet.status] || bet.status, { x: money(bet.win) });
      list.append(
        el('li', { class: `bet bet-${bet.status}` }, [
          el('div', { class: 'bet-main' }, [
            el('strong', {
              text: `${T.types[bet.betType] || bet.betType} · ${iso(bet.numbers.join(' + '))}`,
            }),
            el('span', {
              class: 'muted',
              text: `${game ? game.gameName : bet.gameCode} · ${T.draw} ${iso(bet.numero)}`,
            }),
          ]),
          el('div', { class: 'bet-side' }, [
            el('span', { class: 'bet-amount', text: money(bet.amount) }),
            el('span', { class: `badge badge-${bet.status}`, text: label }),
          ]),
        ]),
      );
    }
    refs.bets.append(list);
  }

  function render() {
    const s = ui.state;
    if (!s) return;
    document.title = `${(gameOf(ui.game) || {}).gameName || T.title} · ${T.title}`;
    refs.balance.textContent = s.realMoney
      ? iso(`${money(s.balance)} ${s.currency || ''}`.trim())
      : T.freeBalance;
    refs.viewToggle.textContent = ui.view === 'lobby' ? T.toBetting : T.toLobby;
    refs.betting.hidden = ui.view !== 'betting';
    renderTabs();
    renderLobby();
    if (ui.view === 'betting') {
      renderDraw();
      renderNotice();
      renderForm();
      renderResults();
      renderBets();
    }
  }

  function showBanner(text) {
    if (!refs.banner) {
      // Nothing loaded yet: the message takes the place of the loading line.
      root.textContent = '';
      root.removeAttribute('aria-busy');
      if (text) root.append(el('p', { class: 'notice', role: 'alert', text }));
      return;
    }
    refs.banner.hidden = !text;
    refs.banner.textContent = text || '';
  }

  // ------------------------------------------------------------------ behaviour

  function togglePick(number) {
    const at = ui.picks.indexOf(number);
    if (at >= 0) ui.picks.splice(at, 1);
    else if (ui.betType === '3CANG') ui.picks = [number];
    else if (ui.betType === 'XIEN2') ui.picks = ui.picks.concat(number).slice(-2);
    else ui.picks.push(number);
    refs.formStatus.textContent = '';
    renderForm();
  }

  function onGridKey(event) {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -10, ArrowDown: 10, Home: -100, End: 100 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    ui.focusIndex = Math.min(99, Math.max(0, ui.focusIndex + moves[event.key]));
    refs.cells.forEach((cell, i) => (cell.tabIndex = i === ui.focusIndex ? 0 : -1));
    refs.cells[ui.focusIndex].focus();
  }

  function selectGame(code, view) {
    const changed = code !== ui.game;
    ui.game = code;
    ui.view = view;
    if (changed) {
      ui.betType = null;
      ui.picks = [];
      ui.resultNumero = null;
    }
    const url = new URL(window.location.href);
    url.searchParams.set('game', code);
    url.searchParams.set('view', view);
    window.history.replaceState(null, '', url.toString());
    render();
    void refresh();
  }

  function toggleView() {
    selectGame(ui.game, ui.view === 'lobby' ? 'betting' : 'lobby');
  }

  let inFlight = null;
  function refresh() {
    if (inFlight) return inFlight;
    const game = ui.game;
    inFlight = api(`state?game=${encodeURIComponent(game)}`)
      .then(({ status, body }) => {
        if (status === 401) {
          ui.expired = true;
          showBanner(T.expired);
          return;
        }
        if (!body.success) throw new Error('state failed');
        if (game !== ui.game) return;
        ui.clockOffset = Date.parse(body.value.serverTime) - Date.now();
        ui.state = body.value;
        if (!refs.tabs) build();
        showBanner(ui.expired ? T.expired : null);
        render();
      })
      .catch(() => showBanner(T.offline))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  function errorText(body) {
    const s = ui.state;
    const code = body && body.errorCode;
    if (code === 'AMOUNT_OUT_OF_RANGE') {
      return fill(T.errors.AMOUNT_OUT_OF_RANGE, { min: money(s.limits.min), max: money(s.limits.max) });
    }
    return T.errors[code] || T.errors.default;
  }

  async function placeOne(numbers, draw) {
    const body = JSON.stringify({
      betId: newBetId(),
      gameCode: ui.game,
      numero: draw.numero,
      betType: ui.betType,
      numbers,
      amount: ui.amount,
    });
    // A lost answer is retried with the same betId: the vendor places it once.
    for (let attempt = 0; ; attempt++) {
      try {
        return await api('bets', { method: 'POST', body });
      } catch (err) {
        if (attempt >= 2) throw err;
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
    }
  }

  async function onSubmit(event) {
    event.preventDefault();
    const s = ui.state;
    if (!s || ui.busy || !s.draw) return;
    const problem = amountProblem();
    if (problem) {
      refs.formStatus.textContent = problem;
      refs.amount.focus();
      return;
    }
    const bets = plannedBets();
    if (bets.length === 0) {
      refs.formStatus.textContent = ui.betType === 'XIEN2' && ui.picks.length ? T.needTwo : T.pickFirst;
      return;
    }
    ui.busy = true;
    renderForm();
    const draw = s.draw;
    let placed = 0;
    let failure = null;
    for (const numbers of bets) {
      try {
        const { status, body } = await placeOne(numbers, draw);
        if (status === 401) {
          ui.expired = true;
          showBanner(T.expired);
          failure = T.expired;
          break;
        }
        if (!body.success) {
          failure = errorText(body);
          break;
        }
        placed += 1;
      } catch {
        failure = T.offline;
        break;
      }
    }
    ui.busy = false;
    if (placed > 0) ui.picks = [];
    refs.formStatus.textContent = [
      placed > 0 ? fill(T.placed, { n: placed, numero: draw.numero }) : null,
      failure,
    ]
      .filter(Boolean)
      .join(' ');
    refs.formStatus.className = failure ? 'form-status error' : 'form-status ok';
    renderForm();
    await refresh();
  }

  // ------------------------------------------------------------------ frame height

  /*
   * Framed by the portal, the page tells it how tall its content is, so the portal sizes the frame
   * to it and the page scrolls as one (no scroll box inside a scroll box hiding the number grid and
   * the Place bet button). The CSP's frame-ancestors 'self' means the parent can only be this
   * origin, so the message goes to this origin alone; it carries nothing but a height.
   */
  const HEIGHT_MESSAGE = 'demo-vendor:content-height';
  let reportedHeight = 0;
  function reportHeight() {
    if (window.parent === window) return;
    // The whole document's content (its height is its content's: nothing sets it to the frame's),
    // so margins and whatever overflows the body count too.
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === reportedHeight || height <= 0) return;
    reportedHeight = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, window.location.origin);
  }
  if (typeof window.ResizeObserver === 'function') {
    // Any later change of the content's size (fonts arriving, results loading, a message shown)
    // is reported again, however late.
    const observer = new window.ResizeObserver(reportHeight);
    observer.observe(document.documentElement);
    observer.observe(document.body);
  }
  window.addEventListener('load', reportHeight);

  // ------------------------------------------------------------------ start

  void refresh();
  setInterval(() => void refresh(), POLL_MS);
  setInterval(tickCountdown, 1000);
})();
