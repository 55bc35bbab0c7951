import { AUDIO_LIMITS, isMediaId } from '@atelier/domain';
import { isRecord, readText } from '../settings-guards';

export interface AudioView {
  mediaId: string;
  title?: string;
  artist?: string;
  allowDownload: boolean;
}

export interface AlbumTrackView {
  id: string;
  mediaId: string;
  title?: string;
}

export interface AlbumView {
  title?: string;
  artist?: string;
  cover?: { mediaId: string; alt: string };
  tracks: AlbumTrackView[];
  allowDownload: boolean;
}

/** An Audio block (type 41) with a library track chosen, or null: nothing to play yet. */
export function readAudioSettings(settings: unknown): AudioView | null {
  if (!isRecord(settings) || !isMediaId(settings.mediaId)) return null;
  return {
    mediaId: settings.mediaId,
    title: readText(settings, 'title'),
    artist: readText(settings, 'artist'),
    allowDownload: settings.allowDownload === true,
  };
}

/**
 * An Album block (type 60): its tracks with a library file (at most AUDIO_LIMITS.tracks, whatever an
 * older draft holds), or null when it has none to play.
 */
export function readAlbumSettings(settings: unknown): AlbumView | null {
  if (!isRecord(settings) || !Array.isArray(settings.tracks)) return null;
  const tracks: AlbumTrackView[] = [];
  settings.tracks.forEach((track, index) => {
    if (!isRecord(track) || !isMediaId(track.mediaId) || tracks.length >= AUDIO_LIMITS.tracks) return;
    tracks.push({
      id: readText(track, 'id') ?? String(index),
      mediaId: track.mediaId,
      title: readText(track, 'title'),
    });
  });
  if (!tracks.length) return null;
  const cover =
    isRecord(settings.cover) && isMediaId(settings.cover.mediaId)
      ? { mediaId: settings.cover.mediaId, alt: readText(settings.cover, 'alt') ?? '' }
      : undefined;
  return {
    title: readText(settings, 'title'),
    artist: readText(settings, 'artist'),
    cover,
    tracks,
    allowDownload: settings.allowDownload === true,
  };
}

/** The Audio block's words, for site search. */
export function audioBlockText(settings: unknown): string {
  const view = readAudioSettings(settings);
  return [view?.title, view?.artist].filter(Boolean).join('\n');
}

/** The Album block's words: its title, the line about it and every track's title. */
export function albumBlockText(settings: unknown): string {
  const view = readAlbumSettings(settings);
  if (!view) return '';
  return [view.title, view.artist, ...view.tracks.map((track) => track.title)].filter(Boolean).join('\n');
}
