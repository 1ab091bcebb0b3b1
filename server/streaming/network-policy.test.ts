import { describe, expect, it } from 'vitest';
import { addressRefusal, parseAllowedNetworks } from './network-policy';
import { resolveStreamTarget, type Lookup } from './stream-target';

const none = parseAllowedNetworks('');
const onPrem = parseAllowedNetworks('10.0.0.0/8, 192.168.1.0/24,fd12::/16');

describe('network policy', () => {
  it('allows public unicast addresses and refuses internal ones by default, naming the kind', () => {
    expect(addressRefusal('8.8.8.8', none)).toBeNull();
    expect(addressRefusal('2001:4860:4860::8888', none)).toBeNull();
    expect(addressRefusal('127.0.0.1', none)).toBe('a loopback address');
    expect(addressRefusal('::1', none)).toBe('a loopback address');
    expect(addressRefusal('::ffff:127.0.0.1', none)).toBe('a loopback address');
    expect(addressRefusal('169.254.10.1', none)).toBe('a link-local address');
    expect(addressRefusal('fe80::1', none)).toBe('a link-local address');
    expect(addressRefusal('10.1.2.3', none)).toBe('a private address');
    expect(addressRefusal('172.20.0.1', none)).toBe('a private address');
    expect(addressRefusal('192.168.7.7', none)).toBe('a private address');
    expect(addressRefusal('fd00::5', none)).toBe('a private (unique-local) address');
    expect(addressRefusal('100.64.0.1', none)).toBe('a carrier-grade NAT address');
    expect(addressRefusal('0.0.0.0', none)).toBe('an unspecified address');
    expect(addressRefusal('::', none)).toBe('an unspecified address');
    expect(addressRefusal('224.0.0.1', none)).toBe('a multicast address');
    expect(addressRefusal('64:ff9b::7f00:1', none)).toMatch(/^a reserved address/);
  });

  it('never allows metadata endpoints, unspecified or multicast addresses, even inside an allowed network', () => {
    const wide = parseAllowedNetworks('0.0.0.0/0,::/0');
    for (const ip of ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '::ffff:169.254.169.254'])
      expect(addressRefusal(ip, wide)).toBe('a cloud metadata address');
    expect(addressRefusal('0.0.0.0', wide)).toBe('an unspecified address');
    expect(addressRefusal('239.1.1.1', wide)).toBe('a multicast address');
    expect(addressRefusal('127.0.0.1', wide)).toBeNull();
  });

  it('opens exactly the configured networks', () => {
    expect(addressRefusal('10.200.0.1', onPrem)).toBeNull();
    expect(addressRefusal('192.168.1.50', onPrem)).toBeNull();
    expect(addressRefusal('192.168.2.50', onPrem)).toBe('a private address');
    expect(addressRefusal('fd12:3::1', onPrem)).toBeNull();
    expect(addressRefusal('127.0.0.1', onPrem)).toBe('a loopback address');
  });

  it('refuses a malformed STREAM_ALLOWED_NETWORKS entry at start, naming it', () => {
    expect(() => parseAllowedNetworks('10.0.0.0/8,cameras')).toThrow(/"cameras" is not a CIDR/);
    expect(parseAllowedNetworks('192.168.1.9')).toHaveLength(1);
  });
});

const answers =
  (map: Record<string, string[]>): Lookup =>
  async (host) => {
    const list = map[host];
    if (!list) throw new Error('ENOTFOUND');
    return list.map((address) => ({ address }));
  };

describe('stream targets', () => {
  it('gives ffmpeg the checked IP, with the port made explicit and the host name kept as the RTMP tcUrl', async () => {
    const t = await resolveStreamTarget('rtmp://user:pw@cam.example/live/app/key?x=1', 'source', none, {
      lookup: answers({ 'cam.example': ['203.0.114.9'] }),
    });
    expect(t).toEqual({
      url: 'rtmp://user:pw@203.0.114.9:1935/live/app/key?x=1',
      options: ['-rtmp_tcurl', 'rtmp://cam.example:1935/live/app'],
      port: 1935,
      // The sentences name the host as typed, never the resolved address.
      host: 'cam.example',
    });
    const v6 = await resolveStreamTarget('rtsp://[2001:4860::1]/stream', 'source', none, {
      lookup: answers({ '2001:4860::1': ['2001:4860::1'] }),
    });
    expect(v6).toEqual({ url: 'rtsp://[2001:4860::1]:554/stream', options: [], port: 554, host: '2001:4860::1' });
  });

  it('refuses a name if any of its addresses is refused, without echoing the address', async () => {
    const lookup = answers({ 'rebind.example': ['8.8.8.8', '127.0.0.1'], 'cam.corp': ['10.0.0.7'] });
    await expect(resolveStreamTarget('rtmp://rebind.example/a/b', 'source', none, { lookup, field: 'sourceUrl' })).rejects.toMatchObject({
      message: 'The source host rebind.example resolves to a loopback address; sources must be public or in STREAM_ALLOWED_NETWORKS',
      field: 'sourceUrl',
    });
    await expect(
      resolveStreamTarget('rtmp://127.0.0.1:1935/a/b', 'destination', none, { lookup: answers({ '127.0.0.1': ['127.0.0.1'] }) }),
    ).rejects.toThrow('The destination host 127.0.0.1 is a loopback address; destinations must be public or in STREAM_ALLOWED_NETWORKS');
    await expect(resolveStreamTarget('rtmp://nowhere.invalid/a/b', 'source', none, { lookup })).rejects.toThrow(
      'The source host nowhere.invalid could not be resolved',
    );
    expect((await resolveStreamTarget('rtmp://cam.corp/a/b', 'source', onPrem, { lookup })).url).toBe('rtmp://10.0.0.7:1935/a/b');
  });

  it('gives up on a name that does not resolve in time, saying so', async () => {
    const never = () => new Promise<{ address: string }[]>(() => undefined);
    await expect(resolveStreamTarget('rtsp://slow.example/live', 'source', none, { lookup: never, timeoutMs: 50 })).rejects.toThrow(
      'The source host slow.example could not be resolved within 0.05 s',
    );
  });
});
