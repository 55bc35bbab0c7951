import type { Dictionary } from '../types';

export const dialogs: Dictionary<'dialogs'> = {
  systemErrorTitle: 'Algo deu errado!',
  reload: 'Recarregar a página',
  clear: 'Fechar',
  unauthorized: 'Solicitação não autorizada',
  internalServerError: 'Erro interno do servidor. Tente novamente mais tarde.',
  serviceUnavailable: 'Este serviço está temporariamente indisponível. Tente novamente mais tarde.',
  unableToConnect: 'Não foi possível conectar…',
  logoutTitle: 'Você saiu da conta',
  logoutMessage: 'Você saiu da sua conta com sucesso.',
  close: 'Fechar',
};
