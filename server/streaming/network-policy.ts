import ipaddr from 'ipaddr.js';

/**
 * Which network addresses the service may pull a stream from or push one to. Without this a
 * caller could make ffmpeg connect to the service's own machine, its network or a cloud
 * metadata endpoint, and read the answer back from the stream's state (SSRF, port scanning).
 *
 * Public unicast addresses are allowed. Metadata endpoints, unspecified and multicast/broadcast
 * addresses never are. Everything else (loopback, link-local, private, CGNAT, unique-local,
 * reserved, address-translation prefixes) only inside a network of STREAM_ALLOWED_NETWORKS:
 * on-premises cameras on 10.x or 192.168.x are the normal case, so it is one setting.
 */
export type AllowedNetworks = readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

/** Cloud metadata services (AWS/GCP/Azure/OpenStack, AWS over IPv6, Alibaba). */
const METADATA = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'];
const NEVER: Record<string, string> = {
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
};
/** Words for the ranges the allow-list can open; any other non-public range is "reserved". */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  private: 'a private address',
  uniqueLocal: 'a private (unique-local) address',
  carrierGradeNat: 'a carrier-grade NAT address',
};

/** `10.0.0.0/8,192.168.1.0/24` → networks; a bare address is a /32 (/128). Throws on a bad entry. */
export function parseAllowedNetworks(raw: string | undefined): AllowedNetworks {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        if (entry.includes('/')) return ipaddr.parseCIDR(entry);
        const ip = ipaddr.parse(entry);
        return [ip, ip.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number];
      } catch {
        throw new Error(`STREAM_ALLOWED_NETWORKS: "${entry}" is not a CIDR network such as 10.0.0.0/8`);
      }
    });
}

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is the IPv4 address it carries. */
function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  return ipaddr.process(address);
}

function inAllowed(ip: ipaddr.IPv4 | ipaddr.IPv6, allowed: AllowedNetworks): boolean {
  return allowed.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
}

/**
 * Why the address may not be used, as words that fit "… is <reason>", or null when it may.
 * The metadata and never-ranges are checked before the allow-list, so allowing 169.254.0.0/16
 * for link-local cameras still keeps the metadata endpoint out.
 */
export function addressRefusal(address: string, allowed: AllowedNetworks): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = normalise(address);
  } catch {
    return 'not an IP address';
  }
  const canonical = ip.toString();
  if (METADATA.some((m) => ipaddr.process(m).toString() === canonical)) return 'a cloud metadata address';
  const range = ip.range();
  const never = NEVER[range];
  if (never) return never;
  if (range === 'unicast' || inAllowed(ip, allowed)) return null;
  return RANGE_WORDS[range] ?? `a reserved address (${range})`;
}
