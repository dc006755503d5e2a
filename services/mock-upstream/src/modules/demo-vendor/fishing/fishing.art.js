// The fishing game's fish, drawn on the sea's canvas by the page script (fishing.client.js, loaded
// after this file): each kind faces +x at the origin, its size s half its length; t (seconds) moves
// its tail, fins or wings. No images: the page's CSP allows its own script and nothing else.
(() => {
  'use strict';
  let ctx = null;

  function eye(x, y, r) {
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
    ctx.fill();
  }
  function tail(s, wag, color) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(-s * 0.8, 0);
    ctx.lineTo(-s * 1.35, -s * 0.5 + wag);
    ctx.lineTo(-s * 1.25, wag * 0.3);
    ctx.lineTo(-s * 1.35, s * 0.5 + wag);
    ctx.closePath();
    ctx.fill();
  }
  function body(rx, ry, color) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  const KINDS = {
    clownfish(s, t) {
      tail(s, Math.sin(t * 12) * s * 0.12, '#f26b1d');
      body(s, s * 0.55, '#f7801f');
      ctx.save();
      ctx.beginPath();
      ctx.ellipse(0, 0, s, s * 0.55, 0, 0, Math.PI * 2);
      ctx.clip();
      ctx.fillStyle = '#fff';
      ctx.fillRect(s * 0.2, -s, s * 0.22, s * 2);
      ctx.fillRect(-s * 0.45, -s, s * 0.22, s * 2);
      ctx.restore();
      eye(s * 0.6, -s * 0.12, s * 0.13);
    },
    pufferfish(s, t) {
      tail(s * 0.9, Math.sin(t * 9) * s * 0.1, '#d9a400');
      ctx.strokeStyle = '#a87b00';
      ctx.lineWidth = Math.max(1, s * 0.06);
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(Math.cos(a) * s * 0.7, Math.sin(a) * s * 0.7);
        ctx.lineTo(Math.cos(a) * s * 0.95, Math.sin(a) * s * 0.95);
        ctx.stroke();
      }
      body(s * 0.75, s * 0.72, '#f4c430');
      body(s * 0.5, s * 0.3, '#fbe48a');
      eye(s * 0.4, -s * 0.22, s * 0.15);
    },
    angelfish(s, t) {
      tail(s * 0.8, Math.sin(t * 8) * s * 0.1, '#1f6fd1');
      ctx.fillStyle = '#2f86eb';
      ctx.beginPath();
      ctx.moveTo(s, 0);
      ctx.quadraticCurveTo(0, -s * 1.5, -s * 0.7, -s * 0.2);
      ctx.lineTo(-s * 0.7, s * 0.2);
      ctx.quadraticCurveTo(0, s * 1.5, s, 0);
      ctx.fill();
      ctx.strokeStyle = '#ffd23f';
      ctx.lineWidth = Math.max(1, s * 0.12);
      for (const x of [-0.3, 0.15]) {
        ctx.beginPath();
        ctx.moveTo(s * x, -s * 0.75);
        ctx.lineTo(s * x, s * 0.75);
        ctx.stroke();
      }
      eye(s * 0.55, -s * 0.1, s * 0.12);
    },
    turtle(s, t) {
      const flap = Math.sin(t * 4) * s * 0.2;
      ctx.fillStyle = '#6bbf59';
      for (const [x, y] of [
        [0.45, -0.55],
        [0.45, 0.55],
        [-0.5, -0.45],
        [-0.5, 0.45],
      ]) {
        ctx.beginPath();
        ctx.ellipse(s * x, s * y + (y < 0 ? -flap : flap), s * 0.32, s * 0.14, x * y, 0, Math.PI * 2);
        ctx.fill();
      }
      body(s * 0.25, s * 0.22, '#6bbf59');
      ctx.save();
      ctx.translate(s * 0.85, 0);
      body(s * 0.25, s * 0.2, '#7dcc68');
      eye(s * 0.08, -s * 0.07, s * 0.07);
      ctx.restore();
      body(s * 0.7, s * 0.55, '#3e7d36');
      ctx.strokeStyle = '#9ad07d';
      ctx.lineWidth = Math.max(1, s * 0.05);
      ctx.beginPath();
      ctx.ellipse(0, 0, s * 0.35, s * 0.28, 0, 0, Math.PI * 2);
      ctx.moveTo(-s * 0.7, 0);
      ctx.lineTo(-s * 0.35, 0);
      ctx.moveTo(s * 0.35, 0);
      ctx.lineTo(s * 0.7, 0);
      ctx.stroke();
    },
    swordfish(s, t) {
      tail(s, Math.sin(t * 10) * s * 0.1, '#1d4f91');
      ctx.fillStyle = '#1d4f91';
      ctx.beginPath();
      ctx.moveTo(-s * 0.2, -s * 0.25);
      ctx.lineTo(s * 0.1, -s * 0.75);
      ctx.lineTo(s * 0.35, -s * 0.25);
      ctx.fill();
      body(s, s * 0.3, '#2c6cc4');
      body(s * 0.8, s * 0.13, '#b9d4f5');
      ctx.strokeStyle = '#1d4f91';
      ctx.lineWidth = Math.max(1.5, s * 0.07);
      ctx.beginPath();
      ctx.moveTo(s * 0.9, -s * 0.04);
      ctx.lineTo(s * 1.9, -s * 0.08);
      ctx.stroke();
      eye(s * 0.7, -s * 0.08, s * 0.08);
    },
    manta(s, t) {
      const flap = Math.sin(t * 3.5) * s * 0.25;
      ctx.fillStyle = '#3b3f6b';
      ctx.beginPath();
      ctx.moveTo(s * 0.8, 0);
      ctx.quadraticCurveTo(s * 0.2, -s * 0.4, -s * 0.1, -s - flap);
      ctx.quadraticCurveTo(-s * 0.3, -s * 0.3, -s * 0.6, 0);
      ctx.quadraticCurveTo(-s * 0.3, s * 0.3, -s * 0.1, s + flap);
      ctx.quadraticCurveTo(s * 0.2, s * 0.4, s * 0.8, 0);
      ctx.fill();
      ctx.strokeStyle = '#3b3f6b';
      ctx.lineWidth = Math.max(1, s * 0.05);
      ctx.beginPath();
      ctx.moveTo(-s * 0.6, 0);
      ctx.lineTo(-s * 1.5, Math.sin(t * 5) * s * 0.1);
      ctx.stroke();
      eye(s * 0.55, -s * 0.15, s * 0.06);
      eye(s * 0.55, s * 0.15, s * 0.06);
    },
    shark(s, t) {
      tail(s * 1.05, Math.sin(t * 7) * s * 0.12, '#5d6d7e');
      ctx.fillStyle = '#5d6d7e';
      ctx.beginPath();
      ctx.moveTo(-s * 0.15, -s * 0.3);
      ctx.lineTo(s * 0.05, -s * 0.8);
      ctx.lineTo(s * 0.3, -s * 0.3);
      ctx.fill();
      body(s, s * 0.36, '#75869a');
      ctx.save();
      ctx.beginPath();
      ctx.ellipse(0, 0, s, s * 0.36, 0, 0, Math.PI * 2);
      ctx.clip();
      ctx.fillStyle = '#e6edf3';
      ctx.fillRect(-s, s * 0.08, s * 2, s * 0.4);
      ctx.restore();
      ctx.strokeStyle = '#3d4a57';
      ctx.lineWidth = Math.max(1, s * 0.03);
      for (const x of [0.35, 0.43, 0.51]) {
        ctx.beginPath();
        ctx.moveTo(s * x, -s * 0.12);
        ctx.lineTo(s * x, s * 0.08);
        ctx.stroke();
      }
      eye(s * 0.7, -s * 0.1, s * 0.06);
    },
    dragon(s, t) {
      const segments = 9;
      for (let i = segments; i >= 0; i--) {
        const x = s * 0.9 - (i / segments) * s * 2.2;
        const y = Math.sin(t * 3 - i * 0.7) * s * 0.22;
        const r = s * (0.3 - i * 0.018);
        ctx.fillStyle = i % 2 ? '#e0a80f' : '#f5c542';
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
      }
      const hy = Math.sin(t * 3) * s * 0.22;
      ctx.fillStyle = '#c0392b';
      ctx.beginPath();
      ctx.moveTo(s * 0.85, hy - s * 0.25);
      ctx.lineTo(s * 0.7, hy - s * 0.6);
      ctx.lineTo(s * 1.0, hy - s * 0.3);
      ctx.fill();
      ctx.fillStyle = '#f5c542';
      ctx.beginPath();
      ctx.ellipse(s * 1.05, hy, s * 0.4, s * 0.28, 0, 0, Math.PI * 2);
      ctx.fill();
      eye(s * 1.15, hy - s * 0.1, s * 0.08);
    },
  };

  /** Draws a fish of `kind` on `context` at its origin. */
  function draw(context, kind, s, t) {
    ctx = context;
    KINDS[kind](s, t);
  }

  globalThis.fishingArt = { draw };
})();
