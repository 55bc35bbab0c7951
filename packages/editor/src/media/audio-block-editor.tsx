import { AUDIO_LIMITS, formatDuration } from '@atelier/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type BlockEditorProps, text, withOptional } from '../blocks/block-editor-props';
import { CheckboxField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { getMedia, type MediaItem } from './media.api';
import { MediaPicker } from './media-picker';

/** What the panel says about letting visitors download: the player's hint is no protection. */
export const DOWNLOAD_HINT =
  'Off, browsers are asked to hide their download button. That is only a request: a page that plays a file sends it to the visitor’s browser.';

/** A library item, asked for once and kept with the library's other answers. */
export function useMediaItem(mediaId: string) {
  return useQuery({
    queryKey: queryKeys.mediaItem(mediaId),
    queryFn: () => getMedia(mediaId),
    enabled: mediaId !== '',
  });
}

/** The file's name and length, as the panel shows a chosen track. */
export const trackFacts = (item: MediaItem) =>
  [item.fileName, formatDuration(item.duration)].filter(Boolean).join(' · ');

/**
 * Settings of the Audio block (type 41): one track from the media library (uploaded from there
 * too), its title and a line about it, and whether visitors may download it.
 */
export function AudioBlockEditor({ settings, onChange }: BlockEditorProps) {
  const mediaId = text(settings.mediaId);
  const client = useQueryClient();
  const found = useMediaItem(mediaId);
  const item = mediaId ? (found.data ?? null) : null;

  const choose = (picked: MediaItem) => {
    onChange({ ...settings, mediaId: picked.id, title: text(settings.title) || picked.title });
    client.setQueryData(queryKeys.mediaItem(picked.id), picked);
  };

  return (
    <div className="stack stack--tight audio-editor">
      <div className="audio-editor__track">
        <p className="field__hint">
          {!mediaId
            ? 'No track yet: visitors see nothing until you choose one.'
            : item
              ? `Playing ${trackFacts(item)}`
              : found.isError
                ? 'This track was deleted from the library.'
                : 'A track from the library is chosen.'}
        </p>
        <MediaPicker
          accept="audio"
          label={mediaId ? 'Change track' : 'Choose a track'}
          className={mediaId ? 'button button--quiet' : 'button button--primary'}
          onPick={choose}
        />
      </div>
      <TextField
        label="Title"
        hint="Shown above the player, and names it for people using screen readers."
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
      <CheckboxField
        label="Let visitors download the file"
        hint={DOWNLOAD_HINT}
        checked={settings.allowDownload === true}
        onChange={(e) => onChange({ ...settings, allowDownload: e.target.checked })}
      />
    </div>
  );
}
