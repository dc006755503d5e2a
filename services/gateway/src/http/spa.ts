/**
 * Serves the built SPA (one origin: cookies and the WebSocket need no CORS). Client routes such as
 * /index or /rng?page=2 get index.html; hashed files under /assets are cached for a year, index.html
 * is revalidated every time so a deploy is picked up at once.
 */
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { trpcErrorBody } from '../errors/app-error.js';

const NOT_SPA_PREFIXES = ['/trpc', '/cdn', '/healthz', '/readyz'];

function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function notBuiltPage(webDist: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal gateway</title></head>
<body><h1>The web app is not built</h1><p>No <code>index.html</code> in <code>${webDist.replace(/[<>&]/g, '')}</code>.
Run <code>pnpm build</code> at the repository root, then reload. The API is served at <code>/trpc</code>.</p></body></html>`;
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: serving a placeholder page at /');
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notBuiltPage(webDist)),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (built && wantsSpaPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(trpcErrorBody(ErrorCode.notFound));
  });
}
