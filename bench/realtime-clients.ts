/**
 * A client process of bench/realtime.ts: opens BENCH_COUNT WebSockets to the servers of
 * BENCH_URLS (comma-separated, the sockets spread over them in turn) and records when each push
 * arrives. Each socket subscribes to `jackpot.onValue` (id 1) and `content.onWinners` (id 2) as the
 * web does, whichever the server: the plain server reads the same bytes (and ignores them; it
 * pushes the same frames to every socket), so both sides receive and send the same. A "PING" text is
 * answered with "PONG" (tRPC's keep-alive).
 *
 * The client speaks WebSocket over bare TCP sockets, not through the `ws` library: the handshake
 * is one written request, a server frame (unmasked) is read from its header, and its payload is
 * searched as bytes for the two fields the bench needs, with no string made of a whole message and
 * no JSON parse. On this 2-core machine the client processes share the cores with the servers they
 * measure, so the less CPU a received message costs here, the less the figures are the clients'.
 * Every frame of one TCP read gets the time of that read.
 *
 * A jackpot tick carries the time it became current (`at`, a 3 s step boundary): its latency is
 * arrival - at. A board is recorded as (id of its top win, arrival time); the parent knows when it
 * published that win.
 *
 * The process also reports what it cost while measuring: its CPU time and its event loop's delay
 * (p99, max): a client busy enough to delay its own reads would show there.
 *
 * IPC: `status` -> `{ opened, ready, closed, errors, boards }`; `measure` starts recording;
 * `window-end` stops recording ticks (boards are recorded until collected, so a late one counts);
 * `collect` -> `{ jackpot, boards, cpuMs, wallMs, loopP99Ms, loopMaxMs }`; `close` closes and exits.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const urls = (process.env.BENCH_URLS ?? '').split(',').map((u) => new URL(u));
const count = Number(process.env.BENCH_COUNT);

/** A client frame: text, FIN, masked with a zero key (the mask is required; its value is not). */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length >= 126) throw new Error('the bench only sends short frames');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

const SUBSCRIBE = Buffer.concat([
  clientFrame(
    JSON.stringify({ id: 1, method: 'subscription', params: { path: 'jackpot.onValue', input: null } }),
  ),
  clientFrame(
    JSON.stringify({ id: 2, method: 'subscription', params: { path: 'content.onWinners', input: null } }),
  ),
]);
const PONG = clientFrame('PONG');
const PING = Buffer.from('PING');
const STEP_AMOUNT = Buffer.from('"stepAmount"');
const AT = Buffer.from('"at":"');
const TOP_ID = Buffer.from('[{"id":');
const HEADERS_END = Buffer.from('\r\n\r\n');

let opened = 0;
let ready = 0;
let closed = 0;
let errors = 0;
let measuring = false;
/** Jackpot ticks are recorded over the window only; boards until collected (a late one still counts). */
let measuringTicks = false;
const jackpot: number[] = [];
const boards: Array<[number, number]> = [];
const sockets: Socket[] = [];

/** Reads one socket's byte stream: the 101 answer, then server frames. */
class Reader {
  private pending: Buffer | null = null;
  private upgraded = false;
  private sawTick = false;
  private sawBoard = false;

  constructor(private readonly socket: Socket) {}

  data(chunk: Buffer): void {
    const now = Date.now();
    let buf = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    if (!this.upgraded) {
      const end = buf.indexOf(HEADERS_END);
      if (end < 0) {
        this.pending = buf;
        return;
      }
      if (buf.toString('latin1', 0, 12) !== 'HTTP/1.1 101') {
        errors += 1;
        this.socket.destroy();
        return;
      }
      this.upgraded = true;
      opened += 1;
      this.socket.write(SUBSCRIBE);
      buf = buf.subarray(end + 4);
    }
    let at = 0;
    while (buf.length - at >= 2) {
      const opcode = buf[at]! & 0x0f;
      let length = buf[at + 1]! & 0x7f;
      let start = at + 2;
      if (length === 126) {
        if (buf.length - at < 4) break;
        length = buf.readUInt16BE(at + 2);
        start = at + 4;
      } else if (length === 127) {
        if (buf.length - at < 10) break;
        length = Number(buf.readBigUInt64BE(at + 2));
        start = at + 10;
      }
      if (buf.length < start + length) break;
      if (opcode === 1) this.message(buf.subarray(start, start + length), now);
      else if (opcode === 8) this.socket.destroy();
      at = start + length;
    }
    if (at < buf.length) this.pending = Buffer.from(buf.subarray(at));
  }

  private message(payload: Buffer, now: number): void {
    if (payload.length === 4 && payload.equals(PING)) {
      this.socket.write(PONG);
      return;
    }
    if (payload.indexOf(STEP_AMOUNT) >= 0) {
      const at = payload.indexOf(AT);
      if (at < 0) return;
      if (measuringTicks) {
        const from = at + AT.length;
        jackpot.push(now - Date.parse(payload.toString('latin1', from, payload.indexOf(0x22, from))));
      }
      if (!this.sawTick) {
        this.sawTick = true;
        if (this.sawBoard) ready += 1;
      }
      return;
    }
    const top = payload.indexOf(TOP_ID);
    if (top < 0) return;
    if (measuring) {
      let id = 0;
      for (let i = top + TOP_ID.length; i < payload.length; i++) {
        const digit = payload[i]! - 0x30;
        if (digit < 0 || digit > 9) break;
        id = id * 10 + digit;
      }
      boards.push([id, now]);
    }
    if (!this.sawBoard) {
      this.sawBoard = true;
      if (this.sawTick) ready += 1;
    }
  }
}

function open(url: URL): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    sockets.push(socket);
    const reader = new Reader(socket);
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    socket.on('connect', () => {
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
          `Origin: http://${url.host}\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      reader.data(chunk);
      settle();
    });
    socket.on('error', () => {
      errors += 1;
      settle();
    });
    socket.on('close', () => {
      closed += 1;
      settle();
    });
  });
}

const loop = monitorEventLoopDelay({ resolution: 10 });
let cpuAtStart = process.cpuUsage();
let wallAtStart = Date.now();

process.on('message', (m: { type: string }) => {
  if (m.type === 'status')
    process.send?.({ type: 'status', opened, ready, closed, errors, boards: boards.length });
  else if (m.type === 'measure') {
    jackpot.length = 0;
    boards.length = 0;
    measuring = true;
    measuringTicks = true;
    loop.reset();
    loop.enable();
    cpuAtStart = process.cpuUsage();
    wallAtStart = Date.now();
  } else if (m.type === 'window-end') {
    measuringTicks = false;
  } else if (m.type === 'collect') {
    measuring = false;
    loop.disable();
    const cpu = process.cpuUsage(cpuAtStart);
    process.send?.({
      type: 'collect',
      jackpot,
      boards,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: Date.now() - wallAtStart,
      loopP99Ms: loop.percentile(99) / 1e6,
      loopMaxMs: loop.max / 1e6,
    });
  } else if (m.type === 'close') {
    for (const socket of sockets) socket.destroy();
    setTimeout(() => process.exit(0), 50);
  }
});
process.on('disconnect', () => process.exit(0));

// A few handshakes in flight at a time: a burst of thousands of SYNs would overflow the listen
// backlog. Socket i goes to server i mod servers.
const inFlight = 64;
let next = 0;
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await open(urls[i % urls.length]!);
    }
  }),
);
