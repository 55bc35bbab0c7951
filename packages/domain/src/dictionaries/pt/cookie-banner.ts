import type { Dictionary } from '../types';

export const cookieBanner: Dictionary<'cookieBanner'> = {
  ctaText: 'Aceitar',
  optOutCtaText: 'Recusar',
  text: 'Ao usar este site, você concorda com o nosso uso de cookies. Usamos cookies para oferecer a você uma ótima experiência e para que o nosso site funcione bem.',
  regionLabel: 'Consentimento de cookies',
  close: 'Fechar',
  closeLabel: 'Fechar sem aceitar os cookies',
};
