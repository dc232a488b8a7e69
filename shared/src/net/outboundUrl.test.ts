import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, ipVersion, isAllowedAddress, outboundPolicyFrom } from './outboundUrl.js';

describe('ipVersion (what node:net isIP answers, without Node: the client forms run it too)', () => {
  it.each([
    ['1.2.3.4', 4],
    ['255.255.255.255', 4],
    ['256.1.1.1', 0],
    ['01.2.3.4', 0],
    ['1.2.3', 0],
    ['::', 6],
    ['::1', 6],
    ['1::', 6],
    ['fe80::1%eth0', 6],
    ['::ffff:127.0.0.1', 6],
    ['64:ff9b::8.8.8.8', 6],
    ['2001:db8:0:0:0:0:0:1', 6],
    ['2001:db8::0:0:0:0:0:1', 0],
    ['1:2:3:4:5:6:7:8:9', 0],
    ['1:2:3:4:5:6:1.2.3.4', 6],
    ['1:2:3:4:5:6:7:1.2.3.4', 0],
    [':1::2', 0],
    ['1:::2', 0],
    ['g::1', 0],
    ['example.com', 0],
    ['', 0],
    ['12345::1', 0],
  ] as const)('%s is %i', (text, version) => {
    expect(ipVersion(text)).toBe(version);
  });
});

const production = { allowLoopback: false };
const emulators = { allowLoopback: true };

describe('checkOutboundUrl (before DNS)', () => {
  it('allows https URLs with a public host name or address', () => {
    for (const url of ['https://hooks.example.com/in', 'https://example.com:8443/a?b=c#d', 'https://93.184.216.34/x']) {
      expect(checkOutboundUrl(url, production), url).toMatchObject({ ok: true });
    }
  });

  it('refuses http, user info, internal names and non-public literals in production', () => {
    const refused = [
      'http://example.com/in',
      'ftp://example.com/in',
      'https://user:pw@example.com/in',
      'https://localhost/in',
      'https://printer.local/in',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://intranet/in',
      'https://127.0.0.1/in',
      'https://127.1/in',
      'https://2130706433/in',
      'https://0x7f000001/in',
      'https://0177.0.0.1/in',
      'https://10.1.2.3/in',
      'https://172.31.255.1/in',
      'https://192.168.0.1/in',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.100.100.200/in',
      'https://0.0.0.0/in',
      'https://[::1]/in',
      'https://[::ffff:127.0.0.1]/in',
      'https://[::ffff:a9fe:a9fe]/in',
      'https://[fd00::1]/in',
      'https://[fe80::1]/in',
      'https://[64:ff9b::a9fe:a9fe]/in',
      'https://[2002:7f00:1::]/in',
      `https://example.com/${'x'.repeat(2000)}`,
      'not a url',
    ];
    for (const url of refused) expect(checkOutboundUrl(url, production), url).toMatchObject({ ok: false });
  });

  it('with loopback allowed (emulators only): http and loopback, but still no private or metadata address', () => {
    expect(checkOutboundUrl('http://127.0.0.1:6101/sms', emulators)).toMatchObject({ ok: true });
    expect(checkOutboundUrl('http://localhost:6101/sms', emulators)).toMatchObject({ ok: true });
    expect(checkOutboundUrl('http://[::1]:6101/sms', emulators)).toMatchObject({ ok: true });
    expect(checkOutboundUrl('http://169.254.169.254/latest', emulators)).toMatchObject({ ok: false });
    expect(checkOutboundUrl('http://192.168.1.1/', emulators)).toMatchObject({ ok: false });
  });
});

describe('isAllowedAddress (each resolved address)', () => {
  it('allows public IPv4 and IPv6', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8']) {
      expect(isAllowedAddress(a, production), a).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, CGNAT, metadata and their IPv6 forms', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.10.10',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1%eth0',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:a9fe:a9fe::1',
      'fd00:ec2::254',
      'not an address',
    ];
    for (const a of refused) expect(isAllowedAddress(a, production), a).toBe(false);
  });

  it('allows loopback only under the emulator policy', () => {
    expect(isAllowedAddress('127.0.0.1', emulators)).toBe(true);
    expect(isAllowedAddress('::1', emulators)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', emulators)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', emulators)).toBe(false);
  });

  it('reads the policy from NEURON_ALLOW_LOOPBACK_OUTBOUND, exactly "1"', () => {
    expect(outboundPolicyFrom({})).toEqual(production);
    expect(outboundPolicyFrom({ NEURON_ALLOW_LOOPBACK_OUTBOUND: 'true' })).toEqual(production);
    expect(outboundPolicyFrom({ NEURON_ALLOW_LOOPBACK_OUTBOUND: '1' })).toEqual(emulators);
  });
});
