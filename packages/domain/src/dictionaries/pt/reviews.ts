import type { Dictionary } from '../types';

export const reviews: Dictionary<'reviews'> = {
  ratingRequired: 'Selecione uma classificação por estrelas (a classificação é obrigatória)',
  alreadyReviewed: 'Já avaliou esta compra',
  requestExpired: 'O seu pedido de avaliação expirou',
  nothingToReview: 'Não há produtos para avaliar',
  requestSubject: 'Como correu a sua encomenda n.º {number} de {site}?',
  requestBody:
    'Obrigado pela sua encomenda n.º {number}. Quer dizer a outros clientes o que acha? Avalie cada produto de 1 a 5 estrelas:',
  requestUntil: 'Esta ligação funciona até {date}.',
  pageTitle: 'Avalie a sua compra',
  pageIntro: 'Encomenda n.º {number}: avalie cada produto de 1 a 5 estrelas e diga o que acha.',
  ratingLegend: 'A sua avaliação de {product}',
  stars: '{count, plural, one {# estrela} other {# estrelas}}',
  textLabel: 'A sua opinião (opcional)',
  textHint: 'Texto simples, no máximo {max} caracteres.',
  textTooLong: 'A sua opinião tem mais de {max} caracteres.',
  tooManyLinks: 'A sua opinião contém demasiados endereços web.',
  rateLimited: 'Demasiadas avaliações a partir daqui. Tente novamente mais tarde.',
  submit: 'Enviar avaliação',
  thanks: 'Obrigado pela sua avaliação de {product}.',
  thanksPending: 'Obrigado pela sua avaliação de {product}. Aparece quando a loja a tiver lido.',
  heading: 'Avaliações',
  summary: '{average} de 5 estrelas, {count, plural, one {# avaliação} other {# avaliações}}',
  ratingOutOf: '{average} de 5 estrelas',
  storeReply: 'Resposta da loja',
};
