import type { MediaReference } from '../media/media-reference';
import { videoMessages } from '../message-groups/widgets';
import { parseVideoUrl } from './video-providers';

/** Image modes of the video element (spec 001 §3): how a featured image fills the player. */
export const VIDEO_IMAGE_MODES = ['none', 'fit', 'fill'] as const;
export type VideoImageMode = (typeof VIDEO_IMAGE_MODES)[number];

export interface VideoCaptionTrack {
  /** A WebVTT file in the library. */
  mediaId: string;
  /** BCP 47 language of the track, e.g. "en". */
  srclang: string;
  label: string;
}

/**
 * Settings of the Video block (type 32). A new block has no source yet: it is valid, saves, and
 * shows 'Choose a video' in the editor; the site renders nothing for it.
 */
export interface VideoBlockSettings {
  source?: 'upload' | 'embed';
  /** An uploaded MP4 or WebM from the library (source "upload"). */
  mediaId?: string;
  /** A YouTube or Vimeo address (source "embed"). */
  url?: string;
  /** The provider's plan as its oEmbed answer named it (Vimeo: account_type). */
  accountType?: string;
  /** The video's title, used to name the play button. */
  title?: string;
  /** Embedded videos only (spec 001 §5): the picture shown until play; a neutral placeholder without one. */
  featuredImage?: MediaReference;
  imageMode?: VideoImageMode | null;
  /** Uploaded videos start muted, as browsers allow only muted autoplay. */
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  /** Player controls; on unless switched off. */
  controls?: boolean;
  captions?: VideoCaptionTrack[];
  caption?: string;
}

export interface VideoSettingsProblem {
  path: string[];
  message: string;
}

export const IMAGE_MODE_PROBLEM = 'Choose fit, fill or none for the image mode.';

/** The rules of spec 001 §5 for a video block, with its exact messages; empty when the settings are valid. */
export function videoSettingsProblems(
  settings: Readonly<Record<string, unknown>> | VideoBlockSettings,
): VideoSettingsProblem[] {
  const problems: VideoSettingsProblem[] = [];
  if (settings.source === 'embed') {
    const parsed = parseVideoUrl(typeof settings.url === 'string' ? settings.url : '');
    if (!parsed) problems.push({ path: ['url'], message: videoMessages.invalidEmbed });
    else if (parsed.provider === 'vimeo' && String(settings.accountType).toLowerCase() === 'basic')
      problems.push({ path: ['url'], message: videoMessages.vimeoBasicUnsupported });
  } else if (settings.featuredImage) {
    problems.push({ path: ['featuredImage'], message: videoMessages.featuredImageNeedsEmbed });
  }
  const mode = settings.imageMode;
  if (mode !== undefined && mode !== null && !VIDEO_IMAGE_MODES.includes(mode as VideoImageMode))
    problems.push({ path: ['imageMode'], message: IMAGE_MODE_PROBLEM });
  return problems;
}
