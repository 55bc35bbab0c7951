import type { Dictionary } from '../types';

export const cookieBanner: Dictionary<'cookieBanner'> = {
  ctaText: 'Accepter',
  optOutCtaText: 'Refuser',
  text: 'En utilisant ce site, vous acceptez notre utilisation des cookies. Nous utilisons des cookies pour vous offrir une expérience agréable et assurer le bon fonctionnement de notre site.',
  regionLabel: 'Consentement aux cookies',
  close: 'Fermer',
  closeLabel: 'Fermer sans accepter les cookies',
};
