import type { Dictionary } from '../types';

export const audio: Dictionary<'audio'> = {
  download: 'Descargar',
  downloadTrack: 'Descargar {title}',
  playTrack: 'Reproducir {title}',
  tracks: 'Pistas',
  albumPlayer: 'Reproductor del álbum: {title}',
  untitledTrack: 'Pista {n}',
};
