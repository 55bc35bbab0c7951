import { LIMITS } from './constants';

/**
 * Audio (spec 001 §3 block type 41): one track from the media library in the browser's own player,
 * with its title and an optional line about it (the artist, a description).
 */
export interface AudioBlockSettings {
  /** A library item of kind audio; none chosen yet is allowed. */
  mediaId?: string;
  title?: string;
  /** The artist, or a line about the track. */
  artist?: string;
  /**
   * Whether visitors are offered the file to download (a link under the player). Off, the player
   * asks browsers to hide their own download item (`controlslist="nodownload"`): only a hint, since
   * a page that plays a file hands its bytes to the browser.
   */
  allowDownload?: boolean;
}

export interface AlbumTrack {
  /** Keys the track's translated title, so a translation follows the track the owner moves. */
  id: string;
  /** A library item of kind audio. */
  mediaId: string;
  title: string;
}

/**
 * Album (spec 001 §3 block type 60): a titled list of at most LIMITS.maxAlbumTracks tracks (spec
 * 001 §9, "Max tracks in an album 60"), with an optional cover picture; each track its own row.
 */
export interface AlbumBlockSettings {
  title?: string;
  artist?: string;
  /** A library image shown beside the title. */
  cover?: { mediaId: string; alt: string };
  tracks: AlbumTrack[];
  allowDownload?: boolean;
}

/** The bounds the server holds the Audio and Album blocks to, and the editor stops at. */
export const AUDIO_LIMITS = {
  title: 200,
  artist: 300,
  coverAlt: 500,
  /** Spec 001 §9. */
  tracks: LIMITS.maxAlbumTracks,
} as const;

/** What the server answers and the editor shows, in the owner's words. */
export const AUDIO_MESSAGES = {
  tooManyTracks: `An album holds at most ${AUDIO_LIMITS.tracks} tracks.`,
  chooseTrack: 'Choose a track from the library.',
  chooseImage: 'Choose an image from the library.',
} as const;

/**
 * A duration in seconds as a player writes it: 0:07, 3:05, 1:02:09. Empty for an unknown or
 * unusable one.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The same duration for a `<time datetime>`: PT3M5S. */
export function isoDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${total % 60}S`;
}
