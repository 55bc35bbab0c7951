import { useState } from 'react';
import type { ProductImage } from '../api/store-catalogue.api';
import type { MediaItem } from '../media/media.api';
import { MediaPicker } from '../media/media-picker';
import { TextField } from '../shared/fields';
import { useStore } from './store-context';

/** The address a product stores for a library image: a derived copy wide enough for a product page. */
export const imageFromMedia = (item: MediaItem): ProductImage => ({
  src: item.url.endsWith('/') ? `${item.url}750.webp` : item.url,
  alt: item.alt,
  mediaId: item.id,
});

interface ProductImagesProps {
  /** Names the group for screen readers: "Product images", "Images of S / Red". */
  label: string;
  images: ProductImage[];
  onChange(images: ProductImage[]): void;
}

/** Images picked from the media library (or given by address), each with its alt text, in order. */
export function ProductImages({ label, images, onChange }: ProductImagesProps) {
  const { canEdit } = useStore();
  const [address, setAddress] = useState('');
  const replace = (index: number, image: ProductImage | null) =>
    onChange(images.flatMap((current, i) => (i !== index ? [current] : image ? [image] : [])));
  const move = (index: number, by: number) => {
    const next = [...images];
    const [taken] = next.splice(index, 1);
    next.splice(index + by, 0, taken!);
    onChange(next);
  };
  return (
    <fieldset className="fieldset product-images">
      <legend>{label}</legend>
      {images.length === 0 ? <p className="muted">No images yet.</p> : null}
      <ul className="product-images__list">
        {images.map((image, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same address may appear twice; position tells them apart
          <li key={`${image.src}-${i}`} className="product-images__item">
            <img src={image.src} alt="" className="product-images__thumb" />
            <TextField
              label={`Alt text of image ${i + 1}`}
              value={image.alt}
              disabled={!canEdit}
              onChange={(e) => replace(i, { ...image, alt: e.target.value })}
            />
            {canEdit ? (
              <div className="product-images__actions">
                <button
                  type="button"
                  className="button button--small button--quiet"
                  disabled={i === 0}
                  aria-label={`Move image ${i + 1} earlier`}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small button--quiet"
                  aria-label={`Remove image ${i + 1}`}
                  onClick={() => replace(i, null)}
                >
                  Remove
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <div className="product-images__add">
          <MediaPicker
            className="button button--small"
            label="Add from media library"
            onPick={(item) => onChange([...images, imageFromMedia(item)])}
          />
          <TextField
            label="Or an image address"
            value={address}
            placeholder="https://…"
            onChange={(e) => setAddress(e.target.value)}
          />
          <button
            type="button"
            className="button button--small"
            disabled={!address.trim()}
            onClick={() => {
              onChange([...images, { src: address.trim(), alt: '' }]);
              setAddress('');
            }}
          >
            Add address
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
