import { describe, expect, it } from 'vitest';
import {
  draftFrameSrc,
  editorSearch,
  findPageForPath,
  frameUrlFromLocation,
  parseFrameUrl,
  showsDraft,
} from './frame-url';

describe('parseFrameUrl', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(parseFrameUrl('/about')).toBe('/about');
    expect(parseFrameUrl('/shop?category=hats#top')).toBe('/shop?category=hats#top');
    expect(parseFrameUrl('/')).toBe('/');
  });

  it('falls back to the home page when absent or not a path', () => {
    expect(parseFrameUrl(null)).toBe('/');
    expect(parseFrameUrl(undefined)).toBe('/');
    expect(parseFrameUrl('')).toBe('/');
    expect(parseFrameUrl('about')).toBe('/');
    expect(parseFrameUrl('https://evil.example/')).toBe('/');
    expect(parseFrameUrl('javascript:alert(1)')).toBe('/');
  });

  it('refuses addresses that a browser reads as another site', () => {
    expect(parseFrameUrl('//evil.example/')).toBe('/');
    expect(parseFrameUrl('/\\evil.example/')).toBe('/');
    expect(parseFrameUrl('/\t/evil.example/')).toBe('/');
    expect(parseFrameUrl('/\n/evil.example/')).toBe('/');
  });

  it('refuses the editor itself', () => {
    expect(parseFrameUrl('/config/')).toBe('/');
    expect(parseFrameUrl('/config')).toBe('/');
    expect(parseFrameUrl('/configure')).toBe('/configure');
  });

  it('drops the preview flag, which the editor adds itself', () => {
    expect(parseFrameUrl('/about?preview=draft&x=1')).toBe('/about?x=1');
  });
});

describe('frame addresses', () => {
  it('adds preview=draft to the frame source', () => {
    expect(draftFrameSrc('/')).toBe('/?preview=draft');
    expect(draftFrameSrc('/shop?c=1#x')).toBe('/shop?c=1&preview=draft#x');
    expect(draftFrameSrc('//evil.example')).toBe('/?preview=draft');
  });

  it('reads the frameUrl back from the frame location without the flag', () => {
    expect(frameUrlFromLocation({ pathname: '/about', search: '?preview=draft', hash: '' })).toBe('/about');
    expect(showsDraft('?a=1&preview=draft')).toBe(true);
    expect(showsDraft('?a=1')).toBe(false);
  });

  it('keeps frameUrl in the editor address and drops a spent handoff token', () => {
    const search = editorSearch('?handoff=abc&frameUrl=%2F', '/about?x=1');
    const params = new URLSearchParams(search);
    expect(params.get('frameUrl')).toBe('/about?x=1');
    expect(params.has('handoff')).toBe(false);
  });
});

describe('findPageForPath', () => {
  const pages = [
    { id: 'a'.repeat(24), path: '/', slug: 'home' },
    { id: 'b'.repeat(24), path: '/about', slug: 'about' },
  ];

  it('matches by path, ignoring a trailing slash, query and hash', () => {
    expect(findPageForPath(pages, '/')?.slug).toBe('home');
    expect(findPageForPath(pages, '/about/')?.slug).toBe('about');
    expect(findPageForPath(pages, '/about?x=1#y')?.slug).toBe('about');
  });

  it('matches the home page by its slug and any page by its collection path', () => {
    expect(findPageForPath(pages, '/home')?.slug).toBe('home');
    expect(findPageForPath(pages, `/pages/${'b'.repeat(24)}`)?.slug).toBe('about');
  });

  it('finds nothing for other addresses', () => {
    expect(findPageForPath(pages, '/search?q=x')).toBeNull();
    expect(findPageForPath(pages, '/pages/nope')).toBeNull();
  });
});
