import { describe, expect, it } from 'vitest';
import { demoAssetUrl, resolveDemoAsset } from './demo-assets';

describe('content-addressed demo files', () => {
  it('names a bundled file by its content and resolves that name as immutable', () => {
    const url = demoAssetUrl('studio.svg');
    expect(url).toMatch(/^\/assets\/demo\/studio\.[0-9a-f]{12}\.svg$/);
    expect(resolveDemoAsset(url.slice('/assets/demo/'.length))).toEqual({
      file: 'studio.svg',
      immutable: true,
    });
  });

  it('still serves a plain name, but not as immutable, and refuses a hash of other content', () => {
    expect(resolveDemoAsset('studio.svg')).toEqual({ file: 'studio.svg', immutable: false });
    expect(resolveDemoAsset('studio.000000000000.svg')).toBeNull();
    expect(resolveDemoAsset('missing.svg')).toBeNull();
    expect(resolveDemoAsset('../secret.svg')).toBeNull();
  });
});
