import { SystemStatusValueSchema, envelope } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';

export let t: TestApp;

export async function status(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/status?domain=localhost', headers });
  expect(res.statusCode).toBe(200);
  return envelope(SystemStatusValueSchema).parse(json(res)).value;
}

/** Registers the hooks that build (and close) what the system test files share; each file calls this at its top. */
export function useSystemApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  // Operator switches live in the shared database: put them back so tests stay independent.
  afterEach(async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/status',
      headers: adminHeaders,
      payload: {
        maintenance: false,
        maintenanceMessage: null,
        maintenanceUntil: null,
        blockedCountries: ['US'],
      },
    });
    for (const modId of ['REG3', 'USERNAMEREG3']) {
      await t.app.inject({
        method: 'PUT',
        url: `/admin/modules/${modId}`,
        headers: adminHeaders,
        payload: { enabled: true },
      });
    }
  });
}
