import type { Dictionary } from '../types';

export const dialogs: Dictionary<'dialogs'> = {
  systemErrorTitle: 'Une erreur est survenue !',
  reload: 'Recharger la page',
  clear: 'Fermer',
  unauthorized: 'Requête non autorisée',
  internalServerError: 'Erreur interne du serveur. Veuillez réessayer plus tard.',
  serviceUnavailable: 'Ce service est momentanément indisponible. Veuillez réessayer plus tard.',
  unableToConnect: 'Connexion impossible…',
  logoutTitle: 'Déconnexion réussie',
  logoutMessage: 'Vous avez bien été déconnecté.',
  close: 'Fermer',
};
