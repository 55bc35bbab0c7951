import type { Dictionary } from '../types';

export const cookieBanner: Dictionary<'cookieBanner'> = {
  ctaText: 'Accepteren',
  optOutCtaText: 'Weigeren',
  text: 'Door deze website te gebruiken, ga je akkoord met ons gebruik van cookies. We gebruiken cookies om je een prettige ervaring te bieden en om onze website goed te laten werken.',
  regionLabel: 'Toestemming voor cookies',
  close: 'Sluiten',
  closeLabel: 'Sluiten zonder cookies te accepteren',
};
