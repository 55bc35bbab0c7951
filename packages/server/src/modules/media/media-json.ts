import type { MediaItemJson, MediaKind } from '@atelier/domain';
import type { MediaRow } from './media.queries';

/** A file name safe in a URL path: letters, digits, dot, hyphen and underscore. */
export function urlFileName(fileName: string, extension: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'file'}.${extension}`;
}

export const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/epub+zip': 'epub',
};

/** The public /s/ address of a file's own bytes (video, audio, documents, served originals). */
export const fileUrl = (row: Pick<MediaRow, 'hash' | 'file_name' | 'mime_type'>) =>
  `/s/${row.hash}/${urlFileName(row.file_name, EXTENSION[row.mime_type] ?? 'bin')}`;

/** Where a derived image of this width and format is served. */
export const derivedUrl = (hash: string, width: number, format: string) =>
  `/media/${hash}/${width}.${format}`;

export function itemToJson(row: MediaRow): MediaItemJson {
  const kind = row.kind as MediaKind;
  const image = kind === 'image';
  return {
    id: row.id,
    kind,
    mimeType: row.mime_type,
    fileName: row.file_name,
    title: row.title,
    alt: row.alt,
    caption: row.caption,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    animated: Boolean(row.animated),
    duration:
      row.duration_ms === null || row.duration_ms === undefined ? null : Number(row.duration_ms) / 1000,
    focalPoint: { x: Number(row.focal_x), y: Number(row.focal_y) },
    placeholder: row.placeholder,
    serveOriginal: Boolean(row.serve_original),
    previewUrl: image ? derivedUrl(row.hash, 300, 'webp') : fileUrl(row),
    url: image ? `/media/${row.hash}/` : fileUrl(row),
    originalUrl: `/api/config/media/${row.id}/original`,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
