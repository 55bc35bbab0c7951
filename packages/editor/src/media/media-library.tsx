import { formatFileSize, type MediaKind } from '@atelier/domain';
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ModalDialog } from '../shared/modal-dialog';
import { useDebounced } from '../shared/use-debounced';
import type { MediaItem } from './media.api';
import { MediaDetail } from './media-detail';
import { MediaGrid } from './media-grid';
import { addUploaded, emptySelection, type MediaSelection, withoutFile } from './media-selection';
import { MediaShowMore } from './media-show-more';
import { SelectionBar } from './selection-bar';
import { UploadList } from './upload-list';
import { useMediaLibrary } from './use-media-library';
import { useUploads } from './use-uploads';

export interface MediaLibraryProps {
  onClose(): void;
  /** Choosing mode: the library offers "Use this file" and hands the item back. */
  onPick?(item: MediaItem): void;
  /**
   * Choosing several files in one trip (a gallery, a product's pictures): the library hands back
   * every file chosen, in the order chosen.
   */
  onPickMany?(items: MediaItem[]): void;
  /** Only this kind is listed (and picked). */
  accept?: MediaKind;
  /** Files dropped on the editor before the library opened: uploaded at once. */
  initialFiles?: File[];
}

const ACCEPT: Record<MediaKind, string> = {
  image: 'image/*,.svg,.heic,.heif',
  video: 'video/mp4,video/webm',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/wav,audio/x-wav,.mp3,.m4a,.ogg,.oga,.opus,.wav',
  document: '.pdf,application/pdf,.zip,application/zip,.epub,application/epub+zip,.vtt,text/vtt',
};

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** The site's media library: upload (pick or drop, several at once), find, edit, replace, delete. */
export function MediaLibrary({ onClose, onPick, onPickMany, accept, initialFiles }: MediaLibraryProps) {
  const multiple = onPickMany !== undefined;
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>(accept ?? '');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [selection, setSelection] = useState<MediaSelection>(emptySelection);
  // Every file seen in this trip: a file chosen under one search is still handed back under another.
  const known = useRef(new Map<string, MediaItem>());
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  const filter = useMemo(
    () => ({ q: query.trim() || undefined, kind: kind || undefined, sort }),
    [query, kind, sort],
  );
  // A search asks when the owner pauses typing; a change of type or order at once.
  const settled = useDebounced(filter, query ? 200 : 0);
  const library = useMediaLibrary(settled);
  const { listing, loadError } = library;
  for (const item of listing?.items ?? []) known.current.set(item.id, item);
  const load = library.refresh;

  const onUploaded = useCallback(
    (item: MediaItem) => {
      known.current.set(item.id, item);
      setSelection((current) =>
        multiple ? addUploaded(current, item.id) : { ids: [item.id], anchor: item.id, focus: item.id },
      );
      void load();
    },
    [load, multiple],
  );
  const uploads = useUploads(onUploaded);

  useEffect(() => {
    if (initialFiles?.length && !started.current) {
      started.current = true;
      uploads.start(initialFiles);
    }
  }, [initialFiles, uploads]);

  const items = listing?.items ?? [];
  // The file whose details show: the one chosen, or when several may be, the one last clicked.
  const shownId = multiple ? selection.focus : (selection.ids[0] ?? null);
  const selected = items.find((item) => item.id === shownId) ?? null;
  const chosen = selection.ids.flatMap((id) => {
    const item = known.current.get(id);
    return item ? [item] : [];
  });

  return (
    <ModalDialog
      title={multiple ? 'Choose files' : onPick ? 'Choose a file' : 'Media'}
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
            <option value="audio">Audio</option>
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
        {multiple ? (
          <SelectionBar
            chosen={chosen}
            shownIds={items.map((item) => item.id)}
            selection={selection}
            onSelection={setSelection}
            onUse={() => onPickMany(chosen)}
          />
        ) : null}
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
            <MediaGrid
              items={items}
              selection={selection}
              onSelection={setSelection}
              multiple={multiple}
              onUse={multiple ? (item) => onPickMany([item]) : onPick}
            />
          )}
          {selected ? (
            <MediaDetail
              key={selected.id}
              item={selected}
              onChanged={(changed) => {
                known.current.set(changed.id, changed);
                library.changeItems((items) => items.map((i) => (i.id === changed.id ? changed : i)));
              }}
              onDeleted={(id) => {
                known.current.delete(id);
                setSelection((current) => withoutFile(current, id));
                library.changeItems((items) => items.filter((i) => i.id !== id));
                void load();
              }}
              onReplace={(file) => uploads.start([file], selected.id)}
              // Choosing several, the bar above says "Use these files"; one file, its details say it.
              onPick={multiple ? undefined : onPick}
            />
          ) : null}
        </div>
        <MediaShowMore
          listing={listing}
          loading={library.more.loading}
          error={library.more.error}
          onShowMore={library.more.showMore}
        />
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
