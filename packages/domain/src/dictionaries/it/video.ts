import type { Dictionary } from '../types';

export const video: Dictionary<'video'> = {
  providerNotice:
    'Questo video viene riprodotto da {host}, che può impostare i propri cookie. Premi di nuovo riproduci per guardarlo.',
  playFrom: 'Riproduci il video da {host}',
  playVideo: 'Riproduci il video: {title}',
  providerVideo: 'Video di {provider}',
  downloadVideo: 'Scarica il video',
  captions: 'Sottotitoli',
};
