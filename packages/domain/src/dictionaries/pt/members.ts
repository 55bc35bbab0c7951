import type { Dictionary } from '../types';

export const members: Dictionary<'members'> = {
  verifySubject: 'Confirme sua conta em {site}',
  verifyIntro: 'Boas-vindas a {site}. Confirme seu endereço de e-mail para concluir a criação da sua conta:',
  verifyOutro:
    'O link vale por 24 horas. Se você não se cadastrou, ignore este e-mail: nenhuma conta é aberta.',
  existsSubject: 'Sua conta em {site}',
  existsIntro:
    'Alguém, talvez você, tentou criar uma conta em {site} com este endereço de e-mail, que já tem uma. Entre aqui, ou redefina sua senha se a esqueceu:',
  existsOutro: 'Se não foi você, ignore este e-mail: nada mudou.',
  resetSubject: 'Redefina sua senha em {site}',
  resetIntro:
    'Alguém, talvez você, pediu para redefinir a senha da sua conta em {site}. Escolha uma nova aqui:',
  resetOutro: 'O link vale por uma hora. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
};
