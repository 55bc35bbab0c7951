import { VIDEO } from '@atelier/domain';
import type { CSSProperties } from 'react';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { type RenderMedia, useMedia } from '../image/media-context';
import { ResponsiveImage } from '../image/responsive-image';
import { type EmbeddedVideoView, readVideoSettings, type UploadedVideoView } from './video-settings-read';

export const VIDEO_BEHAVIOUR = 'video';

const ratioStyle = (width?: number | null, height?: number | null) =>
  ({
    '--video-ratio':
      width && height ? `${Math.round((height / width) * 10000) / 100}%` : `${VIDEO.intrinsicRatioPercent}%`,
  }) as CSSProperties;

/**
 * An uploaded MP4 or WebM as a native player: it works without JavaScript, shows its own first frame
 * (spec 001 §5 keeps featured images for embeds), seeks through range requests on /s/, and carries
 * the owner's caption tracks.
 */
function UploadedVideo({
  view,
  video,
  media,
}: {
  view: UploadedVideoView;
  video: RenderMedia;
  media: Record<string, RenderMedia>;
}) {
  const { options } = view;
  const text = useText('video');
  return (
    <div className="video-player video-player--native" style={ratioStyle(video.width, video.height)}>
      <video
        className="video-player__video"
        // The fragment makes browsers paint the first frame as the poster.
        src={`${video.url}#t=0.001`}
        preload="metadata"
        playsInline
        controls={options.controls}
        autoPlay={options.autoplay}
        muted={options.muted}
        loop={options.loop}
        aria-label={view.title}
        data-video-native=""
      >
        {view.captions.map((track, index) => {
          const file = media[track.mediaId];
          return file ? (
            <track
              key={track.mediaId}
              kind="captions"
              src={file.url}
              srcLang={track.srclang}
              label={text.fromEnglish(track.label)}
              default={index === 0}
            />
          ) : null;
        })}
        <a href={video.url}>{text('downloadVideo')}</a>
      </video>
    </div>
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The player frame as HTML, the video element's embed attribute (spec 001 §3): the behaviour swaps it in. */
export const embedHtml = (src: string, title: string): string =>
  `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>`;

/**
 * An embedded YouTube or Vimeo video behind its poster: nothing is loaded from the provider until the
 * visitor presses play. Without JavaScript the play control is a link to the provider's page; the
 * behaviour makes it a button that swaps the player in.
 */
function EmbeddedVideo({ view }: { view: EmbeddedVideoView }) {
  const { provider } = view;
  const text = useText('video');
  const title = view.title ?? text('providerVideo', { provider: provider.label });
  const host = URL.canParse(provider.frameOrigin) ? new URL(provider.frameOrigin).host : provider.frameOrigin;
  const frame = embedHtml(provider.embedSrc(view.id, view.options), title);
  const showImage = view.featuredImage && view.imageMode !== 'none';
  return (
    <div
      className={`video-player video-player--embed video-player--${view.imageMode}`}
      style={ratioStyle()}
      data-provider-name={provider.name}
      data-html={frame}
      data-frame-origin={provider.frameOrigin}
      // What the player says before the provider loads, in the page's language (embed-player.ts).
      data-notice={text('providerNotice', { host })}
      data-play-from={text('playFrom', { host })}
      data-image-mode={view.imageMode}
    >
      <div className="video-player__poster">
        {showImage && view.featuredImage ? (
          <ResponsiveImage
            className="video-player__image"
            reference={view.featuredImage}
            sizes="(max-width: 800px) 100vw, 760px"
            fit={view.imageMode === 'fit' ? 'contain' : 'cover'}
            loader={{ mode: view.imageMode === 'fit' ? 'contain' : 'cover', allowSaveData: true }}
            loading="lazy"
          />
        ) : null}
      </div>
      <a className="video-player__play" href={provider.watchUrl(view.id)} data-video-play="">
        <span className="video-player__icon" aria-hidden="true" />
        <span className="video-player__label">{text('playVideo', { title })}</span>
      </a>
    </div>
  );
}

/** Video (block type 32): an uploaded video or a privacy-friendly YouTube/Vimeo embed (spec 001 §2-§5, §9). */
export function VideoBlock({ block, root }: BlockProps) {
  const view = readVideoSettings(block.settings);
  const { media } = useMedia();
  if (!view) return null;
  let player: React.ReactNode;
  if (view.source === 'upload') {
    const video = media[view.mediaId];
    if (video?.kind !== 'video') return null;
    player = <UploadedVideo view={view} video={video} media={media} />;
  } else {
    player = <EmbeddedVideo view={view} />;
  }
  return (
    <figure {...root} className={`block block-video block-video--${view.source}`}>
      {player}
      {view.caption ? <figcaption className="block-video__caption">{view.caption}</figcaption> : null}
    </figure>
  );
}

export function videoBlockText(settings: unknown): string {
  const view = readVideoSettings(settings);
  return [view?.title, view?.caption].filter(Boolean).join(' ');
}
