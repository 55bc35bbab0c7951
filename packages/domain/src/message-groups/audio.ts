/** Ours, not the specification's: the words of the Audio and Album blocks' players. */
export const audioPlayerMessages = {
  /** A link under a player whose owner allows downloads. */
  download: 'Download',
  /** The same link's name for assistive technology, which hears it among others. */
  downloadTrack: 'Download {title}',
  /** An album track's button: it plays the track in the album's player. */
  playTrack: 'Play {title}',
  /** The album's list of tracks, for assistive technology. */
  tracks: 'Tracks',
  /** The album's one player, once its behaviour has taken over from the tracks' own players. */
  albumPlayer: 'Album player: {title}',
  /** A track the owner gave no title, by its place in the album. */
  untitledTrack: 'Track {n}',
} as const;
