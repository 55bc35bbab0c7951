import { formatDuration, formatFileSize } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../api/api-error';
import { CheckboxField, FormError, TextAreaField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { FocalPointPicker } from './focal-point-picker';
import { deleteMedia, type MediaItem, mediaUsage, updateMedia } from './media.api';

interface MediaDetailProps {
  item: MediaItem;
  onChanged(item: MediaItem): void;
  onDeleted(id: string): void;
  onReplace(file: File): void;
  /** Present when the library was opened to choose a file. */
  onPick?(item: MediaItem): void;
}

type Fields = Pick<MediaItem, 'title' | 'alt' | 'caption'>;

/** One file: its texts, focal point, replace, download, delete (with the pages that use it). */
export function MediaDetail({ item, onChanged, onDeleted, onReplace, onPick }: MediaDetailProps) {
  const [fields, setFields] = useState<Fields>({ title: item.title, alt: item.alt, caption: item.caption });
  const [actionError, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The pages that use the file, asked for when the owner starts a deletion (each time: pages change).
  const [deleting, setDeleting] = useState(false);
  const using = useQuery({
    queryKey: queryKeys.mediaUsage(item.id),
    queryFn: () => mediaUsage(item.id),
    enabled: deleting,
    gcTime: 0,
  });
  const usage = deleting && !using.isFetching ? (using.data ?? null) : null;
  const error = actionError ?? (deleting && using.error ? describeError(using.error) : null);
  const replaceInput = useRef<HTMLInputElement>(null);

  // Another item is shown with a key of its own; this follows saved changes to the same item.
  useEffect(() => {
    setFields({ title: item.title, alt: item.alt, caption: item.caption });
  }, [item.title, item.alt, item.caption]);

  const save = async (change: Parameters<typeof updateMedia>[1]) => {
    setError(null);
    try {
      onChanged(await updateMedia(item.id, change));
      setSaved(true);
    } catch (e) {
      setError(describeError(e));
    }
  };

  const dirty = fields.title !== item.title || fields.alt !== item.alt || fields.caption !== item.caption;

  const askDelete = () => {
    setError(null);
    if (deleting) void using.refetch();
    else setDeleting(true);
  };

  const confirmDelete = async () => {
    try {
      await deleteMedia(item.id);
      onDeleted(item.id);
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <section className="media-detail" aria-label={`Details of ${item.fileName}`}>
      {item.kind === 'image' ? (
        <FocalPointPicker
          src={item.previewUrl}
          alt={item.alt}
          value={item.focalPoint}
          onChange={(focalPoint) => void save({ focalPoint })}
        />
      ) : item.kind === 'video' ? (
        <video className="media-detail__video" src={item.url} controls muted preload="metadata" />
      ) : item.kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: the owner's own file, heard to check it; a track has no captions.
        <audio
          className="media-detail__audio"
          src={item.url}
          controls
          preload="none"
          aria-label={item.title}
        />
      ) : (
        <p className="media-detail__file">{item.fileName}</p>
      )}
      <dl className="media-detail__facts">
        <dt>File</dt>
        <dd>{item.fileName}</dd>
        <dt>Size</dt>
        <dd>{formatFileSize(item.size)}</dd>
        {item.kind === 'audio' && formatDuration(item.duration) ? (
          <>
            <dt>Length</dt>
            <dd>{formatDuration(item.duration)}</dd>
          </>
        ) : null}
        {item.width && item.height ? (
          <>
            <dt>Dimensions</dt>
            <dd>
              {item.width} × {item.height}
            </dd>
          </>
        ) : null}
      </dl>
      <form
        className="stack stack--tight"
        onSubmit={(event) => {
          event.preventDefault();
          void save(fields);
        }}
      >
        <TextField
          label="Title"
          value={fields.title}
          onChange={(e) => {
            setSaved(false);
            setFields({ ...fields, title: e.target.value });
          }}
        />
        {item.kind === 'image' ? (
          <TextField
            label="Alt text"
            hint="Describes the picture for people who cannot see it."
            value={fields.alt}
            onChange={(e) => {
              setSaved(false);
              setFields({ ...fields, alt: e.target.value });
            }}
          />
        ) : null}
        <TextAreaField
          label="Caption"
          value={fields.caption}
          onChange={(e) => {
            setSaved(false);
            setFields({ ...fields, caption: e.target.value });
          }}
        />
        <div className="media-detail__row">
          <button type="submit" className="button" disabled={!dirty}>
            Save details
          </button>
          {saved && !dirty ? <span className="media-detail__saved">Saved</span> : null}
        </div>
      </form>
      {item.kind === 'image' ? (
        <CheckboxField
          label="Serve the original file too"
          hint="Off: visitors get resized copies without location or camera data; the original stays private."
          checked={item.serveOriginal}
          onChange={(e) => void save({ serveOriginal: e.target.checked })}
        />
      ) : null}
      <FormError message={error} />
      <div className="media-detail__actions">
        {onPick ? (
          <button type="button" className="button button--primary" onClick={() => onPick(item)}>
            Use this file
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => replaceInput.current?.click()}>
          Replace…
        </button>
        <input
          ref={replaceInput}
          type="file"
          hidden
          aria-label={`Replace ${item.fileName}`}
          data-testid="replace-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onReplace(file);
            e.target.value = '';
          }}
        />
        <a className="button button--quiet" href={item.originalUrl} download={item.fileName}>
          Download original
        </a>
        <button type="button" className="button button--danger" onClick={askDelete}>
          Delete…
        </button>
      </div>
      {usage ? (
        <div className="confirm-strip" role="alertdialog" aria-label={`Delete ${item.fileName}?`}>
          {usage.length ? (
            <>
              <p>
                {item.fileName} is used on {usage.length === 1 ? 'this page' : `these ${usage.length} pages`}:
              </p>
              <ul className="media-detail__usage">
                {usage.map((page) => (
                  <li key={page.id}>
                    {page.title}
                    {page.published
                      ? ' (published)'
                      : page.kept
                        ? ' (an earlier published version)'
                        : ' (draft)'}
                  </li>
                ))}
              </ul>
              <p>
                It disappears from the library and from drafts. Published pages keep showing it until they no
                longer use it.
              </p>
            </>
          ) : (
            <p>{item.fileName} is not used on any page.</p>
          )}
          <div className="media-detail__row">
            <button type="button" className="button button--danger" onClick={() => void confirmDelete()}>
              Delete {item.fileName}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setDeleting(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
