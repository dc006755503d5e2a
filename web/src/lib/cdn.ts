/**
 * The image host is picked at random once per page load from the server's list, so the load
 * spreads across hosts while one visit keeps hitting the same (warm) host.
 */
let picked: { list: string; cdn: string } | null = null;
let presetCdn: string | null = null;

/** The host the page's HTML was written with (lib/first-paint.ts): taken when the list offers it. */
export function presetImageCdn(cdn: string): void {
  presetCdn = cdn;
}

export function pickImageCdn(cdns: readonly string[]): string {
  const key = cdns.join('|');
  if (picked && picked.list === key) return picked.cdn;
  // The gateway picked this page load's host when it wrote the page (and preloaded its banner there).
  if (presetCdn !== null && cdns.includes(presetCdn)) {
    picked = { list: key, cdn: presetCdn };
    return presetCdn;
  }
  const cdn = cdns.length > 0 ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '';
  picked = { list: key, cdn };
  return cdn;
}

/** Joins a CDN base and a path; absolute URLs and data URIs pass through. */
export function cdnUrl(cdn: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const base = cdn.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

let pickedLaunch: { list: string; host: string } | null = null;

/**
 * The game-launch host, picked like the image host (once per page load, at random) from the
 * status's launchGameCDNs; none means the portal's own origin.
 */
export function pickLaunchHost(hosts: readonly string[]): string {
  const key = hosts.join('|');
  if (pickedLaunch && pickedLaunch.list === key) return pickedLaunch.host;
  const host = hosts.length > 0 ? (hosts[Math.floor(Math.random() * hosts.length)] ?? '') : '';
  pickedLaunch = { list: key, host };
  return host;
}
