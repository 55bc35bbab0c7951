import type { VideoCaptionTrack } from '@atelier/domain';
import { TextField } from '../shared/fields';
import { MediaPicker } from './media-picker';

/** Caption tracks of an uploaded video: WebVTT files from the library, each with its language and name. */
export function VideoCaptionsField({
  tracks,
  onChange,
}: {
  tracks: VideoCaptionTrack[];
  onChange(tracks: VideoCaptionTrack[]): void;
}) {
  const update = (index: number, change: Partial<VideoCaptionTrack>) =>
    onChange(tracks.map((track, at) => (at === index ? { ...track, ...change } : track)));
  return (
    <fieldset className="stack stack--tight">
      <legend>Captions</legend>
      {tracks.map((track, index) => (
        <div key={track.mediaId} className="field-pair">
          <TextField
            label="Language code"
            value={track.srclang}
            onChange={(e) => update(index, { srclang: e.target.value.trim() })}
          />
          <TextField
            label="Track name"
            value={track.label}
            onChange={(e) => update(index, { label: e.target.value })}
          />
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onChange(tracks.filter((_, at) => at !== index))}
          >
            Remove captions
          </button>
        </div>
      ))}
      <MediaPicker
        accept="document"
        label="Add captions (WebVTT file)"
        className="button button--quiet"
        onPick={(item) =>
          onChange([...tracks, { mediaId: item.id, srclang: 'en', label: item.title || 'English' }])
        }
      />
    </fieldset>
  );
}
