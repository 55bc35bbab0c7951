import { formatDuration, isoDuration } from '@atelier/domain';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { type RenderMedia, useMedia } from '../image/media-context';
import { readAudioSettings } from './audio-settings-read';

/** The track's length as a player writes it, in a <time> a machine reads too; nothing when unknown. */
export function TrackDuration({ track, className }: { track: RenderMedia; className: string }) {
  const shown = formatDuration(track.duration);
  return shown ? (
    <time className={className} dateTime={isoDuration(track.duration)}>
      {shown}
    </time>
  ) : null;
}

/**
 * What a player's element carries: no download item in its menu unless the owner allows it. That
 * is only a hint to the browser (controlslist), never a protection: a page that plays a file has
 * handed its bytes to the visitor's browser.
 */
export const downloadHint = (allowDownload: boolean) => (allowDownload ? {} : { controlsList: 'nodownload' });

/** A library item the page may play: an audio file still in the library (or kept for this page). */
export function audioItem(media: Record<string, RenderMedia>, mediaId: string): RenderMedia | undefined {
  const item = media[mediaId];
  return item?.kind === 'audio' ? item : undefined;
}

/**
 * Audio (block type 41): one library track in the browser's own player, which works without
 * JavaScript and fetches nothing until the visitor presses play (preload="none"), with its title,
 * the line about it and its length; a download link when the owner allows downloads.
 */
export function AudioBlock({ block, root }: BlockProps) {
  const view = readAudioSettings(block.settings);
  const { media } = useMedia();
  const text = useText('audio');
  const track = view ? audioItem(media, view.mediaId) : undefined;
  if (!view || !track) return null;
  const name = view.title ?? '';
  return (
    <figure {...root} className="block block-audio">
      {view.title || view.artist || track.duration ? (
        <figcaption className="block-audio__caption">
          {view.title ? <span className="block-audio__title">{view.title}</span> : null}
          {view.artist ? <span className="block-audio__artist">{view.artist}</span> : null}
          <TrackDuration track={track} className="block-audio__duration" />
        </figcaption>
      ) : null}
      <audio
        className="block-audio__player"
        src={track.url}
        controls
        preload="none"
        aria-label={name || undefined}
        {...downloadHint(view.allowDownload)}
      >
        {view.allowDownload ? <a href={track.url}>{text('download')}</a> : null}
      </audio>
      {view.allowDownload ? (
        <a
          className="block-audio__download"
          href={track.url}
          download=""
          aria-label={name ? text('downloadTrack', { title: name }) : undefined}
        >
          {text('download')}
        </a>
      ) : null}
    </figure>
  );
}
