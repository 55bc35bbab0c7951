import type { Dictionary } from '../types';

export const cookieBanner: Dictionary<'cookieBanner'> = {
  ctaText: 'Aceptar',
  optOutCtaText: 'Rechazar',
  text: 'Al usar este sitio web, aceptas nuestro uso de cookies. Usamos cookies para ofrecerte una buena experiencia y para que nuestro sitio web funcione correctamente.',
  regionLabel: 'Consentimiento de cookies',
  close: 'Cerrar',
  closeLabel: 'Cerrar sin aceptar las cookies',
};
