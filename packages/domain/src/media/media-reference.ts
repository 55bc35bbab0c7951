/** What a page stores to show a library file: the item's id; the file itself may be replaced. */
export interface MediaReference {
  mediaId: string;
  alt: string;
  /** x,y fractions; the item's own focal point (else the centre) when absent. */
  focalPoint?: { x: number; y: number };
}

export type MediaKind = 'image' | 'video' | 'audio' | 'document';

/** A library item as the editor and other features see it (GET /api/config/media). */
export interface MediaItemJson {
  id: string;
  kind: MediaKind;
  mimeType: string;
  fileName: string;
  title: string;
  alt: string;
  caption: string;
  size: number;
  width: number | null;
  height: number | null;
  animated: boolean;
  /** Audio: the length in seconds, read from the file's headers; null when unknown or not audio. */
  duration?: number | null;
  focalPoint: { x: number; y: number };
  /** A small placeholder (thumbhash, base64) shown while the image loads. */
  placeholder: string | null;
  serveOriginal: boolean;
  /** Public address of a 300 px preview (images) or of the file (video, audio, documents). */
  previewUrl: string;
  /** Public address of the file: derived image base or /s/ link. */
  url: string;
  /** The owner's download of the original bytes. */
  originalUrl: string;
  createdAt: string;
  updatedAt: string;
}

/** Image formats we derive; the first usable one in a <picture> wins. */
export const DERIVED_FORMATS = ['avif', 'webp'] as const;

/** 24 lowercase hex characters, like every other id. */
export const isMediaId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
