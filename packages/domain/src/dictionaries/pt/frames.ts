import type { Dictionary } from '../types';

export const frames: Dictionary<'frames'> = {
  codeTitle: 'Conteúdo personalizado',
  embedTitle: 'Conteúdo de {host}',
  embedNotice:
    'Este conteúdo vem de {host}, que pode definir os próprios cookies e fica sabendo da sua visita assim que ele aparece.',
  embedShow: 'Mostrar conteúdo de {host}',
};
