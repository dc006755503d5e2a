/* global document, roundTable */
// The DS88 cockfight arena's own page script, after the round tables' shared one
// (round-table.client.js) in the same file: the arena from the first state, the sides' odds, the
// last fight with its odds and the results board.
roundTable('cockfight', { round: 'fight', table: 'arena', spot: 'side' }, (t) => {
  const { text, $, fill, number, isolate, money, percent } = t;
  const TREND_ROWS = 6;
  const odds = (value) => isolate(number(value, 2));
  let arena = null;
  let arenaName = null;

  function renderResult(last) {
    if (!last) {
      $('outcome').textContent = text.noFights;
      return;
    }
    t.renderOutcome(last);
    $('last-odds').textContent = fill(text.lastOdds, {
      meron: odds(last.odds.meron),
      wala: odds(last.odds.wala),
      draw: odds(last.odds.draw),
    });
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
      label = new Intl.ListFormat(t.data.locale, { style: 'narrow', type: 'unit' }).format(parts);
    } catch {
      label = parts.join(', ');
    }
    list.setAttribute('aria-label', `${text.history}: ${label}`);
    $('counts').textContent = label;
  }

  return {
    closedPhase: 'fighting',
    // The ticket names the arena: its limits come with the first state, its name (the DS88 game's,
    // in the page's language) with the info, never its code.
    onState(s) {
      if (!arena) {
        arena = s.arena;
        t.renderChips({ id: arenaName || arena.arenaId, min: arena.min, max: arena.max });
      }
    },
    renderSpot(button, side, fight) {
      button.querySelector('[data-odds]').textContent = fight ? number(fight.odds[side], 2) : '';
    },
    renderLast(s) {
      renderResult(s.last);
      renderTrend(s.history);
    },
    // Meron and Wala bets are returned on a draw.
    isPush: (last) => last.outcome === 'draw',
    placedText: (side, amount, placed) =>
      fill(text.betPlaced, { side: text.sides[side], amount: money(amount), odds: odds(placed.bet.odds) }),
    start(info) {
      arenaName = info.game.name;
      $('rules').textContent = fill(text.rules, {
        margin: percent(info.marginPercent),
        meron: percent(info.houseEdge.meron),
        draw: percent(info.houseEdge.draw),
      });
      t.poll();
    },
  };
});
