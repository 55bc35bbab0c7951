import {
  type EmbedOptions,
  isMediaId,
  parseVideoUrl,
  VIDEO_IMAGE_MODES,
  VIDEO_PROVIDERS,
  type VideoImageMode,
  type VideoProvider,
  videoSettingsProblems,
} from '@atelier/domain';
import { isRecord, readOneOf, readText } from '../settings-guards';

export interface CaptionTrackView {
  mediaId: string;
  srclang: string;
  label: string;
}

interface VideoViewBase {
  title?: string;
  caption?: string;
  options: EmbedOptions;
}

export interface UploadedVideoView extends VideoViewBase {
  source: 'upload';
  mediaId: string;
  captions: CaptionTrackView[];
}

export interface EmbeddedVideoView extends VideoViewBase {
  source: 'embed';
  provider: VideoProvider;
  id: string;
  featuredImage?: { mediaId: string; alt: string };
  imageMode: VideoImageMode;
}

export type VideoView = UploadedVideoView | EmbeddedVideoView;

const flag = (settings: Record<string, unknown>, key: string, fallback: boolean) =>
  typeof settings[key] === 'boolean' ? (settings[key] as boolean) : fallback;

function readCaptions(value: unknown): CaptionTrackView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((track) =>
    isRecord(track) && isMediaId(track.mediaId)
      ? [
          {
            mediaId: track.mediaId,
            srclang: readText(track, 'srclang') ?? 'en',
            label: readText(track, 'label') ?? 'Captions',
          },
        ]
      : [],
  );
}

/**
 * What a video block shows, or null when it has nothing to show: no source yet, or settings the
 * rules of spec 001 §5 refuse (the editor names the problem; the page simply leaves the block out).
 */
export function readVideoSettings(settings: unknown): VideoView | null {
  if (!isRecord(settings)) return null;
  if (videoSettingsProblems(settings).length) return null;
  const autoplay = flag(settings, 'autoplay', false);
  const base: VideoViewBase = {
    title: readText(settings, 'title'),
    caption: readText(settings, 'caption'),
    options: {
      autoplay,
      // Browsers let a video start by itself only without sound.
      muted: autoplay || flag(settings, 'muted', false),
      loop: flag(settings, 'loop', false),
      controls: flag(settings, 'controls', true),
    },
  };
  if (settings.source === 'upload' && isMediaId(settings.mediaId)) {
    return {
      ...base,
      source: 'upload',
      mediaId: settings.mediaId,
      captions: readCaptions(settings.captions),
    };
  }
  if (settings.source !== 'embed') return null;
  const parsed = parseVideoUrl(readText(settings, 'url') ?? '');
  if (!parsed) return null;
  const image = settings.featuredImage;
  const featuredImage =
    isRecord(image) && isMediaId(image.mediaId)
      ? { mediaId: image.mediaId, alt: typeof image.alt === 'string' ? image.alt : '' }
      : undefined;
  return {
    ...base,
    source: 'embed',
    provider: VIDEO_PROVIDERS[parsed.provider],
    id: parsed.id,
    featuredImage,
    imageMode: readOneOf(settings, 'imageMode', VIDEO_IMAGE_MODES) ?? (featuredImage ? 'fill' : 'none'),
  };
}
