import type { Dictionary } from '../types';

export const dialogs: Dictionary<'dialogs'> = {
  systemErrorTitle: 'Er is iets misgegaan!',
  reload: 'Pagina opnieuw laden',
  clear: 'Sluiten',
  unauthorized: 'Niet-geautoriseerd verzoek',
  internalServerError: 'Interne serverfout. Probeer het later opnieuw.',
  serviceUnavailable: 'Deze dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  unableToConnect: 'Kan geen verbinding maken…',
  logoutTitle: 'Uitgelogd',
  logoutMessage: 'Je bent uitgelogd.',
  close: 'Sluiten',
};
