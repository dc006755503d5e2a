import ipaddr from 'ipaddr.js';
import type { GeoRepository } from './geo.repository.js';

/**
 * Normalises an address as seen by the server: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes the
 * IPv4 address so that IPv4 blocks match it. Returns null for something that is not an address.
 */
export function normaliseIp(raw: string): string | null {
  const candidate = raw.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(candidate)) return null;
  return ipaddr.process(candidate).toString();
}

/** Canonical form of a CIDR block (network address + prefix), or null if it is not one. */
export function normaliseCidr(raw: string): string | null {
  try {
    const [address, prefix] = ipaddr.parseCIDR(raw.trim());
    const network =
      address.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${prefix}`)
        : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`);
    return `${network.toString()}/${prefix}`;
  } catch {
    return null;
  }
}

export function createGeoService(repo: GeoRepository) {
  return {
    /** Country of an address via the offline CIDR table; null when unknown or not an address. */
    async countryOf(rawIp: string): Promise<string | null> {
      const ip = normaliseIp(rawIp);
      return ip ? repo.countryOf(ip) : null;
    },
    map: (cidr: string, country: string) => repo.upsert(cidr, country, 'admin'),
    unmap: (cidr: string) => repo.remove(cidr),
    list: () => repo.list(),
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
