import type { Dictionary } from '../types';

export const audio: Dictionary<'audio'> = {
  download: 'Downloaden',
  downloadTrack: '{title} downloaden',
  playTrack: '{title} afspelen',
  tracks: 'Nummers',
  albumPlayer: 'Albumspeler: {title}',
  untitledTrack: 'Nummer {n}',
};
