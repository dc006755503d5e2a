/**
 * A client process of bench/realtime.ts: opens BENCH_COUNT WebSockets to BENCH_URL and records when
 * each push arrives. BENCH_PROTOCOL=trpc subscribes to `jackpot.onValue` and `content.onWinners`
 * as the web does (and answers the gateway's keep-alive PINGs); BENCH_PROTOCOL=plain only listens.
 *
 * A jackpot tick carries the time it became current (`at`, a 3 s step boundary): its latency is
 * arrival - at. A board is recorded as (id of its top win, arrival time); the parent knows when it
 * published that win. The payloads are not fully parsed: the two fields are cut out of the text, the
 * same way for both servers, so this process spends little CPU per message on a shared machine.
 *
 * IPC: `status` -> `{ opened, ready, closed, errors }`; `measure` starts recording;
 * `collect` -> `{ jackpot: number[], boards: [topId, arrivedAt][] }`; `close` closes and exits.
 */
import WebSocket from 'ws';

const url = process.env.BENCH_URL!;
const count = Number(process.env.BENCH_COUNT);
const isTrpc = process.env.BENCH_PROTOCOL === 'trpc';
const origin = url.replace(/^ws/, 'http').replace(/\/trpc$/, '');

const SUBSCRIBE = [
  JSON.stringify({ id: 1, method: 'subscription', params: { path: 'jackpot.onValue', input: null } }),
  JSON.stringify({ id: 2, method: 'subscription', params: { path: 'content.onWinners', input: null } }),
];

let opened = 0;
let ready = 0;
let closed = 0;
let errors = 0;
let measuring = false;
const jackpot: number[] = [];
const boards: Array<[number, number]> = [];
const sockets: WebSocket[] = [];

const AT = '"at":"';
const TOP_ID = /\[\{"id":(\d+)/;

function open(): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { origin }, perMessageDeflate: false });
    sockets.push(ws);
    let sawTick = false;
    let sawBoard = false;
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    ws.on('open', () => {
      opened += 1;
      if (isTrpc) for (const m of SUBSCRIBE) ws.send(m);
      settle();
    });
    ws.on('message', (data: Buffer) => {
      const now = Date.now();
      const text = data.toString();
      if (text === 'PING') {
        ws.send('PONG');
        return;
      }
      const at = text.indexOf(AT);
      if (at >= 0 && text.indexOf('"stepAmount"') >= 0) {
        if (measuring)
          jackpot.push(now - Date.parse(text.slice(at + AT.length, text.indexOf('"', at + AT.length))));
        if (!sawTick) {
          sawTick = true;
          if (sawBoard) ready += 1;
        }
        return;
      }
      const top = TOP_ID.exec(text);
      if (top) {
        if (measuring) boards.push([Number(top[1]), now]);
        if (!sawBoard) {
          sawBoard = true;
          if (sawTick) ready += 1;
        }
      }
    });
    ws.on('error', () => {
      errors += 1;
      settle();
    });
    ws.on('close', () => {
      closed += 1;
      settle();
    });
  });
}

process.on('message', (m: { type: string }) => {
  if (m.type === 'status') process.send?.({ type: 'status', opened, ready, closed, errors });
  else if (m.type === 'measure') {
    jackpot.length = 0;
    boards.length = 0;
    measuring = true;
  } else if (m.type === 'collect') {
    measuring = false;
    process.send?.({ type: 'collect', jackpot, boards });
  } else if (m.type === 'close') {
    for (const ws of sockets) ws.terminate();
    setTimeout(() => process.exit(0), 50);
  }
});
process.on('disconnect', () => process.exit(0));

// A few handshakes in flight at a time: a burst of 10,000 SYNs would overflow the listen backlog.
const inFlight = 64;
let next = 0;
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < count) {
      next += 1;
      await open();
    }
  }),
);
