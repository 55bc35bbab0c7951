import type { Dictionary } from '../types';

export const video: Dictionary<'video'> = {
  providerNotice:
    'Cette vidéo est lue depuis {host}, qui peut déposer ses propres cookies. Appuyez à nouveau sur lecture pour la regarder.',
  playFrom: 'Lire la vidéo depuis {host}',
  playVideo: 'Lire la vidéo : {title}',
  providerVideo: 'Vidéo {provider}',
  downloadVideo: 'Télécharger la vidéo',
  captions: 'Sous-titres',
};
