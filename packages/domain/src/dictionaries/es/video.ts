import type { Dictionary } from '../types';

export const video: Dictionary<'video'> = {
  providerNotice:
    'Este vídeo se reproduce desde {host}, que puede instalar sus propias cookies. Vuelve a pulsar reproducir para verlo.',
  playFrom: 'Reproducir el vídeo desde {host}',
  playVideo: 'Reproducir el vídeo: {title}',
  providerVideo: 'Vídeo de {provider}',
  downloadVideo: 'Descargar el vídeo',
  captions: 'Subtítulos',
};
