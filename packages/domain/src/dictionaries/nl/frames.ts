import type { Dictionary } from '../types';

export const frames: Dictionary<'frames'> = {
  codeTitle: 'Eigen inhoud',
  embedTitle: 'Inhoud van {host}',
  embedNotice:
    'Deze inhoud komt van {host}, dat eigen cookies kan plaatsen en van je bezoek weet zodra de inhoud wordt getoond.',
  embedShow: 'Inhoud van {host} tonen',
};
