import type { Dictionary } from '../types';

export const dialogs: Dictionary<'dialogs'> = {
  systemErrorTitle: 'Qualcosa è andato storto!',
  reload: 'Ricarica la pagina',
  clear: 'Chiudi',
  unauthorized: 'Richiesta non autorizzata',
  internalServerError: 'Errore interno del server. Riprova più tardi.',
  serviceUnavailable: 'Questo servizio è temporaneamente non disponibile. Riprova più tardi.',
  unableToConnect: 'Impossibile connettersi…',
  logoutTitle: 'Disconnessione riuscita',
  logoutMessage: 'Ti sei disconnesso correttamente.',
  close: 'Chiudi',
};
