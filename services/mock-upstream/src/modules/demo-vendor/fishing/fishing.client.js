/* global document, window, requestAnimationFrame, getComputedStyle, ResizeObserver */
// The fishing game's page script (no bundler, no dependencies): the reef drawn on a canvas, the
// cannon aimed and fired by keyboard, mouse or touch, each shot sent to the vendor's own route when
// its bullet meets a fish (queued, and sent again with the same id until it is answered), the balance,
// the record of the last shots with each one checked against its revealed seed (fishing.verify.js,
// loaded just before this script), and the reveal of the seed pair.
(() => {
  'use strict';
  const data = JSON.parse(document.body.dataset.fishing || '{}');
  const text = data.text;
  const verifier = globalThis.fishingVerify;
  const art = globalThis.fishingArt;
  const $ = (id) => document.getElementById(id);
  const api = (path) => `${data.base}/api/fishing/${path}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  /** At most this many shots wait for their answer at once; the others queue behind them. */
  const MAX_SENDING = 3;
  /** Waits before a shot whose answer did not come is sent again (the same shot id each time). */
  const RETRY_MS = [400, 800, 1600, 3200, 6400, 12800];
  /** The cannon fires at most this often; presses in between wait their turn (a few at most). */
  const COOLDOWN_MS = 140;
  const MAX_WAITING_FIRES = 3;
  const RECORD_ROWS = 12;
  const CLIENT_SEED = /^[!-9;-~]{1,64}$/;

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
  const percent = (value, digits = 2) => {
    try {
      return isolate(
        new Intl.NumberFormat(data.locale, { style: 'percent', maximumFractionDigits: digits }).format(value),
      );
    } catch {
      return `${(value * 100).toFixed(digits)}%`;
    }
  };
  const toCents = (amount) => {
    const [whole, fraction = ''] = String(amount).split('.');
    return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  };
  const fromCents = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const newId = () => {
    const bytes = new Uint8Array(12);
    globalThis.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };
  const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

  const state = {
    ready: false,
    levels: [],
    level: 1,
    rules: {},
    /** The wallet's balance as last answered, in cents. */
    balanceCents: null,
    /** Stakes of the shots fired and not answered yet. */
    pendingCents: 0,
    /** The record, newest first: the server's shots and this page's own not answered yet. */
    shots: [],
    fairness: null,
    /** Verification results by shot id. */
    checks: new Map(),
  };

  // ------------------------------------------------------------------ messages, calls

  function say(message) {
    $('message').textContent = message || '';
  }
  function showError(message, canRetry = false) {
    $('error-text').textContent = message || '';
    $('error').hidden = !message;
    $('retry').hidden = !canRetry;
  }
  function errorText(body, status) {
    const code = body && body.errorCode;
    const fields = (body && body.fields) || {};
    if (code === 'INSUFFICIENT_BALANCE') return text.errors.insufficientBalance;
    if (code === 'PLAYER_TIMED_OUT' || code === 'SELF_EXCLUDED' || code === 'LOSS_LIMIT_REACHED') {
      return text.errors.protection;
    }
    if (code === 'ACCOUNT_FROZEN') return text.errors.frozen;
    if (fields.shotId === 'shot_rolled_back') return text.errors.rolledBack;
    if (fields.clientSeed) return text.errors.clientSeed;
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
      const transient = res.status === 503 || res.status === 502 || res.status === 504 || !body;
      throw Object.assign(new Error(transient && !body ? text.errors.network : errorText(body, res.status)), {
        transient,
        body,
      });
    }
    return body.value;
  }
  const query = () => `?ticket=${encodeURIComponent(data.ticket)}`;

  // ------------------------------------------------------------------ balance, cannon

  const stakeCents = () => toCents(state.levels[state.level - 1] || '0');
  function renderBalance() {
    if (state.balanceCents === null) return;
    $('balance').textContent = money(fromCents(Math.max(0, state.balanceCents - state.pendingCents)));
  }
  function renderLevel() {
    const stake = state.levels[state.level - 1];
    $('level').textContent = stake
      ? `${fill(text.cannon, { level: isolate(number(state.level, 0)) })} · ${fill(text.stakeEach, {
          amount: money(stake),
        })}`
      : '';
    $('level-down').disabled = !state.ready || state.level <= 1;
    $('level-up').disabled = !state.ready || state.level >= state.levels.length;
    $('fire').disabled = !state.ready;
  }
  function changeLevel(step) {
    if (!state.ready) return;
    const next = Math.min(state.levels.length, Math.max(1, state.level + step));
    if (next === state.level) return;
    state.level = next;
    renderLevel();
  }
  function renderInFlight() {
    const count = state.shots.filter((s) => s.local).length + bullets.length;
    $('in-flight').textContent = count > 0 ? fill(text.inFlight, { count: isolate(number(count, 0)) }) : '';
    $('reveal').disabled = !state.ready || count > 0;
  }

  // ------------------------------------------------------------------ the record

  function statusText(shot) {
    if (shot.local) return text.status[shot.local];
    switch (shot.status) {
      case 'settled':
        return shot.caught ? text.status.caught : text.status.missed;
      case 'refused':
        return text.status.refused;
      case 'rolled_back':
        return text.status.returned;
      default:
        return text.status.unconfirmed;
    }
  }
  function checkText(shot) {
    if (shot.status !== 'settled') return '–';
    if (!shot.serverSeed) return text.verify.hidden;
    if (!verifier || !verifier.isAvailable()) return text.verify.unavailable;
    const check = state.checks.get(shot.shotId);
    if (!check) return text.verify.checking;
    return check.matches ? `✓ ${text.verify.verified}` : `✗ ${text.verify.mismatch}`;
  }
  function renderRecord() {
    const rows = state.shots.slice(0, RECORD_ROWS).map((shot) => {
      const tr = document.createElement('tr');
      tr.dataset.shot = shot.shotId;
      tr.dataset.status = shot.local || shot.status;
      if (shot.caught) tr.classList.add('fh__row--caught');
      const nonce = document.createElement('td');
      nonce.dir = 'ltr';
      nonce.textContent = shot.nonce === null || shot.nonce === undefined ? '…' : `#${shot.nonce}`;
      const what = document.createElement('td');
      what.textContent = fill(text.record.shotLine, {
        fish: text.fishNames[shot.fish],
        multiplier: isolate(number(shot.multiplier, 0)),
        stake: money(shot.stake),
      });
      const result = document.createElement('td');
      result.textContent =
        shot.status === 'settled' && shot.caught && !shot.local
          ? `${statusText(shot)} ${isolate(`+${number(shot.win, 2)}`)}`
          : statusText(shot);
      const check = document.createElement('td');
      check.className = 'fh__check';
      check.textContent = checkText(shot);
      const verdict = state.checks.get(shot.shotId);
      if (verdict) check.dataset.verdict = verdict.matches ? 'ok' : 'bad';
      tr.append(nonce, what, result, check);
      return tr;
    });
    $('shots').replaceChildren(...rows);
    $('no-shots').hidden = rows.length > 0;
    renderInFlight();
  }
  /** Puts a shot in the record (replacing the row of the same id), newest first. */
  function keepShot(shot) {
    const at = state.shots.findIndex((s) => s.shotId === shot.shotId);
    if (at >= 0) state.shots[at] = shot;
    else state.shots.unshift(shot);
    state.shots.sort((a, b) => (b.createdAt || '').localeCompare(a.createdAt || ''));
    state.shots = state.shots.slice(0, 40);
  }
  /** Checks every settled shot whose seed is revealed (once each), then shows the verdicts. */
  async function verifyRevealed() {
    if (!verifier || !verifier.isAvailable()) return;
    for (const shot of state.shots) {
      if (shot.status !== 'settled' || !shot.serverSeed || state.checks.has(shot.shotId)) continue;
      try {
        state.checks.set(shot.shotId, await verifier.verifyShot(shot, shot.serverSeed));
      } catch {
        state.checks.set(shot.shotId, { matches: false });
      }
    }
    renderRecord();
  }

  // ------------------------------------------------------------------ provably fair

  function renderFair() {
    const f = state.fairness;
    if (!f) return;
    $('commitment').textContent = f.serverSeedHash;
    $('client-seed').textContent = f.clientSeed;
    $('next-nonce').textContent = String(f.nextNonce);
  }
  async function loadShots() {
    const value = await call(`shots${query()}`);
    state.fairness = value.fairness;
    const known = new Map(value.shots.map((shot) => [shot.shotId, shot]));
    const local = [];
    for (const shot of state.shots) {
      if (!shot.local) continue;
      const there = known.get(shot.shotId);
      // A shot this page gave up waiting for that has ended since (paid, refused or returned by the
      // platform's job): the wallet's balance has it now, and the record the platform's row.
      if (shot.local === 'unconfirmed' && there && there.status !== 'pending' && there.status !== 'placed') {
        state.pendingCents = Math.max(0, state.pendingCents - shot.stakeCents);
        continue;
      }
      local.push(shot);
    }
    state.shots = [...local];
    for (const shot of value.shots) if (!local.some((l) => l.shotId === shot.shotId)) keepShot(shot);
    renderFair();
    renderRecord();
    void verifyRevealed();
  }
  async function reveal(event) {
    event.preventDefault();
    if (!state.ready || !state.fairness) return;
    const input = $('new-client-seed');
    const clientSeed = input.value.trim();
    const seedError = $('seed-error');
    if (clientSeed && !CLIENT_SEED.test(clientSeed)) {
      seedError.textContent = text.errors.clientSeed;
      seedError.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    seedError.hidden = true;
    input.removeAttribute('aria-invalid');
    $('reveal').disabled = true;
    showError('');
    try {
      const body = { ticket: data.ticket, serverSeedHash: state.fairness.serverSeedHash };
      if (clientSeed) body.clientSeed = clientSeed;
      const value = await call('reveal', { method: 'POST', body: JSON.stringify(body) });
      state.fairness = value.active;
      input.value = '';
      $('revealed').textContent = value.revealed.serverSeed;
      $('revealed-label').hidden = false;
      $('revealed-box').hidden = false;
      let matches = null;
      if (verifier && verifier.isAvailable()) {
        matches = (await verifier.sha256Hex(value.revealed.serverSeed)) === value.revealed.serverSeedHash;
      }
      const verdict = $('revealed-verdict');
      verdict.textContent = matches === false ? text.fair.revealedBad : text.fair.revealedOk;
      verdict.dataset.verdict = matches === false ? 'bad' : 'ok';
      renderFair();
      await loadShots();
    } catch (err) {
      if (err.body && err.body.fields && err.body.fields.clientSeed) {
        seedError.textContent = err.message;
        seedError.hidden = false;
      } else {
        showError(err.message);
      }
    } finally {
      renderInFlight();
    }
  }

  // ------------------------------------------------------------------ the sea

  const canvas = $('sea');
  const ctx = canvas.getContext('2d');
  let width = 0;
  let height = 0;
  let unit = 1;
  let colors = {};
  const fishes = [];
  const bullets = [];
  const effects = [];
  let aim = 0; // radians from straight up; negative to the left
  const AIM_LIMIT = 1.35;
  let nextFishId = 1;

  // How often each kind swims by (the big ones rarely), its size and its speed (in sea units).
  const KINDS = {
    clownfish: { weight: 30, size: 15, speed: 62 },
    pufferfish: { weight: 22, size: 17, speed: 44 },
    angelfish: { weight: 16, size: 19, speed: 50 },
    turtle: { weight: 10, size: 25, speed: 30 },
    swordfish: { weight: 8, size: 27, speed: 72 },
    manta: { weight: 6, size: 32, speed: 36 },
    shark: { weight: 5, size: 40, speed: 42 },
    dragon: { weight: 3, size: 46, speed: 28 },
  };
  const KIND_NAMES = Object.keys(KINDS);
  const TOTAL_WEIGHT = KIND_NAMES.reduce((s, k) => s + KINDS[k].weight, 0);

  function readColors() {
    const css = getComputedStyle(document.documentElement);
    const v = (name) => css.getPropertyValue(name).trim();
    colors = {
      top: v('--sea-top'),
      bottom: v('--sea-bottom'),
      ray: v('--sea-ray'),
      sand: v('--sand'),
      cannon: v('--cannon'),
      barrel: v('--barrel'),
      bullet: v('--bullet'),
      net: v('--net'),
      gold: v('--gold'),
      ink: v('--on-sea'),
      cannonInk: v('--cannon-ink'),
    };
  }
  function resize() {
    const rect = canvas.getBoundingClientRect();
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    width = Math.max(200, rect.width);
    height = Math.max(200, rect.height);
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    unit = Math.min(width, height) / 360;
  }
  const cannonAt = () => ({ x: width / 2, y: height - 8 * unit });
  const wanted = () => Math.round(Math.min(14, Math.max(6, (width * height) / (unit * unit * 16000))));

  function pickKind() {
    let r = Math.random() * TOTAL_WEIGHT;
    for (const kind of KIND_NAMES) {
      r -= KINDS[kind].weight;
      if (r < 0) return kind;
    }
    return 'clownfish';
  }
  function spawn(anywhere) {
    const kind = pickKind();
    const k = KINDS[kind];
    const size = k.size * unit;
    const fromLeft = Math.random() < 0.5;
    const margin = size * 2;
    fishes.push({
      id: nextFishId++,
      kind,
      size,
      x: anywhere ? margin + Math.random() * (width - 2 * margin) : fromLeft ? -margin : width + margin,
      y: size + Math.random() * (height * 0.72 - size),
      vx: (fromLeft ? 1 : -1) * k.speed * unit * (0.8 + Math.random() * 0.4),
      phase: Math.random() * Math.PI * 2,
      caughtAt: 0,
    });
  }

  // ---- drawing the fish (fishing.art.js)

  function drawFish(f, t) {
    ctx.save();
    ctx.translate(f.x, f.y + Math.sin(t * 1.5 + f.phase) * f.size * 0.15);
    if (f.caughtAt) {
      const k = Math.min(1, (t - f.caughtAt) / 0.9);
      ctx.globalAlpha = 1 - k;
      ctx.rotate(k * Math.PI * 3);
      ctx.scale(1 - k * 0.5, 1 - k * 0.5);
    }
    if (f.vx < 0) ctx.scale(-1, 1);
    art.draw(ctx, f.kind, f.size, t + f.phase);
    ctx.restore();
    const m = state.rules[f.kind];
    if (m && m.multiplier >= 10 && !f.caughtAt) {
      ctx.fillStyle = colors.ink;
      ctx.font = `600 ${Math.max(10, 11 * unit)}px 'Page Script', system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillText(`×${m.multiplier}`, f.x, f.y + f.size * 0.95 + 10 * unit);
    }
  }
  /** Whether a point is inside a fish (an ellipse a little larger than its body). */
  function hits(f, x, y) {
    const rx = f.size * (f.kind === 'dragon' ? 1.4 : 1.1);
    const ry = f.size * (f.kind === 'manta' || f.kind === 'turtle' || f.kind === 'pufferfish' ? 0.9 : 0.6);
    const dx = (x - f.x) / rx;
    const dy = (y - f.y) / ry;
    return dx * dx + dy * dy <= 1;
  }

  function drawSea(t) {
    const g = ctx.createLinearGradient(0, 0, 0, height);
    g.addColorStop(0, colors.top);
    g.addColorStop(1, colors.bottom);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = colors.ray;
    for (let i = 0; i < 4; i++) {
      const x = ((i + 0.5) / 4) * width + Math.sin(t * 0.3 + i) * 30 * unit;
      ctx.beginPath();
      ctx.moveTo(x - 20 * unit, 0);
      ctx.lineTo(x + 20 * unit, 0);
      ctx.lineTo(x + 70 * unit, height);
      ctx.lineTo(x - 10 * unit, height);
      ctx.fill();
    }
    ctx.fillStyle = colors.sand;
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 20) ctx.lineTo(x, height - 14 * unit - Math.sin(x / 60) * 5 * unit);
    ctx.lineTo(width, height);
    ctx.fill();
  }
  function drawCannon() {
    const c = cannonAt();
    ctx.save();
    ctx.translate(c.x, c.y);
    ctx.rotate(aim);
    const thick = (7 + state.level * 1.3) * unit;
    ctx.fillStyle = colors.barrel;
    ctx.fillRect(-thick / 2, -46 * unit, thick, 46 * unit);
    ctx.restore();
    ctx.fillStyle = colors.cannon;
    ctx.beginPath();
    ctx.arc(c.x, c.y + 6 * unit, 26 * unit, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = colors.cannonInk;
    ctx.font = `700 ${Math.max(11, 13 * unit)}px 'Page Script', system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillText(String(state.level), c.x, c.y - 2 * unit);
  }
  function drawEffects(t) {
    for (let i = effects.length - 1; i >= 0; i--) {
      const e = effects[i];
      const age = t - e.born;
      if (age > e.life) {
        effects.splice(i, 1);
        continue;
      }
      const k = age / e.life;
      ctx.save();
      ctx.globalAlpha = 1 - k;
      if (e.kind === 'net') {
        ctx.strokeStyle = colors.net;
        ctx.lineWidth = 1.5;
        const r = (14 + 16 * k) * unit;
        for (let a = 0; a < 6; a++) {
          ctx.beginPath();
          ctx.moveTo(e.x, e.y);
          ctx.lineTo(e.x + Math.cos((a * Math.PI) / 3) * r, e.y + Math.sin((a * Math.PI) / 3) * r);
          ctx.stroke();
        }
        ctx.beginPath();
        ctx.arc(e.x, e.y, r, 0, Math.PI * 2);
        ctx.arc(e.x, e.y, r * 0.55, 0, Math.PI * 2);
        ctx.stroke();
      } else if (e.kind === 'splash') {
        ctx.strokeStyle = colors.net;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(e.x, e.y, (8 + 20 * k) * unit, 0, Math.PI * 2);
        ctx.stroke();
      } else if (e.kind === 'win') {
        ctx.fillStyle = colors.gold;
        ctx.font = `800 ${Math.max(14, 20 * unit)}px 'Page Script', system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.fillText(e.text, e.x, e.y - 40 * unit * k);
        for (let c = 0; c < 8; c++) {
          const a = (c / 8) * Math.PI * 2;
          ctx.beginPath();
          ctx.arc(
            e.x + Math.cos(a) * 34 * unit * k,
            e.y + Math.sin(a) * 34 * unit * k,
            4 * unit,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
      }
      ctx.restore();
    }
  }

  // ---- the loop

  let last = 0;
  function frame(ms) {
    const t = ms / 1000;
    const dt = last ? Math.min(0.05, t - last) : 0;
    last = t;
    if (width === 0) resize();
    while (fishes.filter((f) => !f.caughtAt).length < wanted()) spawn(false);
    for (let i = fishes.length - 1; i >= 0; i--) {
      const f = fishes[i];
      f.x += f.vx * dt;
      const gone = f.vx > 0 ? f.x > width + f.size * 3 : f.x < -f.size * 3;
      if (gone || (f.caughtAt && t - f.caughtAt > 0.9)) fishes.splice(i, 1);
    }
    for (let i = bullets.length - 1; i >= 0; i--) {
      const b = bullets[i];
      if (t - b.born > 2.2) {
        // A bullet that met nothing goes for the nearest fish, so every stake meets a fish.
        const target = nearestFish(b.x, b.y);
        if (target) {
          const d = Math.hypot(target.x - b.x, target.y - b.y) || 1;
          const speed = Math.hypot(b.vx, b.vy);
          b.vx = ((target.x - b.x) / d) * speed;
          b.vy = ((target.y - b.y) / d) * speed;
        }
      }
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      if (b.x < 0 || b.x > width) {
        b.vx = -b.vx;
        b.x = Math.min(width, Math.max(0, b.x));
      }
      if (b.y < 0 || b.y > height) {
        b.vy = -b.vy;
        b.y = Math.min(height, Math.max(0, b.y));
      }
      const hit = fishes.find((f) => !f.caughtAt && hits(f, b.x, b.y));
      if (hit) {
        bullets.splice(i, 1);
        effects.push({ kind: 'net', x: b.x, y: b.y, born: t, life: 0.6 });
        send(b.shot, hit);
      }
    }
    drawSea(t);
    for (const f of fishes) drawFish(f, t);
    ctx.fillStyle = colors.bullet;
    for (const b of bullets) {
      ctx.beginPath();
      ctx.arc(b.x, b.y, (3 + state.level * 0.4) * unit, 0, Math.PI * 2);
      ctx.fill();
    }
    drawEffects(t);
    drawCannon();
    requestAnimationFrame(frame);
  }
  function nearestFish(x, y) {
    let best = null;
    let bestD = Infinity;
    for (const f of fishes) {
      if (f.caughtAt || f.x < 0 || f.x > width) continue;
      const d = Math.hypot(f.x - x, f.y - y);
      if (d < bestD) {
        best = f;
        bestD = d;
      }
    }
    return best;
  }

  // ------------------------------------------------------------------ shooting

  let lastFire = 0;
  let waitingFires = 0;
  /** Fires the cannon where it aims: the stake is held until the shot is answered. */
  function fire() {
    if (!state.ready) return;
    const now = window.performance.now();
    if (now - lastFire < COOLDOWN_MS) {
      if (waitingFires < MAX_WAITING_FIRES) {
        waitingFires += 1;
        window.setTimeout(
          () => {
            waitingFires -= 1;
            fire();
          },
          COOLDOWN_MS - (now - lastFire),
        );
      }
      return;
    }
    const stake = stakeCents();
    if (state.balanceCents === null || state.balanceCents - state.pendingCents < stake) {
      say(text.lowBalance);
      return;
    }
    lastFire = now;
    state.pendingCents += stake;
    renderBalance();
    const c = cannonAt();
    const speed = Math.max(width, height) * 0.95;
    const tip = 46 * unit;
    bullets.push({
      x: c.x + Math.sin(aim) * tip,
      y: c.y - Math.cos(aim) * tip,
      vx: Math.sin(aim) * speed,
      vy: -Math.cos(aim) * speed,
      born: now / 1000,
      shot: { shotId: newId(), level: state.level, stake: state.levels[state.level - 1], stakeCents: stake },
    });
    renderInFlight();
  }
  function aimAt(clientX, clientY) {
    const rect = canvas.getBoundingClientRect();
    const c = cannonAt();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    aim = Math.max(-AIM_LIMIT, Math.min(AIM_LIMIT, Math.atan2(x - c.x, c.y - y)));
  }

  const sendQueue = [];
  let sending = 0;
  /** A bullet met a fish: its shot joins the queue of shots to send. */
  function send(shot, fish) {
    const entry = {
      shotId: shot.shotId,
      level: shot.level,
      stake: shot.stake,
      stakeCents: shot.stakeCents,
      fish: fish.kind,
      multiplier: state.rules[fish.kind].multiplier,
      nonce: null,
      status: 'pending',
      caught: null,
      local: 'inFlight',
      createdAt: new Date().toISOString(),
      target: fish,
    };
    keepShot(entry);
    renderRecord();
    sendQueue.push(entry);
    pump();
  }
  function pump() {
    while (sending < MAX_SENDING && sendQueue.length > 0) {
      const entry = sendQueue.shift();
      sending += 1;
      void deliver(entry).finally(() => {
        sending -= 1;
        pump();
        if (sending === 0 && sendQueue.length === 0) void settleUp();
      });
    }
  }
  /** Sends a shot until it is answered: a failure in transit is sent again with the same id. */
  async function deliver(entry) {
    const body = JSON.stringify({
      ticket: data.ticket,
      shotId: entry.shotId,
      level: entry.level,
      fish: entry.fish,
    });
    for (let attempt = 0; ; attempt++) {
      try {
        const value = await call('shoot', { method: 'POST', body });
        landed(entry, value);
        return;
      } catch (err) {
        if (err.transient && attempt < RETRY_MS.length) {
          entry.local = 'confirming';
          renderRecord();
          await sleep(RETRY_MS[attempt]);
          continue;
        }
        if (err.transient) {
          // Still unknown: the page asks the record again later; the platform finishes the shot.
          entry.local = 'unconfirmed';
          showError(text.errors.unconfirmed);
        } else {
          state.pendingCents = Math.max(0, state.pendingCents - entry.stakeCents);
          const returned = err.body && err.body.fields && err.body.fields.shotId === 'shot_rolled_back';
          keepShot({ ...entry, local: null, status: returned ? 'rolled_back' : 'refused' });
          showError(err.message);
          renderBalance();
        }
        renderRecord();
        return;
      }
    }
  }
  /** A shot answered: the balance, the record, and the fish caught or not. */
  function landed(entry, value) {
    state.pendingCents = Math.max(0, state.pendingCents - entry.stakeCents);
    state.balanceCents = toCents(value.balance);
    currency = value.currency;
    const shot = value.shot;
    keepShot(shot);
    if (state.fairness && shot.nonce !== null && shot.serverSeedHash === state.fairness.serverSeedHash) {
      state.fairness.nextNonce = Math.max(state.fairness.nextNonce, shot.nonce + 1);
      renderFair();
    }
    const fish = entry.target;
    const name = text.fishNames[shot.fish];
    const t = window.performance.now() / 1000;
    if (shot.caught) {
      if (fish && !fish.caughtAt) fish.caughtAt = t;
      const x = fish ? fish.x : width / 2;
      const y = fish ? fish.y : height / 2;
      effects.push({ kind: 'win', x, y, born: t, life: 1.4, text: `+${number(shot.win, 2)}` });
      say(
        fill(text.caught, {
          fish: name,
          multiplier: isolate(number(shot.multiplier, 0)),
          amount: money(shot.win),
        }),
      );
      const toast = $('toast');
      toast.textContent = `+${number(shot.win, 2)}`;
      toast.classList.remove('fh__toast--show');
      void toast.offsetWidth;
      toast.classList.add('fh__toast--show');
    } else {
      if (fish) effects.push({ kind: 'splash', x: fish.x, y: fish.y, born: t, life: 0.5 });
      say(fill(text.missed, { fish: name }));
    }
    showError('');
    renderBalance();
    renderRecord();
  }
  /** Once no shot is on its way: the wallet's balance and the record as the platform has them. */
  let settleTimer = 0;
  async function settleUp() {
    window.clearTimeout(settleTimer);
    if (sending > 0 || sendQueue.length > 0 || bullets.length > 0) return;
    try {
      const info = await call(`info${query()}`);
      if (sending > 0 || sendQueue.length > 0 || bullets.length > 0) return;
      state.balanceCents = toCents(info.balance);
      if (state.shots.some((s) => s.local === 'unconfirmed')) await loadShots();
      renderBalance();
    } catch {
      // The next shot answers the balance again.
    }
    // A shot still unconfirmed is asked about again until the platform has finished it.
    if (state.shots.some((s) => s.local === 'unconfirmed')) {
      settleTimer = window.setTimeout(() => void settleUp(), 20000);
    }
  }

  // ------------------------------------------------------------------ input

  const typing = (target) =>
    target instanceof window.HTMLInputElement || target instanceof window.HTMLTextAreaElement;
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    const onButton = e.target instanceof window.HTMLButtonElement;
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowUp':
        e.preventDefault();
        aim = Math.max(-AIM_LIMIT, aim - 0.06);
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        e.preventDefault();
        aim = Math.min(AIM_LIMIT, aim + 0.06);
        break;
      case ' ':
      case 'Enter':
        // On a button, Space and Enter press that button.
        if (onButton) return;
        e.preventDefault();
        fire();
        break;
      case '+':
      case '=':
        e.preventDefault();
        changeLevel(1);
        break;
      case '-':
      case '_':
        e.preventDefault();
        changeLevel(-1);
        break;
      default:
    }
  });
  let holding = 0;
  canvas.addEventListener('pointerdown', (e) => {
    if (!state.ready) return;
    e.preventDefault();
    canvas.focus({ preventScroll: true });
    canvas.setPointerCapture(e.pointerId);
    aimAt(e.clientX, e.clientY);
    fire();
    window.clearInterval(holding);
    // Holding the finger or button down keeps firing.
    holding = window.setInterval(fire, 300);
  });
  canvas.addEventListener('pointermove', (e) => {
    if (holding || e.pointerType === 'mouse') aimAt(e.clientX, e.clientY);
  });
  const stopHolding = () => {
    window.clearInterval(holding);
    holding = 0;
  };
  canvas.addEventListener('pointerup', stopHolding);
  canvas.addEventListener('pointercancel', stopHolding);
  canvas.addEventListener('lostpointercapture', stopHolding);
  $('fire').addEventListener('click', () => fire());
  $('level-down').addEventListener('click', () => changeLevel(-1));
  $('level-up').addEventListener('click', () => changeLevel(1));
  $('reveal-form').addEventListener('submit', (e) => void reveal(e));
  $('retry').addEventListener('click', () => void start());
  $('new-client-seed').addEventListener('input', () => {
    $('seed-error').hidden = true;
    $('new-client-seed').removeAttribute('aria-invalid');
  });

  // ------------------------------------------------------------------ start

  function renderRules(info) {
    $('paytable').replaceChildren(
      ...info.fish.map((f) => {
        const tr = document.createElement('tr');
        const name = document.createElement('td');
        name.textContent = text.fishNames[f.kind];
        const pays = document.createElement('td');
        pays.textContent = isolate(`×${number(f.multiplier, 0)}`);
        const chance = document.createElement('td');
        chance.textContent = percent(f.threshold / info.rollRange, 2);
        tr.append(name, pays, chance);
        return tr;
      }),
    );
    $('rules').textContent = fill(text.rules.summary, {
      rtp: percent(Number(info.rtpPercent) / 100, 2),
      edge: percent(Number(info.houseEdgePercent) / 100, 2),
    });
    $('levels').textContent = fill(text.rules.levels, {
      min: money(info.levels[0]),
      max: money(info.levels[info.levels.length - 1]),
    });
  }

  async function start() {
    showError('');
    say(text.loading);
    $('main').setAttribute('aria-busy', 'true');
    try {
      const info = await call(`info${query()}`);
      currency = info.currency;
      state.levels = info.levels;
      state.rules = Object.fromEntries(info.fish.map((f) => [f.kind, f]));
      state.balanceCents = toCents(info.balance);
      renderRules(info);
      await loadShots();
    } catch (err) {
      $('main').setAttribute('aria-busy', 'false');
      say('');
      showError(err.message, err.body ? err.body.errorCode !== 'user.or.token.invalid' : true);
      return;
    }
    state.ready = true;
    renderBalance();
    renderLevel();
    renderInFlight();
    $('main').setAttribute('aria-busy', 'false');
    say('');
  }

  readColors();
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', readColors);
  new ResizeObserver(() => resize()).observe(canvas);
  resize();
  for (let i = 0; i < wanted(); i++) spawn(true);
  renderLevel();
  requestAnimationFrame(frame);
  void start();
})();
