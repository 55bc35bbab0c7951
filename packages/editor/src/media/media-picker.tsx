import type { MediaKind } from '@atelier/domain';
import { useState } from 'react';
import type { MediaItem } from './media.api';
import { MediaLibrary } from './media-library';

export interface MediaPickerProps {
  /** Called with the chosen library item (its id is what a page stores). */
  onPick(item: MediaItem): void;
  /** The kind listed and picked; 'any' lists every kind (a digital product's file). */
  accept?: MediaKind | 'any';
  /** The button's text; "Choose an image" for images by default. */
  label?: string;
  className?: string;
}

/**
 * A button that opens the media library to choose (or upload) a file. Any image field uses it:
 * the Image block, product images, the site's logo, favicon and social image.
 */
export function MediaPicker({ onPick, accept = 'image', label, className }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'button'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label ??
          (accept === 'image' ? 'Choose an image' : accept === 'video' ? 'Choose a video' : 'Choose a file')}
      </button>
      {open ? (
        <MediaLibrary
          accept={accept === 'any' ? undefined : accept}
          onClose={() => setOpen(false)}
          onPick={(item) => {
            setOpen(false);
            onPick(item);
          }}
        />
      ) : null}
    </>
  );
}
