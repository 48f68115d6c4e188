/**
 * Whether an address is a public one the server may connect to on a caller's say-so. Every
 * spelling is read as the address it stands for before the check (ipaddr.js: decimal
 * `2130706433`, octal `0177.0.0.1`, hex, short `127.1`, IPv6 with or without brackets), and an
 * IPv4 address carried inside IPv6 (mapped `::ffff:7f00:1`, RFC 6145 translated, NAT64
 * `64:ff9b::/96`) is checked as that IPv4 address. Only global unicast
 * passes: loopback, private, link-local, carrier-grade NAT, unspecified, multicast, broadcast,
 * reserved and documentation ranges, the deprecated IPv4-compatible block (`::a.b.c.d`),
 * 6to4 and Teredo (whose far end is an IPv4 address chosen by whoever wrote the URL) do not.
 */
import ipaddr from 'ipaddr.js';

/** The address as one canonical text (IPv4 for the IPv6 forms that carry one), or null when it is none. */
export function canonicalAddress(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const range = v6.range();
    // NAT64's well-known prefix carries the IPv4 address in its last 32 bits; the local-use
    // 64:ff9b:1::/48 may put it elsewhere and is never public, so it stays IPv6 (refused).
    const wellKnownNat64 = range === 'rfc6052' && v6.parts.slice(2, 6).every((p) => p === 0);
    if (range === 'ipv4Mapped' || range === 'rfc6145' || wellKnownNat64) {
      const b = v6.toByteArray();
      return ipaddr.fromByteArray(b.slice(12)).toString();
    }
    return v6.toNormalizedString();
  }
  return parsed.toString();
}

/** Whether `text` is an address of the public internet (see the module's comment). */
export function isPublicAddress(text: string): boolean {
  const canonical = canonicalAddress(text);
  if (canonical === null) return false;
  const parsed = ipaddr.parse(canonical);
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts;
    // ::/96 (IPv4-compatible, ::, ::1): nothing public lives there.
    if (parts.slice(0, 6).every((p) => p === 0)) return false;
  }
  return parsed.range() === 'unicast';
}
