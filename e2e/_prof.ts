import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const lang = process.argv[2] ?? 'EN';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
await ctx.addCookies([{ name: 'portal_lang', value: lang, url: 'http://127.0.0.1:3480' }]);
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const events: any[] = [];
cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await page.goto('http://127.0.0.1:3480/index', { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end'); await done;
writeFileSync(`/tmp/lh/${lang}.cpuprofile`, JSON.stringify(profile)); writeFileSync(`/tmp/lh/${lang}.trace.json`, JSON.stringify(events));
// self time by function
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { const n: any = byId.get(profile.samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); }
console.log('== JS self time top (ms, throttled x4)');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
const sum = new Map<string, number>(); const cnt = new Map<string, number>();
for (const e of events) if (e.ph === 'X' && e.dur) { sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur / 1000); cnt.set(e.name, (cnt.get(e.name) ?? 0) + 1); }
console.log('== trace events (ms)');
for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(v.toFixed(1).padStart(8), cnt.get(k), k);
const lays = events.filter((e) => e.name === 'Layout' && e.dur).map((e) => e.dur / 1000).sort((a, b) => b - a).slice(0, 8);
console.log('largest layouts', lays.map((x) => x.toFixed(1)).join(' '));
await browser.close();
