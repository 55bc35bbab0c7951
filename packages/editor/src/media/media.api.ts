import type { MediaKind } from '@atelier/domain';
import type { MediaItemJson, MediaUsageJson } from '@atelier/server/api-types';
import { api } from '../api/client';
import { readBrowserCrumb } from '../api/crumb';

export type MediaItem = MediaItemJson;

export interface MediaListing {
  items: MediaItem[];
  /** The cursor of the page after this one; null once every item is listed. */
  next: string | null;
  /** Items the library holds (with the first page only), up to 1,000: `totalCapped` past that. */
  total?: number;
  totalCapped?: boolean;
  usedBytes: number;
  quotaBytes: number;
}

/** Items a page of the library holds. */
export const MEDIA_PAGE_SIZE = 100;

export interface MediaQuery {
  q?: string;
  kind?: MediaKind;
  sort?: 'newest' | 'oldest';
  /** The `next` of the page before: the page after it. */
  cursor?: string | null;
}

/** A page that shows the file: in its draft, its published version, or an earlier one kept. */
export type MediaUsage = MediaUsageJson;

export function listMedia(query: MediaQuery = {}): Promise<MediaListing> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.kind) params.set('kind', query.kind);
  if (query.sort) params.set('sort', query.sort);
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.toString();
  return api.get<MediaListing>(`/api/config/media${search ? `?${search}` : ''}`);
}

export const updateMedia = (
  id: string,
  change: Partial<Pick<MediaItem, 'alt' | 'caption' | 'title' | 'fileName' | 'focalPoint' | 'serveOriginal'>>,
) => api.patch<{ item: MediaItem }>(`/api/config/media/${id}`, change).then((r) => r.item);

export const mediaUsage = (id: string) =>
  api.get<{ pages: MediaUsage[] }>(`/api/config/media/${id}/usage`).then((r) => r.pages);

/** Whether visitors can open the file somewhere: a published page, a live product's pictures, the logo... */
export const mediaShownPublicly = (id: string) =>
  api.get<{ public: boolean }>(`/api/config/media/${id}/usage`).then((r) => r.public);

export const deleteMedia = (id: string) =>
  api.delete<{ deleted: true; kept: boolean }>(`/api/config/media/${id}`);

export const getMedia = (id: string) =>
  api.get<{ item: MediaItem }>(`/api/config/media/${id}`).then((r) => r.item);

/** What a failed upload says: the spec's sentence first, then the detail naming the file. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One raw-body request with upload progress (fetch reports none). */
function sendRaw(
  method: 'POST' | 'PUT',
  url: string,
  body: Blob,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    const crumb = readBrowserCrumb();
    if (crumb) xhr.setRequestHeader('X-CSRF-Token', crumb);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let parsed: { error?: string; errors?: Record<string, string> } | null = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed);
      else
        reject(
          new UploadError(
            parsed?.error ?? 'There was a problem while uploading your file',
            parsed?.errors?.file && parsed.errors.file !== parsed.error ? parsed.errors.file : null,
            xhr.status,
          ),
        );
    };
    xhr.onerror = () => reject(new UploadError('File upload failed to complete', null, 0));
    xhr.onabort = () => reject(new UploadError('File processing cancelled', null, 0));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/** Files above this go up in resumable parts. */
const RESUMABLE_FROM = 5_000_000;
const PART_RETRIES = 5;

interface UploadSession {
  id: string;
  partSize: number;
  parts: number;
  received: number[];
}

/**
 * Uploads one file, new or as the replacement of an item. Small files go in one request; large
 * ones in parts, each retried after a dropped connection, resuming from what the server has.
 */
export async function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  options: { replaces?: string; signal?: AbortSignal } = {},
): Promise<MediaItem> {
  const name = encodeURIComponent(file.name);
  if (file.size <= RESUMABLE_FROM) {
    const url = options.replaces
      ? `/api/config/media/${options.replaces}/file?fileName=${name}`
      : `/api/config/media?fileName=${name}`;
    const answer = (await sendRaw(
      options.replaces ? 'PUT' : 'POST',
      url,
      file,
      (sent) => onProgress(file.size ? sent / file.size : 1),
      options.signal,
    )) as { item: MediaItem };
    return answer.item;
  }
  let session: UploadSession;
  try {
    session = (
      await api.post<{ upload: UploadSession }>('/api/config/media/uploads', {
        fileName: file.name,
        size: file.size,
        replaces: options.replaces,
      })
    ).upload;
  } catch (error) {
    const e = error as { message: string; fieldErrors?: Record<string, string>; status?: number };
    throw new UploadError(e.message, e.fieldErrors?.file ?? null, e.status ?? 0);
  }
  const done = new Set(session.received);
  for (let part = 0; part < session.parts; part += 1) {
    if (done.has(part)) continue;
    const blob = file.slice(part * session.partSize, Math.min(file.size, (part + 1) * session.partSize));
    for (let attempt = 0; ; attempt += 1) {
      try {
        await sendRaw(
          'PUT',
          `/api/config/media/uploads/${session.id}/parts/${part}`,
          blob,
          (sent) => onProgress((part * session.partSize + sent) / file.size),
          options.signal,
        );
        break;
      } catch (error) {
        if (options.signal?.aborted || attempt >= PART_RETRIES || (error as UploadError).status >= 400)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
  }
  onProgress(1);
  try {
    return (await api.post<{ item: MediaItem }>(`/api/config/media/uploads/${session.id}/complete`)).item;
  } catch (error) {
    const e = error as { message: string; fieldErrors?: Record<string, string>; status?: number };
    throw new UploadError(e.message, e.fieldErrors?.file ?? null, e.status ?? 0);
  }
}
