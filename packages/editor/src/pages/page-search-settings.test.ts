import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../media/media.api';
import { searchFieldsOf, socialImageFromMedia, withSearchFields } from './page-search-settings';

const document = { sections: [], seo: { title: 'Old', canonical: 'https://example.com/a', noindex: true } };

describe('a page’s search fields in its settings', () => {
  it('reads the fields from the page’s seo, empty when unset', () => {
    expect(searchFieldsOf(document.seo)).toEqual({ title: 'Old', description: '', socialImage: '' });
    expect(searchFieldsOf(undefined)).toEqual({ title: '', description: '', socialImage: '' });
  });

  it('writes them trimmed into the seo, leaving out empty ones and keeping the rest', () => {
    const written = withSearchFields(document, {
      title: '  Delivery and returns ',
      description: '',
      socialImage: ' /media/abc/1500.jpeg ',
    });
    expect(written.seo).toEqual({
      title: 'Delivery and returns',
      socialImage: '/media/abc/1500.jpeg',
      canonical: 'https://example.com/a',
      noindex: true,
    });
    expect(withSearchFields(document, { title: '', description: '', socialImage: '' }).seo).toEqual({
      canonical: 'https://example.com/a',
      noindex: true,
    });
    expect(written.sections).toBe(document.sections);
  });

  it('shares a library image as a JPEG wide enough for social cards', () => {
    expect(socialImageFromMedia({ url: '/media/abc/' } as MediaItem)).toBe('/media/abc/1500.jpeg');
    expect(socialImageFromMedia({ url: '/s/file.svg' } as MediaItem)).toBe('/s/file.svg');
  });
});
