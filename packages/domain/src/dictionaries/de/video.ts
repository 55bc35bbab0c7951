import type { Dictionary } from '../types';

export const video: Dictionary<'video'> = {
  providerNotice:
    'Dieses Video wird von {host} abgespielt, das eigene Cookies setzen kann. Drücken Sie erneut auf Abspielen, um es anzusehen.',
  playFrom: 'Video von {host} abspielen',
  playVideo: 'Video abspielen: {title}',
  providerVideo: '{provider}-Video',
  downloadVideo: 'Video herunterladen',
  captions: 'Untertitel',
};
