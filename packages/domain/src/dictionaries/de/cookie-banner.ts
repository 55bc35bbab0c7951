import type { Dictionary } from '../types';

export const cookieBanner: Dictionary<'cookieBanner'> = {
  ctaText: 'Akzeptieren',
  optOutCtaText: 'Ablehnen',
  text: 'Durch die Nutzung dieser Website stimmen Sie der Verwendung von Cookies zu. Wir verwenden Cookies, um Ihnen ein angenehmes Erlebnis zu bieten und einen reibungslosen Betrieb unserer Website zu gewährleisten.',
  regionLabel: 'Cookie-Einwilligung',
  close: 'Schließen',
  closeLabel: 'Schließen, ohne Cookies zu akzeptieren',
};
