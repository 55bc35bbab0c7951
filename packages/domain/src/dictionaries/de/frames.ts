import type { Dictionary } from '../types';

export const frames: Dictionary<'frames'> = {
  codeTitle: 'Eigener Inhalt',
  embedTitle: 'Inhalt von {host}',
  embedNotice:
    'Dieser Inhalt stammt von {host}, das eigene Cookies setzen kann und von Ihrem Besuch erfährt, sobald er angezeigt wird.',
  embedShow: 'Inhalt von {host} anzeigen',
};
