import type { BlockProps } from '../block-props';
import { safeHref, safeSource } from '../safe-href';
import { isRecord, readFiniteNumber, readString, readText } from '../settings-guards';
import { imageLightboxAttributes } from './image-lightbox';

interface ImageView {
  src: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
  link?: { href: string; external: boolean };
}

/** Null when the block has no usable image address; an empty alt is kept (a decorative image). */
export function readImageSettings(settings: unknown): ImageView | null {
  if (!isRecord(settings)) return null;
  const src = safeSource(settings.src);
  if (!src) return null;
  return {
    src,
    alt: readString(settings, 'alt') ?? '',
    caption: readText(settings, 'caption'),
    width: dimension(readFiniteNumber(settings, 'width')),
    height: dimension(readFiniteNumber(settings, 'height')),
    link: safeHref(settings.link) ?? undefined,
  };
}

function dimension(value: number | undefined): number | undefined {
  return value !== undefined && value >= 1 ? Math.round(value) : undefined;
}

/** Image (block type 5). Width and height let the browser reserve the space before it loads. */
export function ImageBlock({ block, root }: BlockProps) {
  const image = readImageSettings(block.settings);
  if (!image) return null;
  const img = (
    <img
      className="block-image__img"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      {...imageLightboxAttributes(block.settings)}
    />
  );
  return (
    <figure {...root} className="block block-image">
      {image.link ? (
        <a
          className="block-image__link"
          href={image.link.href}
          rel={image.link.external ? 'noopener' : undefined}
        >
          {img}
        </a>
      ) : (
        img
      )}
      {image.caption ? <figcaption className="block-image__caption">{image.caption}</figcaption> : null}
    </figure>
  );
}

export function imageBlockText(settings: unknown): string {
  return readImageSettings(settings)?.caption ?? '';
}
