/** Fixed ports for the stack the browser tests start, away from a developer's running portal. */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 3210);
export const E2E_UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 7210);
export const E2E_ADMIN_KEY = 'e2e-admin-key';
export const upstreamUrl = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;
