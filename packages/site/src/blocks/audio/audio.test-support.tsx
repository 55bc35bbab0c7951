import type { PageBlock } from '@atelier/domain';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { BlockView } from '../block-view';
import { MediaContext, type MediaLookup, mediaRenderState, type RenderMedia } from '../image/media-context';
import { renderMarkup } from '../markup.test-support';

export const BLOCK_ID = 'fafafafafafafafafafafafa';
export const CHIME = '1'.repeat(24);
export const SONG = '2'.repeat(24);
export const COVER = '3'.repeat(24);
export const VIDEO = '4'.repeat(24);

const item = (id: string, overrides: Partial<RenderMedia>): RenderMedia => ({
  id,
  kind: 'audio',
  mimeType: 'audio/wav',
  url: `/s/${id.repeat(3).slice(0, 64)}/chime.wav`,
  width: null,
  height: null,
  animated: false,
  fallback: null,
  placeholderUrl: null,
  alt: '',
  caption: '',
  focalPoint: { x: 0.5, y: 0.5 },
  duration: 3.4,
  ...overrides,
});

export const AUDIO_LIBRARY: MediaLookup = {
  [CHIME]: item(CHIME, {}),
  [SONG]: item(SONG, { mimeType: 'audio/mpeg', url: `/s/${'2'.repeat(64)}/song.mp3`, duration: 185 }),
  [COVER]: item(COVER, {
    kind: 'image',
    mimeType: 'image/jpeg',
    url: `/media/${'3'.repeat(64)}/`,
    width: 800,
    height: 800,
    fallback: 'jpeg',
    duration: null,
  }),
  [VIDEO]: item(VIDEO, { kind: 'video', mimeType: 'video/webm', url: `/s/${'4'.repeat(64)}/wheel.webm` }),
};

export const block = (type: 41 | 60, settings: unknown): PageBlock => ({
  id: BLOCK_ID,
  type,
  settings: settings as Record<string, unknown>,
});

/** Server-renders one block against the small library above, in a page of the given language. */
export function renderAudio(type: 41 | 60, settings: unknown, tag = 'en') {
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale(tag)}>
      <MediaContext.Provider value={mediaRenderState(AUDIO_LIBRARY)}>
        <BlockView block={block(type, settings)} />
      </MediaContext.Provider>
    </LocaleContext.Provider>,
  );
}

export const ALBUM = {
  title: 'Studio sounds',
  artist: 'Riverside Studio',
  cover: { mediaId: COVER, alt: 'The kiln at night' },
  tracks: [
    { id: 't1', mediaId: CHIME, title: 'Kiln chime' },
    { id: 't2', mediaId: SONG, title: 'Wheel song' },
    { id: 't3', mediaId: CHIME, title: '' },
  ],
};
