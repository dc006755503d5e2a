import { describe, expect, it } from 'vitest';
import { normaliseCidr, normaliseIp } from './geo.service.js';

describe('normaliseIp', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and compacts IPv6', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseIp('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normaliseIp('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normaliseIp('198.51.100.1')).toBe('198.51.100.1');
  });

  it('rejects what is not an address', () => {
    expect(normaliseIp('example.com')).toBeNull();
    expect(normaliseIp('300.1.1.1')).toBeNull();
  });
});

describe('normaliseCidr', () => {
  it('keeps the network address and prefix', () => {
    expect(normaliseCidr('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normaliseCidr('2001:db8:1:2::5/48')).toBe('2001:db8:1::/48');
    expect(normaliseCidr('127.0.0.1/32')).toBe('127.0.0.1/32');
  });

  it('rejects malformed blocks', () => {
    for (const bad of ['10.0.0.0', '10.0.0.0/33', 'x/8', '2001:db8::/129'])
      expect(normaliseCidr(bad)).toBeNull();
  });
});
