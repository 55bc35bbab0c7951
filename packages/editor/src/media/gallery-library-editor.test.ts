import { describe, expect, it } from 'vitest';
import { choiceFromItem } from './gallery-library-editor';
import type { MediaItem } from './media.api';

const item = (change: Partial<MediaItem> = {}): MediaItem => ({
  id: 'a'.repeat(24),
  kind: 'image',
  mimeType: 'image/jpeg',
  fileName: 'kiln.jpg',
  title: 'Kiln',
  alt: 'The kiln yard at dusk',
  caption: '',
  size: 1000,
  width: 1600,
  height: 900,
  animated: false,
  focalPoint: { x: 0.5, y: 0.4 },
  placeholder: null,
  serveOriginal: false,
  previewUrl: '/media/abc/300.webp',
  url: '/media/abc/',
  originalUrl: '/api/config/media/a/original',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  ...change,
});

describe('a library file added to a gallery', () => {
  it('takes the file’s alt text, focal point and size, and a derived image wide enough for the lightbox', () => {
    expect(choiceFromItem(item())).toEqual({
      type: 'image',
      mediaId: 'a'.repeat(24),
      src: '/media/abc/1500.webp',
      alt: 'The kiln yard at dusk',
      focalPoint: { x: 0.5, y: 0.4 },
      width: 1600,
      height: 900,
    });
  });

  it('takes the file’s caption when it has one', () => {
    expect(choiceFromItem(item({ caption: ' Fired at dawn ' })).caption).toBe('Fired at dawn');
    expect(choiceFromItem(item({ caption: '  ' }))).not.toHaveProperty('caption');
  });
});
