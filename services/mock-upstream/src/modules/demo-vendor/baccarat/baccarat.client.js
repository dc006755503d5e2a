/* global document, roundTable */
// The live baccarat table's own page script, after the round tables' shared one
// (round-table.client.js) in the same file: the table select, the spots' pays, the last round's
// cards and the roads.
roundTable('baccarat', { round: 'round', table: 'table', spot: 'spot' }, (t) => {
  const { text, $, fill, number, isolate, money, percent } = t;
  let table = null;

  function tableInfo() {
    return t.state.info.tables.find((x) => x.tableId === table) || t.state.info.tables[0];
  }
  function renderTables() {
    const select = $('table');
    select.replaceChildren(
      ...t.state.info.tables.map((x) => {
        const option = document.createElement('option');
        option.value = x.tableId;
        option.textContent = fill(text.tableOption, {
          table: x.tableId,
          min: money(x.min),
          max: money(x.max),
        });
        return option;
      }),
    );
    select.value = table;
    select.disabled = false;
  }
  function chooseTable(tableId) {
    table = tableId;
    const info = tableInfo();
    t.renderChips({ id: info.tableId, min: info.min, max: info.max });
    t.restart();
  }

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
    t.renderOutcome(
      last,
      [last.playerPair ? text.spots.playerPair : '', last.bankerPair ? text.spots.bankerPair : ''].filter(
        Boolean,
      ),
    );
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

  $('table').addEventListener('change', (e) => chooseTable(e.target.value));

  return {
    closedPhase: 'dealing',
    stateQuery: () => `table=${encodeURIComponent(table)}`,
    betFields: () => ({ table }),
    renderSpot(button, spot) {
      button.querySelector('[data-pays]').textContent = fill(text.pays, {
        odds: isolate(t.state.info ? t.state.info.pays[spot] : ''),
      });
    },
    renderLast(s) {
      renderResult(s.last);
      renderRoads(s.roads);
    },
    // Player and banker bets are returned on a tie.
    isPush: () => true,
    placedText: (spot, amount) => fill(text.betPlaced, { spot: text.spots[spot], amount: money(amount) }),
    start(info) {
      const wanted = info.tables.find((x) => x.tableId === t.data.table);
      table = wanted ? wanted.tableId : info.tables[0].tableId;
      $('rules').textContent = fill(text.rules, {
        commission: percent(info.commissionPercent),
        banker: percent(info.houseEdge.banker),
        player: percent(info.houseEdge.player),
        tie: percent(info.houseEdge.tie),
        pair: percent(info.houseEdge.playerPair),
      });
      renderTables();
      chooseTable(table);
    },
  };
});
