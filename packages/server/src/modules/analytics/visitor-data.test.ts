import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  beginsVisit,
  deviceOf,
  pathOf,
  readVisitorRecord,
  referrerHost,
  screenFromParameter,
  screenOf,
  visitorKey,
} from './visitor-data';

describe('visitor data', () => {
  it('reads a visitor record and keys it per site without keeping the identifier', () => {
    const record = readVisitorRecord('k2j3h4|100|200|300|4');
    expect(record).toEqual({ id: 'k2j3h4', currentVisit: '300' });
    for (const bad of ['k2j3h4|100|200|300', 'k2j3h4|0|1|1|1', 'a b|1|1|1|1', 42, undefined]) {
      expect(readVisitorRecord(bad)).toBeNull();
    }
    const key = visitorKey('secret', 'site-a', record!);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('k2j3h4');
    expect(visitorKey('secret', 'site-b', record!)).not.toBe(key);
    expect(visitorKey('secret', 'site-a', record!)).toBe(key);
  });

  it('remembers a visitor’s key only as the keyed hash of that secret, site and visitor', () => {
    const hmac = (secret: string, input: string) =>
      createHmac('sha256', secret).update(input).digest('hex').slice(0, 32);
    const record = readVisitorRecord('r7|100|200|300|4')!;
    // Asked twice (the second answer remembered), and under another secret: each the HMAC itself.
    for (let i = 0; i < 2; i++) {
      expect(visitorKey('first', 'site-a', record)).toBe(hmac('first', 'visitor|site-a|r7'));
      expect(visitorKey('second', 'site-a', record)).toBe(hmac('second', 'visitor|site-a|r7'));
    }
    // Past the limit of remembered keys the answers stay the same.
    for (let n = 0; n < 20_100; n++) visitorKey('first', 'site-a', { id: `v${n}`, currentVisit: '1' });
    expect(visitorKey('first', 'site-a', record)).toBe(hmac('first', 'visitor|site-a|r7'));
    expect(visitorKey('first', 'site-a', { id: 'v5', currentVisit: '1' })).toBe(
      hmac('first', 'visitor|site-a|v5'),
    );
  });

  it('knows a visit began when the visit cookie is the record’s current visit', () => {
    const record = readVisitorRecord('v|100|200|300|4');
    expect(beginsVisit(record, { ss_cvt: '300' })).toBe(true);
    expect(beginsVisit(record, { ss_cvt: '450' })).toBe(false);
    expect(beginsVisit(record, {}, 1_300)).toBe(true);
    expect(beginsVisit(record, {}, 2_301)).toBe(false);
    expect(beginsVisit(record, {})).toBe(false);
    expect(beginsVisit(null, { ss_cvt: '300' })).toBe(false);
  });

  it('tells desktops, tablets and phones apart', () => {
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0')).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15')).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBe(
      'mobile',
    );
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/126.0 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) Mobile/15E148')).toBe('tablet');
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf('')).toBeNull();
  });

  it('keeps plausible screens only', () => {
    expect(screenOf(1920, 1080)).toBe('1920x1080');
    expect(screenOf(390.4, 844)).toBe('390x844');
    expect(screenOf(0, 0)).toBeNull();
    expect(screenOf(50_000, 10)).toBeNull();
    expect(screenOf(undefined, 10)).toBeNull();
    expect(screenFromParameter('820x1180')).toBe('820x1180');
    expect(screenFromParameter('0x0')).toBeNull();
    expect(screenFromParameter(undefined)).toBeNull();
  });

  it('keeps the host of outside referrers only, and paths of addresses', () => {
    expect(referrerHost('https://www.Google.com/search?q=me%40example.com', 'shop.example')).toBe(
      'www.google.com',
    );
    expect(referrerHost('https://shop.example/about', 'shop.example')).toBe('');
    expect(referrerHost('', 'shop.example')).toBe('');
    expect(referrerHost('android-app://com.example', 'shop.example')).toBe('');
    expect(referrerHost('not a url', 'shop.example')).toBe('');
    expect(pathOf('https://shop.example/a/b?c=d#e')).toBe('/a/b');
    expect(pathOf('nowhere')).toBeNull();
  });
});
