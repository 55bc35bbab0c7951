import type { Dictionary } from '../types';

export const cookieBanner: Dictionary<'cookieBanner'> = {
  ctaText: 'Accetta',
  optOutCtaText: 'Rifiuta',
  text: 'Utilizzando questo sito web, accetti il nostro utilizzo dei cookie. Usiamo i cookie per offrirti un’esperienza ottimale e per far funzionare al meglio il nostro sito.',
  regionLabel: 'Consenso ai cookie',
  close: 'Chiudi',
  closeLabel: 'Chiudi senza accettare i cookie',
};
