import { describe, expect, it } from 'vitest';
import {
  isAnchorLink,
  isFileLink,
  isFtpLink,
  isInternalContentLink,
  isInternalPath,
  isJavascriptLink,
  isMailtoLink,
  isMalformedUrl,
  isSmsLink,
  isTelLink,
  isValidLink,
  LINK_MAX_LENGTH,
  linkKind,
} from './link';

/** A link of exactly `length` characters: the prefix padded with `fill`, then `suffix`. */
const sized = (prefix: string, length: number, suffix = '', fill = 'a') =>
  prefix + fill.repeat(length - prefix.length - suffix.length) + suffix;

describe('LINK_MAX_LENGTH', () => {
  it('holds the limits of the spec', () => {
    expect(LINK_MAX_LENGTH).toEqual({
      anchor: 100,
      tel: 50,
      sms: 1000,
      mailto: 1000,
      javascript: 250,
      ftp: 100,
      internalPath: 150,
    });
  });
});

describe('length limits: under the limit passes, at the limit fails', () => {
  it.each([
    ['anchor', isAnchorLink, (n: number) => sized('#', n), 100],
    ['tel', isTelLink, (n: number) => sized('tel:', n, '', '5'), 50],
    ['sms', isSmsLink, (n: number) => sized('sms:', n, '', '5'), 1000],
    ['mailto', isMailtoLink, (n: number) => sized('mailto:', n, '@example.com'), 1000],
    ['javascript', isJavascriptLink, (n: number) => sized('javascript:', n), 250],
    ['ftp', isFtpLink, (n: number) => sized('ftp://', n), 100],
    ['internal path', isInternalPath, (n: number) => sized('/', n), 150],
  ] as const)('%s', (_, check, make, limit) => {
    expect(make(limit - 1)).toHaveLength(limit - 1);
    expect(check(make(limit - 1))).toBe(true);
    expect(check(make(limit))).toBe(false);
  });
});

describe('shapes', () => {
  it('anchor: a hash and a name', () => {
    expect(isAnchorLink('#contact')).toBe(true);
    expect(isAnchorLink('#')).toBe(false);
    expect(isAnchorLink('#two words')).toBe(false);
    expect(isAnchorLink('contact')).toBe(false);
  });

  it('tel: four or more digits, plus or hyphen', () => {
    expect(isTelLink('tel:+1-555-0100')).toBe(true);
    expect(isTelLink('tel:1234')).toBe(true);
    expect(isTelLink('tel:123')).toBe(false);
    expect(isTelLink('tel:555 0100')).toBe(false);
    expect(isTelLink('tel:555-CALL')).toBe(false);
  });

  it('sms: a number after the scheme', () => {
    expect(isSmsLink('sms:+15550100?body=hi')).toBe(true);
    expect(isSmsLink('sms:')).toBe(false);
  });

  it('mailto: exactly one at-sign and a domain with an extension', () => {
    expect(isMailtoLink('mailto:hello@example.com')).toBe(true);
    expect(isMailtoLink('mailto:hello@example.com?subject=Hi%20there')).toBe(true);
    expect(isMailtoLink('mailto:hello@example')).toBe(false);
    expect(isMailtoLink('mailto:a@b@example.com')).toBe(false);
    expect(isMailtoLink('mailto:a@example.com?cc=b@example.com')).toBe(false);
    expect(isMailtoLink('mailto:example.com')).toBe(false);
  });

  it('javascript: any code after the scheme', () => {
    expect(isJavascriptLink('javascript:void(0)')).toBe(true);
    expect(isJavascriptLink('JavaScript:alert(1)')).toBe(true);
    expect(isJavascriptLink('java script:x')).toBe(false);
  });

  it('ftp: needs the double slash and a host', () => {
    expect(isFtpLink('ftp://files.example.com/a.zip')).toBe(true);
    expect(isFtpLink('ftp:files.example.com')).toBe(false);
    expect(isFtpLink('ftp://')).toBe(false);
  });

  it('internal path: a single leading slash, no spaces', () => {
    expect(isInternalPath('/')).toBe(true);
    expect(isInternalPath('/blog/first-post?x=1')).toBe(true);
    expect(isInternalPath('//cdn.example.com/x')).toBe(false);
    expect(isInternalPath('/two words')).toBe(false);
    expect(isInternalPath('blog')).toBe(false);
  });
});

describe('isMalformedUrl', () => {
  it.each(['http:example.com', 'https:/example.com', 'ftp:files.example.com', 'HTTP:example.com'])(
    'flags %s',
    (url) => {
      expect(isMalformedUrl(url)).toBe(true);
    },
  );

  it.each(['http://example.com', 'https://example.com', 'ftp://x.example.com', 'mailto:a@b.co', '/about'])(
    'accepts %s',
    (url) => {
      expect(isMalformedUrl(url)).toBe(false);
    },
  );
});

describe('internal content and file links', () => {
  it('internal content links start with a single slash', () => {
    expect(isInternalContentLink('/shop')).toBe(true);
    expect(isInternalContentLink('//evil.example.com')).toBe(false);
    expect(isInternalContentLink('shop')).toBe(false);
  });

  it('file links start with /s/', () => {
    expect(isFileLink('/s/menu.pdf')).toBe(true);
    expect(isFileLink('/shop')).toBe(false);
    expect(isFileLink('/s')).toBe(false);
  });
});

describe('linkKind and isValidLink', () => {
  it.each([
    ['#top', 'anchor'],
    ['tel:5550100', 'tel'],
    ['SMS:5550100', 'sms'],
    ['mailto:a@b.co', 'mailto'],
    ['javascript:void(0)', 'javascript'],
    ['ftp://x.example.com', 'ftp'],
    ['/s/menu.pdf', 'file'],
    ['/about', 'internal'],
    ['https://example.com', 'web'],
    ['example.com', undefined],
    ['//example.com', undefined],
  ])('%s is %s', (url, kind) => {
    expect(linkKind(url)).toBe(kind);
  });

  it('validates a link by its own kind', () => {
    expect(isValidLink('#top')).toBe(true);
    expect(isValidLink('tel:12')).toBe(false);
    expect(isValidLink('/s/menu.pdf')).toBe(true);
    expect(isValidLink(sized('/s/', 150))).toBe(false);
    expect(isValidLink('https://example.com/shop?x=1')).toBe(true);
    expect(isValidLink('http:example.com')).toBe(false);
    expect(isValidLink('https://')).toBe(false);
    expect(isValidLink('example.com')).toBe(false);
    expect(isValidLink('')).toBe(false);
  });
});
