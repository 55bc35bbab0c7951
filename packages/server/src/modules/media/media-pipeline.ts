import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { derivable, MAX_PIXELS } from './media-limits';

// One libvips thread pool per process is enough on small machines; the cache only helps repeated
// operations on the same input, which content addressing already prevents.
sharp.cache(false);

export type DerivedFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';
export const DERIVED_EXTENSIONS: readonly DerivedFormat[] = ['avif', 'webp', 'jpeg', 'png', 'gif'];

export const MIME: Record<DerivedFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export interface ImageFacts {
  /** Width and height as shown, after the camera's orientation is applied. */
  width: number;
  height: number;
  animated: boolean;
  /** jpeg for opaque photos, png where there is transparency, gif for animation. */
  fallback: 'jpeg' | 'png' | 'gif';
  /** thumbhash, base64. */
  placeholder: string;
}

export class ImageTooLarge extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super('too many pixels');
  }
}

export class ImageUnreadable extends Error {}

/** An image too tall for its width to be derived (media-limits.ts `derivable`). */
export class ImageTooTall extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super('too tall to derive');
  }
}

/** sharp could not make a derived copy of a stored original: the file, not the server, is at fault. */
export class DerivationFailed extends Error {}

const inputOptions = (animated: boolean): SharpOptions => ({
  animated,
  limitInputPixels: MAX_PIXELS,
  // A truncated or corrupt file is refused rather than shown half grey.
  failOn: 'truncated',
});

/**
 * Reads an uploaded image's header, refuses what declares more than 100 megapixels before decoding
 * it, then decodes it once (small) for the placeholder: a truncated file fails here, at upload.
 */
export async function inspectImage(input: string | Buffer): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageUnreadable();
  }
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const width = meta.width ?? 0;
  if (!width || !frameHeight) throw new ImageUnreadable();
  if (width * frameHeight > MAX_PIXELS) throw new ImageTooLarge(width, frameHeight);
  const animated = (meta.pages ?? 1) > 1 && (meta.format === 'gif' || meta.format === 'webp');
  const rotated = (meta.orientation ?? 1) >= 5;
  // Refused here rather than failing on a visitor's first request for a derived copy.
  if (rotated ? !derivable(frameHeight, width) : !derivable(width, frameHeight))
    throw rotated ? new ImageTooTall(frameHeight, width) : new ImageTooTall(width, frameHeight);
  try {
    const { data, info } = await sharp(input, { ...inputOptions(false), limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(100, 100, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const placeholder = Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
    return {
      width: rotated ? frameHeight : width,
      height: rotated ? width : frameHeight,
      animated,
      fallback: animated ? 'gif' : meta.hasAlpha ? 'png' : 'jpeg',
      placeholder,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageTooLarge(width, frameHeight);
    throw new ImageUnreadable();
  }
}

/** Encoder settings shared by the pipeline and its benchmark baseline. */
export function encode(pipeline: Sharp, format: DerivedFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 75, effort: 3 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 8, palette: false });
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * One derived image: orientation applied, resized to the width (never enlarged), metadata dropped
 * (sharp writes none unless asked, so EXIF, GPS and camera data do not survive), animation kept.
 */
export async function deriveImage(
  original: Buffer,
  width: number,
  format: DerivedFormat,
  animated: boolean,
): Promise<Buffer> {
  const keepFrames = animated && (format === 'webp' || format === 'gif');
  try {
    const pipeline = sharp(original, inputOptions(keepFrames))
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return await encode(pipeline, format).toBuffer();
  } catch (error) {
    throw new DerivationFailed(error instanceof Error ? error.message : String(error));
  }
}
