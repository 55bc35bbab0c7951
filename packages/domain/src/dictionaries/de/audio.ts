import type { Dictionary } from '../types';

export const audio: Dictionary<'audio'> = {
  download: 'Herunterladen',
  downloadTrack: '{title} herunterladen',
  playTrack: '{title} abspielen',
  tracks: 'Titel',
  albumPlayer: 'Album-Player: {title}',
  untitledTrack: 'Titel {n}',
};
