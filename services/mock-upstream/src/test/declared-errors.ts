import type { FastifyInstance } from 'fastify';

/**
 * Fails the test file whose calls made a platform endpoint answer a code its descriptor does not
 * list (`errors` in @portal/contracts; lib/route.ts keeps them outside production).
 */
export function assertDeclaredErrors(app: FastifyInstance): void {
  const found = app.undeclaredErrors ?? [];
  if (found.length === 0) return;
  const list = [...new Set(found.map((f) => `${f.endpoint} answered ${f.code}`))].join('; ');
  throw new Error(`codes not listed in their descriptors: ${list}`);
}
