import type { Dictionary } from '../types';

export const audio: Dictionary<'audio'> = {
  download: 'Scarica',
  downloadTrack: 'Scarica {title}',
  playTrack: 'Riproduci {title}',
  tracks: 'Tracce',
  albumPlayer: 'Lettore dell’album: {title}',
  untitledTrack: 'Traccia {n}',
};
