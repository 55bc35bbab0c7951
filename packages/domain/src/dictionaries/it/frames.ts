import type { Dictionary } from '../types';

export const frames: Dictionary<'frames'> = {
  codeTitle: 'Contenuto personalizzato',
  embedTitle: 'Contenuto da {host}',
  embedNotice:
    'Questo contenuto proviene da {host}, che può impostare i propri cookie e viene a sapere della tua visita appena viene mostrato.',
  embedShow: 'Mostra il contenuto da {host}',
};
