import type { Dictionary } from '../types';

export const video: Dictionary<'video'> = {
  providerNotice:
    'Deze video wordt afgespeeld vanaf {host}, dat eigen cookies kan plaatsen. Druk nogmaals op afspelen om hem te bekijken.',
  playFrom: 'Video afspelen vanaf {host}',
  playVideo: 'Video afspelen: {title}',
  providerVideo: '{provider}-video',
  downloadVideo: 'De video downloaden',
  captions: 'Ondertiteling',
};
