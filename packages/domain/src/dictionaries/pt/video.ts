import type { Dictionary } from '../types';

export const video: Dictionary<'video'> = {
  providerNotice:
    'Este vídeo é reproduzido a partir de {host}, que pode definir os próprios cookies. Pressione reproduzir de novo para assistir.',
  playFrom: 'Reproduzir vídeo de {host}',
  playVideo: 'Reproduzir vídeo: {title}',
  providerVideo: 'Vídeo do {provider}',
  downloadVideo: 'Baixar o vídeo',
  captions: 'Legendas',
};
