import { messages, type VideoCaptionTrack } from '@atelier/domain';
import { useState } from 'react';
import { type BlockEditorProps, text, withOptional } from '../blocks/block-editor-props';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { MediaPicker } from './media-picker';
import { VideoCaptionsField } from './video-captions-field';
import { VideoEmbedField } from './video-embed-field';

const EMBED_ONLY = ['url', 'accountType', 'featuredImage', 'imageMode'] as const;
const UPLOAD_ONLY = ['mediaId', 'captions', 'autoplay'] as const;

const without = (settings: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => !keys.includes(key)));

/**
 * The Video block's settings: an uploaded video from the library, or a YouTube or Vimeo address with
 * an optional featured image from the library; title, playback options and captions.
 */
export function VideoBlockEditor({ settings, onChange }: BlockEditorProps) {
  const source = settings.source === 'embed' ? 'embed' : settings.source === 'upload' ? 'upload' : '';
  const featured = settings.featuredImage as { mediaId: string; alt: string } | undefined;
  // Switching an embed with a featured image to an upload waits until the owner turns the image off.
  const [uploadBlocked, setUploadBlocked] = useState(false);
  const flag = (key: string, fallback = false) =>
    typeof settings[key] === 'boolean' ? (settings[key] as boolean) : fallback;
  const check = (key: string, label: string, hint?: string, fallback = false) => (
    <CheckboxField
      label={label}
      hint={hint}
      checked={flag(key, fallback)}
      onChange={(e) => onChange({ ...settings, [key]: e.target.checked })}
    />
  );

  const switchTo = (next: string) => {
    setUploadBlocked(next === 'upload' && Boolean(featured));
    if (next === 'upload' && featured) return;
    onChange(
      next === 'embed'
        ? { ...without(settings, UPLOAD_ONLY), source: 'embed' }
        : { ...without(settings, EMBED_ONLY), source: 'upload' },
    );
  };

  return (
    <div className="stack stack--tight">
      <SelectField label="Video source" value={source} onChange={(e) => switchTo(e.target.value)}>
        <option value="" disabled>
          Choose a video
        </option>
        <option value="upload">A video file from the media library</option>
        <option value="embed">A YouTube or Vimeo video</option>
      </SelectField>
      {source === 'upload' ? (
        <>
          <p className="field__hint">
            {text(settings.mediaId) ? 'A video from the library is chosen.' : 'No video yet.'}
          </p>
          <MediaPicker
            accept="video"
            label={text(settings.mediaId) ? 'Change video' : 'Choose a video'}
            className="button button--primary"
            onPick={(item) =>
              onChange({ ...settings, mediaId: item.id, title: text(settings.title) || item.title })
            }
          />
          {check('autoplay', 'Play by itself, without sound')}
          <VideoCaptionsField
            tracks={(settings.captions as VideoCaptionTrack[] | undefined) ?? []}
            onChange={(captions) =>
              onChange(captions.length ? { ...settings, captions } : without(settings, ['captions']))
            }
          />
        </>
      ) : null}
      {source === 'embed' ? (
        <>
          <VideoEmbedField
            url={text(settings.url)}
            onAccept={(embed) => {
              const next: Record<string, unknown> = { ...without(settings, ['accountType']), url: embed.url };
              if (embed.accountType) next.accountType = embed.accountType;
              if (embed.title && !text(settings.title)) next.title = embed.title;
              onChange(next);
            }}
          />
          {featured ? (
            <div className="stack stack--tight">
              <p className="field__hint">
                A featured image from the library shows until the visitor presses play.
              </p>
              <MediaPicker
                label="Change featured image"
                className="button button--quiet"
                onPick={(item) =>
                  onChange({ ...settings, featuredImage: { mediaId: item.id, alt: item.alt } })
                }
              />
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onChange(without(settings, ['featuredImage', 'imageMode']))}
              >
                Turn off featured image
              </button>
              <SelectField
                label="Image mode"
                value={text(settings.imageMode) || 'fill'}
                onChange={(e) => onChange({ ...settings, imageMode: e.target.value })}
              >
                <option value="fill">Fill the player</option>
                <option value="fit">Fit inside the player</option>
                <option value="none">No image</option>
              </SelectField>
            </div>
          ) : (
            <MediaPicker
              label="Choose a featured image"
              className="button button--quiet"
              onPick={(item) => onChange({ ...settings, featuredImage: { mediaId: item.id, alt: item.alt } })}
            />
          )}
          <p className="field__hint">Nothing loads from the video's provider until a visitor presses play.</p>
        </>
      ) : null}
      {uploadBlocked && featured ? (
        <p className="field__error" role="alert">
          {messages.video.featuredImageNeedsEmbed}
        </p>
      ) : null}
      {source ? (
        <>
          <TextField
            label="Video title"
            hint="Names the play button for people using screen readers."
            value={text(settings.title)}
            onChange={(e) => onChange(withOptional(settings, 'title', e.target.value))}
          />
          {check('muted', 'Start muted')}
          {check('loop', 'Play in a loop')}
          {check('controls', 'Show player controls', undefined, true)}
          <TextField
            label="Caption"
            value={text(settings.caption)}
            onChange={(e) => onChange(withOptional(settings, 'caption', e.target.value))}
          />
        </>
      ) : null}
    </div>
  );
}
