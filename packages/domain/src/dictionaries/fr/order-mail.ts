import type { Dictionary } from '../types';

export const orderMail: Dictionary<'orderMail'> = {
  confirmationSubject: 'Votre commande n° {number} chez {site}',
  thanks: 'Merci pour votre commande.',
  orderNumber: 'Commande n° {number}',
  subtotal: 'Sous-total : {amount}',
  discount: 'Remise : -{amount}',
  shipping: 'Livraison : {amount}',
  tax: 'Taxes : {amount}',
  total: 'Total : {amount}',
  downloadsHeading: 'Vos téléchargements :',
  downloadLimit: '{limit, plural, one {un téléchargement} other {# téléchargements}} jusqu’au {date}',
  seeOrder: 'Suivez votre commande à tout moment :',
  shippedSubject: 'Votre commande n° {number} chez {site} est en route',
  shippedBody: 'Votre commande n° {number} a été expédiée.',
  trackingNumber: 'Numéro de suivi : {tracking}',
  autoRefundSubject: 'Votre commande n° {number} chez {site} n’a pas pu aboutir',
  autoRefundBody:
    'Votre paiement est arrivé après le délai pendant lequel nous pouvions réserver vos articles, et ils ont été épuisés entre-temps. Nous vous avons remboursé la totalité ({amount}) ; le montant apparaîtra sur votre carte d’ici quelques jours.',
  refundSubject: 'Remboursement de votre commande n° {number} chez {site}',
  refundBody: 'Nous avons remboursé {amount} pour votre commande n° {number}.',
};
