import {
  SHAPE_FILLS,
  SHAPE_GROUPS,
  type ShapeGroup,
  type ShapeName,
  shapeHeightPercent,
} from '@atelier/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getMedia, type MediaItem } from '../media/media.api';
import { MediaPicker } from '../media/media-picker';
import { SelectField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';

const GROUP_NAMES: Record<ShapeGroup, string> = {
  even: 'As tall as wide',
  tall: 'Tall',
  wide: 'Wide',
};
const FILL_NAMES: Record<(typeof SHAPE_FILLS)[number], string> = {
  accent: 'Accent',
  'accent-soft': 'Soft accent',
  surface: 'Surface',
  text: 'Text',
  background: 'Background',
};
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Settings of the Shape block (type 71): the shape (grouped by its proportions: the spec's sizing
 * values), its colour from the site's palette, and an optional library image it masks, picked as
 * the Image block's is.
 */
export function ShapeEditor({ settings, onChange }: BlockEditorProps) {
  const mediaId = text(settings.mediaId);
  const client = useQueryClient();
  const found = useQuery({
    queryKey: queryKeys.mediaItem(mediaId),
    queryFn: () => getMedia(mediaId),
    enabled: mediaId !== '',
  });
  const item = mediaId ? (found.data ?? null) : null;
  const shape = (text(settings.shape) || 'circle') as ShapeName;

  const choose = (picked: MediaItem) => {
    onChange({ ...settings, mediaId: picked.id, alt: text(settings.alt) || picked.alt });
    client.setQueryData(queryKeys.mediaItem(picked.id), picked);
  };
  const removeImage = () => {
    const { mediaId: _m, alt: _a, ...rest } = settings;
    onChange(rest);
  };

  return (
    <div className="stack stack--tight shape-editor">
      <SelectField
        label="Shape"
        hint={`Its height is ${shapeHeightPercent(shape)}% of its width.`}
        value={shape}
        onChange={(e) => onChange({ ...settings, shape: e.target.value })}
      >
        {(Object.keys(SHAPE_GROUPS) as ShapeGroup[]).map((group) => (
          <optgroup key={group} label={GROUP_NAMES[group]}>
            {SHAPE_GROUPS[group].map((name) => (
              <option key={name} value={name}>
                {capitalised(name)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField
        label="Colour"
        hint="From your site's palette (Site styles), so it follows a change of theme."
        value={text(settings.fill) || 'accent'}
        onChange={(e) => onChange({ ...settings, fill: e.target.value })}
      >
        {SHAPE_FILLS.map((fill) => (
          <option key={fill} value={fill}>
            {FILL_NAMES[fill]}
          </option>
        ))}
      </SelectField>
      {mediaId && item ? (
        <div className="image-editor__chosen">
          <img className="image-editor__preview" src={item.previewUrl} alt="" />
          <MediaPicker onPick={choose} label="Change image" className="button button--quiet" />
          <button type="button" className="button button--quiet" onClick={removeImage}>
            Remove image
          </button>
        </div>
      ) : (
        <div className="image-editor__empty">
          <p>
            {mediaId && found.isError
              ? 'This image was deleted from the library.'
              : 'Optional: an image inside the shape.'}
          </p>
          <MediaPicker onPick={choose} className="button" />
        </div>
      )}
      {mediaId ? (
        <TextField
          label="Alt text"
          hint="Describe the picture for people who cannot see it."
          value={text(settings.alt)}
          onChange={(e) => onChange(withOptional(settings, 'alt', e.target.value))}
        />
      ) : null}
    </div>
  );
}
