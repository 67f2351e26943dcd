import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from './publicAddress';

describe('isPublicAddress', () => {
  it('accepts public unicast hosts, IPv4 and IPv6', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, shared, reserved and multicast IPv4', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback, link-local, unique-local, multicast and embedded private IPv6', () => {
    for (const address of [
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe', // 169.254.169.254, mapped
      '::ffff:8.8.8.8', // mapped even when public: a real AAAA answer never is
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '2001:db8::1',
      'fe80::1%eth0',
      'localhost',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows loopback in every spelling, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '::', '0.0.0.0', '8.8.8.8', 'localhost']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
