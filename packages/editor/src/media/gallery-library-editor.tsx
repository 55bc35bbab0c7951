import { useCallback, useState } from 'react';
import type { BlockEditorProps } from '../blocks/block-editor-props';
import { GalleryEditor } from '../blocks/gallery-editor/gallery-editor';
import type { GalleryMediaChoice } from '../blocks/gallery-editor/gallery-slides';
import type { MediaItem } from './media.api';
import { MediaLibrary } from './media-library';

/** The width a gallery slide shows a library image at: sharp enough full screen in the lightbox. */
const SLIDE_WIDTH = 1500;

/** A library item as a gallery slide: its id stays with it, so a replaced file follows everywhere. */
export function choiceFromItem(item: MediaItem): GalleryMediaChoice {
  const base: GalleryMediaChoice = {
    type: item.kind === 'video' ? 'video' : 'image',
    mediaId: item.id,
    src: '',
    alt: item.alt,
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

/** The gallery's settings with the site's media library behind "Add from the library". */
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
      {pending ? (
        <MediaLibrary
          accept={pending.kind}
          onClose={() => finish([])}
          onPick={(item) => finish([choiceFromItem(item)])}
        />
      ) : null}
    </>
  );
}
