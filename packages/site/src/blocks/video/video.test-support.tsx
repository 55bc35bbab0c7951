import type { PageBlock } from '@atelier/domain';
import { BlockView } from '../block-view';
import { MediaContext, type MediaLookup, mediaRenderState, type RenderMedia } from '../image/media-context';
import { renderMarkup } from '../markup.test-support';

export const VIDEO_ID = 'a'.repeat(24);
export const POSTER_ID = 'b'.repeat(24);
export const TRACK_ID = 'c'.repeat(24);
const HASH = 'ab'.repeat(32);

const item = (id: string, overrides: Partial<RenderMedia>): RenderMedia => ({
  id,
  kind: 'image',
  mimeType: 'image/jpeg',
  url: `/media/${HASH}/`,
  width: 1600,
  height: 900,
  animated: false,
  fallback: 'jpeg',
  placeholderUrl: null,
  alt: '',
  caption: '',
  focalPoint: { x: 0.5, y: 0.5 },
  ...overrides,
});

export const LIBRARY: MediaLookup = {
  [VIDEO_ID]: item(VIDEO_ID, {
    kind: 'video',
    mimeType: 'video/webm',
    url: `/s/${HASH}/wheel.webm`,
    width: null,
    height: null,
    fallback: null,
  }),
  [POSTER_ID]: item(POSTER_ID, { alt: 'The studio' }),
  [TRACK_ID]: item(TRACK_ID, { kind: 'document', mimeType: 'text/vtt', url: `/s/${HASH}/captions.vtt` }),
};

export const videoBlock = (settings: Record<string, unknown>, id = 'f'.repeat(24)): PageBlock => ({
  id,
  type: 32,
  settings,
});

/** Server-renders video blocks against a small library, as a page would. */
export function renderVideos(...settings: Record<string, unknown>[]) {
  return renderMarkup(
    <MediaContext.Provider value={mediaRenderState(LIBRARY)}>
      {settings.map((s, index) => (
        <BlockView key={String(index)} block={videoBlock(s, String(index).padStart(24, '0'))} />
      ))}
    </MediaContext.Provider>,
  );
}
