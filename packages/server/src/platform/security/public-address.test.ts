import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('addresses a fetch on an owner’s behalf may reach', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses in every spelling', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      'not an address',
      '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('allows public addresses', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '2002:808:808::1',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
