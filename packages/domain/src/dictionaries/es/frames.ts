import type { Dictionary } from '../types';

export const frames: Dictionary<'frames'> = {
  codeTitle: 'Contenido personalizado',
  embedTitle: 'Contenido de {host}',
  embedNotice:
    'Este contenido procede de {host}, que puede instalar sus propias cookies y sabrá de tu visita en cuanto se muestre.',
  embedShow: 'Mostrar el contenido de {host}',
};
