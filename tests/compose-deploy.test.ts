/**
 * The deployment past one machine, checked without a Docker engine: docker-compose.yml against the
 * Compose Specification's schema (dclint carries it and adds its own rules; .dclintrc.json turns
 * off only its ordering style rules), and the reverse proxy's nginx.conf read for what several
 * gateway replicas need from it: every replica behind one name, WebSocket upgrades passed on, the
 * visitor's address as the only X-Forwarded-For.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DCLinter } from 'dclint';
import { parse as parseNginx } from 'nginx-conf';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const composePath = path.join(repoRoot, 'docker-compose.yml');
const composeSource = readFileSync(composePath, 'utf8');

function lint(file: string) {
  const config = JSON.parse(readFileSync(path.join(repoRoot, '.dclintrc.json'), 'utf8')) as {
    rules: Record<string, 0 | 1 | 2>;
  };
  const [result] = new DCLinter({ rules: config.rules, quiet: true, debug: false, exclude: [] }).lintFiles(
    [file],
    false,
  );
  if (!result) throw new Error(`dclint did not lint ${file}`);
  return result;
}

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown>;
}
const compose = parseYaml(composeSource) as { services: Record<string, Service> };

describe('docker-compose.yml', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'compose-check-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is a valid Compose file with no finding', () => {
    const result = lint(composePath);
    expect(result.messages).toEqual([]);
  });

  it('is refused when a service holds a key the specification does not know', () => {
    const bad = path.join(scratch, 'docker-compose.yml');
    writeFileSync(bad, composeSource.replace(/^ {4}expose:/m, '    exposes:'));
    const result = lint(bad);
    expect(result.errorCount).toBeGreaterThan(0);
    expect(result.messages.map((m) => m.rule)).toContain('invalid-schema');
  });

  it('lets the gateway scale: no published port of its own, behind the proxy that publishes one', () => {
    const { gateway, proxy } = compose.services;
    expect(gateway?.ports).toBeUndefined();
    expect(gateway?.environment?.TRUST_PROXY).toBe('true');
    expect(proxy?.ports).toHaveLength(1);
    expect(proxy?.depends_on).toHaveProperty('gateway');
  });
});

/** A node of nginx-conf's parse tree (the package names its type in no entry point). */
type NginxParseTreeNode = NonNullable<Parameters<Parameters<typeof parseNginx>[1]>[1]>;

/** The children of `node` named `name`. */
function all(node: NginxParseTreeNode, name: string): NginxParseTreeNode[] {
  return (node.children ?? []).filter((c) => c.name === name);
}
function one(node: NginxParseTreeNode, name: string, value?: string): NginxParseTreeNode {
  const found = all(node, name).filter((c) => value === undefined || c.value === value);
  expect(found, `${name} ${value ?? ''} in ${node.name} ${node.value}`).toHaveLength(1);
  return found[0]!;
}

describe('the proxy in front of the gateways (deploy/nginx/nginx.conf)', () => {
  const { proxy, gateway } = compose.services;
  const mount = (proxy?.volumes ?? []).find((v) => v.endsWith(':/etc/nginx/nginx.conf:ro'));
  const confPath = path.join(repoRoot, (mount ?? '').split(':')[0] ?? '');
  const source = readFileSync(confPath, 'utf8');
  const tree = new Promise<NginxParseTreeNode>((resolve, reject) =>
    parseNginx(source, (err, t) => (err || !t ? reject(err ?? new Error('no tree')) : resolve(t))),
  );

  it('is the file the compose proxy mounts, with balanced blocks', () => {
    expect(mount).toBe('./deploy/nginx/nginx.conf:/etc/nginx/nginx.conf:ro');
    const code = source.replace(/#.*$/gm, '');
    expect(code.split('{').length).toBe(code.split('}').length);
  });

  it('sends every request to the gateway service by name, re-resolved as replicas come and go', async () => {
    const http = one(await tree, 'http');
    expect(one(http, 'resolver').value).toMatch(/^127\.0\.0\.11 /);
    const location = one(one(http, 'server'), 'location', '/');
    const upstreamName = one(location, 'proxy_pass').value.replace(/^http:\/\//, '');
    const upstream = one(http, 'upstream', upstreamName);
    expect(one(upstream, 'server').value).toBe(`gateway:${gateway?.environment?.PORT} resolve`);
    one(upstream, 'zone');
  });

  it('passes WebSocket upgrades on and sets the visitor address itself', async () => {
    const http = one(await tree, 'http');
    const location = one(one(http, 'server'), 'location', '/');
    expect(one(location, 'proxy_http_version').value).toBe('1.1');
    const headers = all(location, 'proxy_set_header').map((h) => h.value);
    expect(headers).toContain('Upgrade $http_upgrade');
    expect(headers).toContain('Connection $connection_upgrade');
    expect(headers).toContain('X-Forwarded-For $remote_addr');
    const upgradeMap = one(http, 'map', '$http_upgrade $connection_upgrade');
    expect(one(upgradeMap, 'default').value).toBe('upgrade');
    // Longer than the gateway's 30 s WebSocket ping, so an idle socket is not cut.
    expect(Number.parseInt(one(location, 'proxy_read_timeout').value, 10)).toBeGreaterThan(30);
  });
});
