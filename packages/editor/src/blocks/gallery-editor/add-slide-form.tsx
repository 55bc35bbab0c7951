import { type FormEvent, useState } from 'react';
import { TextField } from '../../shared/fields';
import type { GalleryMediaChoice, PickGalleryMedia } from './gallery-slides';

const looksLikeAddress = (value: string) => /^(https?:\/\/|\/)[^\s]+$/.test(value);

/**
 * Adds images and videos: from the media library when a picker is plugged in, or by address. A
 * video needs the address of its file and may name a poster image.
 */
export function AddSlideForm({
  onAdd,
  pickMedia,
}: {
  onAdd(choices: GalleryMediaChoice[]): void;
  pickMedia?: PickGalleryMedia;
}) {
  const [kind, setKind] = useState<'image' | 'video'>('image');
  const [address, setAddress] = useState('');
  const [poster, setPoster] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = address.trim();
    if (!looksLikeAddress(url)) {
      setError(
        kind === 'image'
          ? 'Enter the image address, starting with https:// or /.'
          : 'Enter the video file address, starting with https:// or /.',
      );
      return;
    }
    if (kind === 'video' && poster.trim() && !looksLikeAddress(poster.trim())) {
      setError('Enter the poster image address, starting with https:// or /.');
      return;
    }
    onAdd([
      kind === 'image'
        ? { type: 'image', src: url, alt: alt.trim() }
        : { type: 'video', src: poster.trim(), videoUrl: url, alt: alt.trim() },
    ]);
    setAddress('');
    setPoster('');
    setAlt('');
    setError(null);
  };

  const fromLibrary = async (type: 'image' | 'video') => {
    if (!pickMedia) return;
    const chosen = await pickMedia(type);
    if (chosen.length) onAdd(chosen);
  };

  return (
    <form
      className="gallery-editor__add stack stack--tight"
      onSubmit={submit}
      aria-label="Add to the gallery"
    >
      {pickMedia ? (
        <div className="gallery-editor__row">
          <button type="button" className="button" onClick={() => fromLibrary('image')}>
            Add images from the library
          </button>
          <button type="button" className="button" onClick={() => fromLibrary('video')}>
            Add a video from the library
          </button>
        </div>
      ) : null}
      <fieldset className="gallery-editor__kind">
        <legend className="field__label">Add by address</legend>
        <label>
          <input
            type="radio"
            name="slide-kind"
            checked={kind === 'image'}
            onChange={() => setKind('image')}
          />{' '}
          Image
        </label>
        <label>
          <input
            type="radio"
            name="slide-kind"
            checked={kind === 'video'}
            onChange={() => setKind('video')}
          />{' '}
          Video
        </label>
      </fieldset>
      <TextField
        label={kind === 'image' ? 'Image address' : 'Video file address'}
        type="text"
        inputMode="url"
        placeholder={kind === 'image' ? 'https://… or /assets/…' : 'https://….mp4 or .webm'}
        value={address}
        error={error}
        onChange={(e) => setAddress(e.target.value)}
      />
      {kind === 'video' ? (
        <TextField
          label="Poster image address"
          hint="Optional: the picture shown before the video plays."
          type="text"
          inputMode="url"
          value={poster}
          onChange={(e) => setPoster(e.target.value)}
        />
      ) : null}
      <TextField
        label="Alt text"
        hint="Describe it for people who cannot see it."
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
      />
      <button type="submit" className="button button--primary">
        Add {kind}
      </button>
    </form>
  );
}
