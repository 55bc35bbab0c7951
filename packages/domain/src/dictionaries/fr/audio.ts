import type { Dictionary } from '../types';

export const audio: Dictionary<'audio'> = {
  download: 'Télécharger',
  downloadTrack: 'Télécharger {title}',
  playTrack: 'Écouter {title}',
  tracks: 'Pistes',
  albumPlayer: 'Lecteur de l’album : {title}',
  untitledTrack: 'Piste {n}',
};
