import {
  DEFAULT_IMAGE_VARIANT,
  IMAGE_BLOCK_LIMITS,
  IMAGE_DESIGNS,
  IMAGE_VARIANTS,
  type ImageVariant,
  imageDesignHasWords,
} from '@atelier/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type BlockEditorProps, text, withOptional } from '../blocks/block-editor-props';
import { ImageLightboxField } from '../blocks/image-lightbox-field';
import { CheckboxField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { ImageDesignField } from './image-design-field';
import { ImageWordsFields } from './image-words-fields';
import { getMedia, type MediaItem } from './media.api';
import { MediaPicker } from './media-picker';

/**
 * The Image block's settings: a library image (or upload), its alt text or "decorative", its design
 * and the words the design shows (a caption inline; a title, a text and a button otherwise), the
 * click-through link and the lightbox.
 */
export function ImageBlockEditor({ settings, onChange }: BlockEditorProps) {
  const mediaId = text(settings.mediaId);
  const client = useQueryClient();
  const found = useQuery({
    queryKey: queryKeys.mediaItem(mediaId),
    queryFn: () => getMedia(mediaId),
    enabled: mediaId !== '',
  });
  const item = mediaId ? (found.data ?? null) : null;
  const missing = mediaId !== '' && found.isError;

  const choose = (picked: MediaItem) => {
    const { src: _src, width: _w, height: _h, ...rest } = settings;
    // The library's alt text is a good start; the owner may change it for this page.
    onChange({ ...rest, mediaId: picked.id, alt: text(settings.alt) || picked.alt });
    client.setQueryData(queryKeys.mediaItem(picked.id), picked);
  };

  const decorative = settings.decorative === true;
  const variant: ImageVariant = IMAGE_VARIANTS.includes(settings.variant as ImageVariant)
    ? (settings.variant as ImageVariant)
    : DEFAULT_IMAGE_VARIANT;
  const altMissing = Boolean(mediaId) && !decorative && !text(settings.alt).trim();

  return (
    <div className="stack stack--tight">
      {mediaId && item ? (
        <div className="image-editor__chosen">
          <img className="image-editor__preview" src={item.previewUrl} alt="" />
          <MediaPicker onPick={choose} label="Change image" className="button button--quiet" />
        </div>
      ) : (
        <div className="image-editor__empty">
          <p>{missing ? 'This image was deleted from the library.' : 'No image yet.'}</p>
          <MediaPicker onPick={choose} className="button button--primary" />
        </div>
      )}
      {!mediaId && text(settings.src) ? (
        <p className="field__hint">
          Shown now: {text(settings.src)}. Choose an image to use the media library.
        </p>
      ) : null}
      <TextField
        label="Alt text"
        hint="Describe the picture for people who cannot see it."
        disabled={decorative}
        value={decorative ? '' : text(settings.alt)}
        error={altMissing ? 'Describe the image, or mark it as decorative.' : undefined}
        onChange={(e) => onChange({ ...settings, alt: e.target.value })}
      />
      <CheckboxField
        label="Decorative image (no alt text)"
        checked={decorative}
        onChange={(e) => {
          const { decorative: _d, ...rest } = settings;
          onChange(e.target.checked ? { ...rest, decorative: true, alt: '' } : rest);
        }}
      />
      <ImageDesignField value={variant} onChange={(next) => onChange({ ...settings, variant: next })} />
      {imageDesignHasWords(IMAGE_DESIGNS[variant]) ? (
        <ImageWordsFields settings={settings} onChange={onChange} />
      ) : (
        <TextField
          label="Caption"
          maxLength={IMAGE_BLOCK_LIMITS.caption}
          value={text(settings.caption)}
          onChange={(e) => onChange(withOptional(settings, 'caption', e.target.value))}
        />
      )}
      <TextField
        label="Image link"
        hint="Optional: where a click on the image leads."
        value={text(settings.link)}
        onChange={(e) => onChange(withOptional(settings, 'link', e.target.value.trim()))}
      />
      <ImageLightboxField settings={settings} onChange={onChange} />
    </div>
  );
}
