import { useCallback, useState } from 'react';
import type { BlockEditorProps } from '../blocks/block-editor-props';
import { GalleryEditor } from '../blocks/gallery-editor/gallery-editor';
import type { GalleryMediaChoice } from '../blocks/gallery-editor/gallery-slides';
import type { MediaItem } from './media.api';
import { MediaLibrary } from './media-library';

/** The width a gallery slide shows a library image at: sharp enough full screen in the lightbox. */
const SLIDE_WIDTH = 1500;

/**
 * A library item as a gallery slide: its id stays with it, so a replaced file follows everywhere;
 * the library's alt text, and its caption when it has one, are the slide's to start with.
 */
export function choiceFromItem(item: MediaItem): GalleryMediaChoice {
  const base: GalleryMediaChoice = {
    type: item.kind === 'video' ? 'video' : 'image',
    mediaId: item.id,
    src: '',
    alt: item.alt,
    ...(item.caption.trim() ? { caption: item.caption.trim() } : {}),
    focalPoint: item.focalPoint,
    ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
  };
  if (item.kind === 'video') return { ...base, videoUrl: item.url };
  // Derived images live under a folder address (…/{width}.webp); other files are served as they are.
  const derived = item.url.endsWith('/');
  return { ...base, src: derived ? `${item.url}${SLIDE_WIDTH}.webp` : item.url };
}

interface Pending {
  kind: 'image' | 'video';
  resolve(choices: GalleryMediaChoice[]): void;
}

/**
 * The gallery's settings with the site's media library behind "Add from the library": images are
 * chosen many at a time, in one trip; a video one at a time.
 */
export function GalleryLibraryEditor(props: BlockEditorProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pickMedia = useCallback(
    (kind: 'image' | 'video') =>
      new Promise<GalleryMediaChoice[]>((resolve) => setPending({ kind, resolve })),
    [],
  );
  const finish = (choices: GalleryMediaChoice[]) => {
    pending?.resolve(choices);
    setPending(null);
  };
  return (
    <>
      <GalleryEditor {...props} pickMedia={pickMedia} />
      {pending?.kind === 'image' ? (
        <MediaLibrary
          accept="image"
          onClose={() => finish([])}
          onPickMany={(items) => finish(items.map(choiceFromItem))}
        />
      ) : null}
      {pending?.kind === 'video' ? (
        <MediaLibrary
          accept="video"
          onClose={() => finish([])}
          onPick={(item) => finish([choiceFromItem(item)])}
        />
      ) : null}
    </>
  );
}
