import { describe, expect, it } from 'vitest';
import { inlinable, loadSiteManifest } from './assets';

describe('a site stylesheet carried inside the page', () => {
  it('takes absolute, data and fragment addresses, quoted or not, and refuses relative ones', () => {
    for (const css of [
      'a{background:url("/assets/site/layers-1.png")}',
      "a{background:url('/x.png')}",
      'a{background:url( /x.png )}',
      'a{background:url("data:image/png;base64,AA")}',
      'a{behavior:url(#default#VML)}',
      'a{color:red}',
    ])
      expect(inlinable(css), css).toBe(true);
    for (const css of [
      'a{background:url(x.png)}',
      'a{background:url("./x.png")}',
      "a{background:url( '../x.png')}",
      '',
    ])
      expect(inlinable(css), css).toBe(false);
  });

  it('is what the build makes: pages carry the site stylesheet inline, the map’s images included', () => {
    const manifest = loadSiteManifest();
    expect(manifest.inlineCss).toBeTruthy();
    expect(manifest.inlineParts?.length).toBeGreaterThan(0);
  });
});
