import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { type RenderMedia, useMedia } from '../image/media-context';
import { ResponsiveImage } from '../image/responsive-image';
import { audioItem, downloadHint, TrackDuration } from './audio-block';
import { readAlbumSettings } from './audio-settings-read';

/** The name of the album's browser behaviour (album.behaviour.ts). */
export const ALBUM_BEHAVIOUR = 'album';

/**
 * Album (block type 60): a titled list of tracks, each its own row with its number, title and
 * length. Without JavaScript every row has its own native player (preload="none": nothing loads
 * until one is pressed). The behaviour (album.behaviour.ts) hides those, shows the album's one
 * player and the rows' buttons: pressing a track plays it there, the next one follows when it ends,
 * and the playing row is marked (aria-current). Everything it needs, words included, is in the markup.
 */
export function AlbumBlock({ block, root }: BlockProps) {
  const view = readAlbumSettings(block.settings);
  const { media } = useMedia();
  const text = useText('audio');
  if (!view) return null;
  const tracks = view.tracks.flatMap((track, index) => {
    const file = audioItem(media, track.mediaId);
    return file ? [{ ...track, file, name: track.title ?? text('untitledTrack', { n: index + 1 }) }] : [];
  });
  if (!tracks.length) return null;
  const titleId = `album-${block.id}`;
  const cover = view.cover && media[view.cover.mediaId]?.kind === 'image' ? view.cover : undefined;
  const hint = downloadHint(view.allowDownload);
  return (
    <section {...root} className="block block-album" aria-labelledby={view.title ? titleId : undefined}>
      {view.title || view.artist || cover ? (
        <div className="block-album__head">
          {cover ? (
            <ResponsiveImage
              className="block-album__cover"
              reference={{ mediaId: cover.mediaId, alt: cover.alt }}
              sizes="(max-width: 480px) 35vw, 160px"
              slotWidth={160}
              fit="cover"
              loading="lazy"
            />
          ) : null}
          <div className="block-album__heading">
            {view.title ? (
              <h3 id={titleId} className="block-album__title">
                {view.title}
              </h3>
            ) : null}
            {view.artist ? <p className="block-album__artist">{view.artist}</p> : null}
          </div>
        </div>
      ) : null}
      <audio
        className="block-album__player"
        src={tracks[0]!.file.url}
        controls
        preload="none"
        hidden
        aria-label={text('albumPlayer', { title: view.title ?? tracks[0]!.name })}
        data-album-player=""
        {...hint}
      />
      <ol className="block-album__tracks" aria-label={text('tracks')}>
        {tracks.map((track, index) => (
          <AlbumRow key={track.id} track={track} index={index} allowDownload={view.allowDownload} />
        ))}
      </ol>
    </section>
  );
}

function AlbumRow({
  track,
  index,
  allowDownload,
}: {
  track: { name: string; file: RenderMedia };
  index: number;
  allowDownload: boolean;
}) {
  const text = useText('audio');
  return (
    <li className="block-album__track" data-src={track.file.url}>
      <span className="block-album__number" aria-hidden="true">
        {index + 1}
      </span>
      <button
        type="button"
        className="block-album__play"
        aria-label={text('playTrack', { title: track.name })}
        hidden
        data-album-play=""
      >
        {track.name}
      </button>
      <span className="block-album__name" data-album-name="">
        {track.name}
      </span>
      <TrackDuration track={track.file} className="block-album__duration" />
      {allowDownload ? (
        <a
          className="block-album__download"
          href={track.file.url}
          download=""
          aria-label={text('downloadTrack', { title: track.name })}
        >
          {text('download')}
        </a>
      ) : null}
      <audio
        className="block-album__row-player"
        src={track.file.url}
        controls
        preload="none"
        aria-label={track.name}
        data-album-row-player=""
        {...downloadHint(allowDownload)}
      />
    </li>
  );
}
