import type { Dictionary } from '../types';

export const reviews: Dictionary<'reviews'> = {
  ratingRequired: 'Selecciona una valoración con estrellas (la valoración es obligatoria)',
  alreadyReviewed: 'Ya has valorado esta compra',
  requestExpired: 'Tu solicitud de valoración ha caducado',
  nothingToReview: 'No hay productos que valorar',
  requestSubject: '¿Qué tal tu pedido n.º {number} de {site}?',
  requestBody:
    'Gracias por tu pedido n.º {number}. ¿Quieres contar a otros clientes qué te parece? Valora cada producto de 1 a 5 estrellas:',
  requestUntil: 'Este enlace funciona hasta el {date}.',
  pageTitle: 'Valora tu compra',
  pageIntro: 'Pedido n.º {number}: valora cada producto de 1 a 5 estrellas y di qué te parece.',
  ratingLegend: 'Tu valoración de {product}',
  stars: '{count, plural, one {# estrella} other {# estrellas}}',
  textLabel: 'Tu opinión (opcional)',
  textHint: 'Texto sin formato, {max} caracteres como máximo.',
  textTooLong: 'Tu opinión supera los {max} caracteres.',
  tooManyLinks: 'Tu opinión contiene demasiadas direcciones web.',
  rateLimited: 'Demasiadas valoraciones desde aquí. Inténtalo de nuevo más tarde.',
  submit: 'Enviar valoración',
  thanks: 'Gracias por tu valoración de {product}.',
  thanksPending: 'Gracias por tu valoración de {product}. Aparecerá cuando la tienda la haya leído.',
  heading: 'Valoraciones',
  summary: '{average} de 5 estrellas, {count, plural, one {# valoración} other {# valoraciones}}',
  ratingOutOf: '{average} de 5 estrellas',
  storeReply: 'Respuesta de la tienda',
};
