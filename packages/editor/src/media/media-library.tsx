import { formatFileSize, type MediaKind } from '@atelier/domain';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../api/api-error';
import { ModalDialog } from '../shared/modal-dialog';
import { listMedia, type MediaItem, type MediaListing } from './media.api';
import { MediaDetail } from './media-detail';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';

export interface MediaLibraryProps {
  onClose(): void;
  /** Choosing mode: the library offers "Use this file" and hands the item back. */
  onPick?(item: MediaItem): void;
  /** Only this kind is listed (and picked). */
  accept?: MediaKind;
  /** Files dropped on the editor before the library opened: uploaded at once. */
  initialFiles?: File[];
}

const ACCEPT: Record<MediaKind, string> = {
  image: 'image/*,.svg,.heic,.heif',
  video: 'video/mp4,video/webm',
  document: '.pdf,application/pdf,.zip,application/zip,.epub,application/epub+zip,.vtt,text/vtt',
};

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** The site's media library: upload (pick or drop, several at once), find, edit, replace, delete. */
export function MediaLibrary({ onClose, onPick, accept, initialFiles }: MediaLibraryProps) {
  const [listing, setListing] = useState<MediaListing | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>(accept ?? '');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  const load = useCallback(async () => {
    try {
      setListing(await listMedia({ q: query.trim() || undefined, kind: kind || undefined, sort }));
      setLoadError(null);
    } catch (e) {
      setLoadError(describeError(e));
    }
  }, [query, kind, sort]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), query ? 200 : 0);
    return () => clearTimeout(timer);
  }, [load, query]);

  const onUploaded = useCallback(
    (item: MediaItem) => {
      setSelectedId(item.id);
      void load();
    },
    [load],
  );
  const uploads = useUploads(onUploaded);

  useEffect(() => {
    if (initialFiles?.length && !started.current) {
      started.current = true;
      uploads.start(initialFiles);
    }
  }, [initialFiles, uploads]);

  const items = listing?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  return (
    <ModalDialog
      title={onPick ? 'Choose a file' : 'Media'}
      onClose={onClose}
      className="modal--wide media-library"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the Upload files button does the same from the keyboard. */}
      <div
        className={`media-library__body${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.stopPropagation();
          setDragging(false);
          uploads.start(event.dataTransfer.files);
        }}
      >
        <div className="media-library__toolbar">
          <input
            type="search"
            className="field__input"
            placeholder="Search by name or alt text"
            aria-label="Search media"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <select
            className="field__input"
            aria-label="Type"
            value={kind}
            disabled={Boolean(accept)}
            onChange={(e) => setKind(e.target.value as MediaKind | '')}
          >
            <option value="">All types</option>
            <option value="image">Images</option>
            <option value="video">Videos</option>
            <option value="document">Documents</option>
          </select>
          <select
            className="field__input"
            aria-label="Sort"
            value={sort}
            onChange={(e) => setSort(e.target.value as 'newest' | 'oldest')}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
          <button type="button" className="button button--primary" onClick={() => fileInput.current?.click()}>
            Upload files
          </button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept={accept ? ACCEPT[accept] : undefined}
            aria-label="Upload files"
            data-testid="media-upload-input"
            onChange={(e) => {
              if (e.target.files?.length) uploads.start([...e.target.files]);
              e.target.value = '';
            }}
          />
        </div>
        <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />
        {loadError ? (
          <p className="form-error" role="alert">
            {loadError}
          </p>
        ) : null}
        <div className="media-library__main">
          {listing && !items.length ? (
            <p className="media-library__empty">
              {query || kind ? 'No files match.' : 'No files yet. Drop files here or choose Upload files.'}
            </p>
          ) : (
            <ul className="media-grid" aria-label="Files">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="media-grid__item"
                    aria-pressed={item.id === selectedId}
                    onClick={() => setSelectedId(item.id)}
                    onDoubleClick={() => onPick?.(item)}
                  >
                    {item.kind === 'image' ? (
                      <img src={item.previewUrl} alt="" loading="lazy" width={150} height={150} />
                    ) : (
                      <span className="media-grid__kind">{item.kind === 'video' ? 'Video' : 'Document'}</span>
                    )}
                    <span className="media-grid__name">{item.fileName}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {selected ? (
            <MediaDetail
              key={selected.id}
              item={selected}
              onChanged={(changed) =>
                setListing((current) =>
                  current
                    ? { ...current, items: current.items.map((i) => (i.id === changed.id ? changed : i)) }
                    : current,
                )
              }
              onDeleted={(id) => {
                setSelectedId(null);
                setListing((current) =>
                  current ? { ...current, items: current.items.filter((i) => i.id !== id) } : current,
                );
                void load();
              }}
              onReplace={(file) => uploads.start([file], selected.id)}
              onPick={onPick}
            />
          ) : null}
        </div>
        {listing ? (
          <p className="media-library__usage">
            {formatFileSize(listing.usedBytes)} of {formatFileSize(listing.quotaBytes)} used
          </p>
        ) : null}
        {dragging ? (
          <div className="media-library__drop" aria-hidden="true">
            Drop files to upload
          </div>
        ) : null}
      </div>
    </ModalDialog>
  );
}
