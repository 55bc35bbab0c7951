import type { MediaKind } from '@atelier/domain';
import { useState } from 'react';
import type { MediaItem } from './media.api';
import { MediaLibrary } from './media-library';

interface PickerBase {
  /** The kind listed and picked; 'any' lists every kind (a digital product's file). */
  accept?: MediaKind | 'any';
  /** The button's text; "Choose an image" (or "Choose images") for images by default. */
  label?: string;
  className?: string;
}

export type MediaPickerProps = PickerBase &
  (
    | {
        /** Called with the chosen library item (its id is what a page stores). */
        onPick(item: MediaItem): void;
        onPickMany?: never;
      }
    | {
        /** Fills a list (a gallery, a product's pictures): every file chosen in one trip, in order. */
        onPickMany(items: MediaItem[]): void;
        onPick?: never;
      }
  );

const defaultLabel = (accept: MediaKind | 'any', many: boolean) => {
  if (accept === 'image') return many ? 'Choose images' : 'Choose an image';
  if (accept === 'video') return many ? 'Choose videos' : 'Choose a video';
  if (accept === 'audio') return many ? 'Choose tracks' : 'Choose a track';
  return many ? 'Choose files' : 'Choose a file';
};

/**
 * A button that opens the media library to choose (or upload) a file, or several when it fills a
 * list. Any image field uses it: the Image block, product images, the site's logo, favicon and
 * social image.
 */
export function MediaPicker({ onPick, onPickMany, accept = 'image', label, className }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const library = { accept: accept === 'any' ? undefined : accept, onClose: () => setOpen(false) };
  return (
    <>
      <button
        type="button"
        className={className ?? 'button'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label ?? defaultLabel(accept, onPickMany !== undefined)}
      </button>
      {open && onPickMany ? (
        <MediaLibrary
          {...library}
          onPickMany={(items) => {
            setOpen(false);
            onPickMany(items);
          }}
        />
      ) : null}
      {open && onPick ? (
        <MediaLibrary
          {...library}
          onPick={(item) => {
            setOpen(false);
            onPick(item);
          }}
        />
      ) : null}
    </>
  );
}
