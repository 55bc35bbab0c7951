import type { Dictionary } from '../types';

export const frames: Dictionary<'frames'> = {
  codeTitle: 'Contenu personnalisé',
  embedTitle: 'Contenu de {host}',
  embedNotice:
    'Ce contenu provient de {host}, qui peut déposer ses propres cookies et apprend votre visite dès qu’il s’affiche.',
  embedShow: 'Afficher le contenu de {host}',
};
