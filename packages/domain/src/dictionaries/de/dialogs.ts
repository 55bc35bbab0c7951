import type { Dictionary } from '../types';

export const dialogs: Dictionary<'dialogs'> = {
  systemErrorTitle: 'Etwas ist schiefgelaufen!',
  reload: 'Seite neu laden',
  clear: 'Schließen',
  unauthorized: 'Nicht autorisierte Anfrage',
  internalServerError: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  serviceUnavailable:
    'Dieser Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
  unableToConnect: 'Keine Verbindung möglich…',
  logoutTitle: 'Abmeldung erfolgreich',
  logoutMessage: 'Sie wurden erfolgreich abgemeldet.',
  close: 'Schließen',
};
