import { ErrorCode, walletEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Browser } from '../../test/browser.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { loggedIn } from '../../test/money.js';

describe('records', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'wallet'] } });

  const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
  const upstreamCalls = () =>
    [walletEndpoints.transactions.path, walletEndpoints.profitLoss.path, walletEndpoints.bonusDetails.path]
      .map((p) => gw.up.hits(p))
      .reduce((a, b) => a + b, 0);

  it('answers transactions with the types as a comma list', async () => {
    const b = await loggedIn(gw.app);
    const res = await b.query('records.transactions', {
      ...range,
      types: ['DEPOSIT', 'BONUS'],
      pageNo: 1,
      pageSize: 10,
    });
    expect(res.data).toMatchObject({ list: [expect.objectContaining({ type: 'DEPOSIT' })], pageSize: 10 });
    const sent = gw.up.requests.find((r) => r.path === walletEndpoints.transactions.path);
    expect(sent).toBeDefined();
    const all = await b.query('records.transactions', range);
    expect(all.status).toBe(200);
  });

  it('answers profit and loss and bonuses', async () => {
    const b = await loggedIn(gw.app);
    expect((await b.query('records.profitLoss', range)).data).toMatchObject({ deposit: '10.00', days: [] });
    expect((await b.query('records.bonuses', { ...range, pageNo: 1, pageSize: 20 })).data).toMatchObject({
      list: [expect.objectContaining({ bonusType: 'WELCOME' })],
    });
  });

  it('refuses a reversed, too long or impossible range with RECORD_RANGE_INVALID, calling nobody', async () => {
    const b = await loggedIn(gw.app);
    const reversed = await b.query('records.profitLoss', { startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.code).toBe(ErrorCode.recordRangeInvalid);
    expect(reversed.fields).toEqual({ endDate: 'validation.range_order' });
    const long = await b.query('records.transactions', { startDate: '2026-01-01', endDate: '2026-02-02' });
    expect(long.code).toBe(ErrorCode.recordRangeInvalid);
    expect(long.fields).toEqual({ startDate: 'validation.range_too_long' });
    const impossible = await b.query('records.bonuses', { startDate: '2026-02-30', endDate: '2026-03-01' });
    expect(impossible.code).toBe(ErrorCode.recordRangeInvalid);
    expect(impossible.fields).toEqual({ startDate: 'validation.day_invalid' });
    const malformed = await b.query('records.profitLoss', { startDate: '2026/01/01', endDate: '2026-01-02' });
    expect(malformed.code).toBe(ErrorCode.recordRangeInvalid);
    expect(malformed.fields).toEqual({ startDate: 'validation.day_invalid' });
    expect(upstreamCalls()).toBe(0);
    expect((await new Browser(gw.app).query('records.profitLoss', range)).code).toBe(ErrorCode.loginRequired);
  });

  it('accepts MAX_RECORD_RANGE_DAYS days, both ends included, and a single day', async () => {
    const b = await loggedIn(gw.app);
    for (const ok of [
      { startDate: '2026-01-01', endDate: '2026-01-31' },
      { startDate: '2026-01-01', endDate: '2026-01-01' },
      { startDate: '2024-02-29', endDate: '2024-03-01' },
    ]) {
      expect((await b.query('records.profitLoss', ok)).status).toBe(200);
    }
    const oneMore = await b.query('records.profitLoss', { startDate: '2026-01-01', endDate: '2026-02-01' });
    expect(oneMore.fields).toEqual({ startDate: 'validation.range_too_long' });
  });

  it('passes the platform code through', async () => {
    gw.up.state.wallet.failures.set(walletEndpoints.profitLoss.path, {
      status: 400,
      errorCode: 'RECORD_RANGE_INVALID',
    });
    expect((await (await loggedIn(gw.app)).query('records.profitLoss', range)).code).toBe(
      ErrorCode.recordRangeInvalid,
    );
  });
});
