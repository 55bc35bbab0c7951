import type { Dictionary } from '../types';

export const audio: Dictionary<'audio'> = {
  download: 'Baixar',
  downloadTrack: 'Baixar {title}',
  playTrack: 'Reproduzir {title}',
  tracks: 'Faixas',
  albumPlayer: 'Player do álbum: {title}',
  untitledTrack: 'Faixa {n}',
};
