import './album-editor.css';
import { type AlbumTrack, AUDIO_LIMITS, AUDIO_MESSAGES, formatDuration, newId } from '@atelier/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DOWNLOAD_HINT, useMediaItem } from '../media/audio-block-editor';
import { getMedia, type MediaItem } from '../media/media.api';
import { MediaPicker } from '../media/media-picker';
import { CheckboxField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored tracks, each with an id, a file and a title, whatever an older draft held. */
function readTracks(value: unknown): AlbumTrack[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((track, index) => ({
    id: typeof track.id === 'string' && track.id ? track.id : `track-${index}`,
    mediaId: text(track.mediaId),
    title: text(track.title),
  }));
}

/** Runs after React has committed the change, so the element to focus exists. */
const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

/**
 * Settings of the Album block (type 60): a title, a line about it, an optional cover picture, and
 * its tracks in order (at most AUDIO_LIMITS.tracks, spec 001 §9), picked from the media library
 * several at a time (uploaded from there too), each renamed, moved or removed in its row.
 */
export function AlbumEditor({ settings, onChange }: BlockEditorProps) {
  const base = useId();
  const client = useQueryClient();
  const tracks = readTracks(settings.tracks);
  const [status, setStatus] = useState('');
  const full = tracks.length >= AUDIO_LIMITS.tracks;
  const cover = isRecord(settings.cover) ? settings.cover : null;
  const coverId = text(cover?.mediaId);
  const coverItem = useMediaItem(coverId);
  // Each file once: an album may play the same file twice.
  const fileIds = [...new Set(tracks.map((track) => track.mediaId).filter(Boolean))];
  const files = useQueries({
    queries: fileIds.map((mediaId) => ({
      queryKey: queryKeys.mediaItem(mediaId),
      queryFn: () => getMedia(mediaId),
    })),
  });
  const fileOf = (mediaId: string) => files[fileIds.indexOf(mediaId)];
  const nameOf = (track: AlbumTrack, index: number) => track.title.trim() || `Track ${index + 1}`;
  const setTracks = (next: AlbumTrack[]) => onChange({ ...settings, tracks: next });
  const domId = (trackId: string, part: string) => `${base}-${trackId}-${part}`;

  function add(items: MediaItem[]) {
    const room = AUDIO_LIMITS.tracks - tracks.length;
    const added = items.slice(0, Math.max(0, room)).map((item) => {
      client.setQueryData(queryKeys.mediaItem(item.id), item);
      return { id: newId(), mediaId: item.id, title: item.title };
    });
    setTracks([...tracks, ...added]);
    const left = items.length - added.length;
    setStatus(
      left > 0
        ? `${added.length} added. ${AUDIO_MESSAGES.tooManyTracks} ${left} ${left === 1 ? 'track was' : 'tracks were'} not added.`
        : `${added.length} ${added.length === 1 ? 'track' : 'tracks'} added.`,
    );
  }

  function move(index: number, direction: -1 | 1) {
    const to = index + direction;
    const track = tracks[index];
    if (!track || to < 0 || to >= tracks.length) return;
    const next = [...tracks];
    next.splice(index, 1);
    next.splice(to, 0, track);
    setTracks(next);
    setStatus(`${nameOf(track, index)} moved to position ${to + 1} of ${tracks.length}.`);
    afterRender(() => {
      const wanted = document.getElementById(
        domId(track.id, direction < 0 ? 'up' : 'down'),
      ) as HTMLButtonElement | null;
      (wanted && !wanted.disabled ? wanted : document.getElementById(domId(track.id, 'title')))?.focus();
    });
  }

  function remove(index: number) {
    const track = tracks[index];
    if (!track) return;
    const neighbour = tracks[index + 1] ?? tracks[index - 1];
    setTracks(tracks.filter((other) => other.id !== track.id));
    setStatus(`${nameOf(track, index)} removed.`);
    afterRender(() =>
      document.getElementById(neighbour ? domId(neighbour.id, 'title') : `${base}-add`)?.focus(),
    );
  }

  const chooseCover = (item: MediaItem) => {
    onChange({ ...settings, cover: { mediaId: item.id, alt: text(cover?.alt) || item.alt } });
    client.setQueryData(queryKeys.mediaItem(item.id), item);
  };
  const removeCover = () => {
    const { cover: _cover, ...rest } = settings;
    onChange(rest);
  };

  return (
    <div className="stack stack--tight album-editor">
      <TextField
        label="Album title"
        maxLength={AUDIO_LIMITS.title}
        value={text(settings.title)}
        onChange={(e) => onChange(withOptional(settings, 'title', e.target.value))}
      />
      <TextField
        label="Artist or description"
        maxLength={AUDIO_LIMITS.artist}
        value={text(settings.artist)}
        onChange={(e) => onChange(withOptional(settings, 'artist', e.target.value))}
      />
      <div className="album-editor__cover">
        {coverId && coverItem.data ? (
          <img className="image-editor__preview" src={coverItem.data.previewUrl} alt="" />
        ) : (
          <p className="field__hint">Optional: a cover picture beside the title.</p>
        )}
        <MediaPicker
          onPick={chooseCover}
          label={coverId ? 'Change cover' : 'Choose a cover'}
          className="button button--quiet"
        />
        {coverId ? (
          <button type="button" className="button button--quiet" onClick={removeCover}>
            Remove cover
          </button>
        ) : null}
      </div>
      {coverId ? (
        <TextField
          label="Cover alt text"
          hint="Describe the picture for people who cannot see it."
          maxLength={AUDIO_LIMITS.coverAlt}
          value={text(cover?.alt)}
          onChange={(e) => onChange({ ...settings, cover: { mediaId: coverId, alt: e.target.value } })}
        />
      ) : null}
      <fieldset className="fieldset form-fields">
        <legend className="field__label">Tracks</legend>
        {tracks.length === 0 ? (
          <p className="muted">
            This album has no tracks yet: visitors see nothing. Add them from the library.
          </p>
        ) : (
          <ol className="form-field-list album-editor__tracks">
            {tracks.map((track, index) => {
              const name = nameOf(track, index);
              const found = fileOf(track.mediaId);
              const file = found?.data;
              return (
                <li key={track.id} className="form-field-row album-editor__track">
                  <TextField
                    id={domId(track.id, 'title')}
                    label={`Track ${index + 1}`}
                    hint={
                      file
                        ? [file.fileName, formatDuration(file.duration)].filter(Boolean).join(' · ')
                        : found?.isError
                          ? 'This file was deleted from the library: the track is not shown.'
                          : undefined
                    }
                    maxLength={AUDIO_LIMITS.title}
                    value={track.title}
                    onChange={(e) =>
                      setTracks(tracks.map((t) => (t.id === track.id ? { ...t, title: e.target.value } : t)))
                    }
                  />
                  <div className="row-actions">
                    <button
                      type="button"
                      id={domId(track.id, 'up')}
                      className="icon-button"
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      id={domId(track.id, 'down')}
                      className="icon-button"
                      aria-label={`Move ${name} down`}
                      disabled={index === tracks.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Remove ${name}`}
                      onClick={() => remove(index)}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div className="button-row" id={`${base}-add`} tabIndex={-1}>
          {full ? (
            <button type="button" className="button button--small" disabled>
              Add tracks
            </button>
          ) : (
            <MediaPicker
              accept="audio"
              label="Add tracks"
              className="button button--small"
              onPickMany={add}
            />
          )}
        </div>
        {full ? <p className="field__hint">{AUDIO_MESSAGES.tooManyTracks}</p> : null}
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </fieldset>
      <CheckboxField
        label="Let visitors download the tracks"
        hint={DOWNLOAD_HINT}
        checked={settings.allowDownload === true}
        onChange={(e) => onChange({ ...settings, allowDownload: e.target.checked })}
      />
    </div>
  );
}
