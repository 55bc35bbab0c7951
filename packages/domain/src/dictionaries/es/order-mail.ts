import type { Dictionary } from '../types';

export const orderMail: Dictionary<'orderMail'> = {
  confirmationSubject: 'Tu pedido n.º {number} en {site}',
  thanks: 'Gracias por tu pedido.',
  orderNumber: 'Pedido n.º {number}',
  subtotal: 'Subtotal: {amount}',
  discount: 'Descuento: -{amount}',
  shipping: 'Envío: {amount}',
  tax: 'Impuestos: {amount}',
  total: 'Total: {amount}',
  downloadsHeading: 'Tus descargas:',
  downloadLimit: '{limit, plural, one {una descarga} other {# descargas}} hasta el {date}',
  seeOrder: 'Consulta tu pedido cuando quieras:',
  shippedSubject: 'Tu pedido n.º {number} en {site} está en camino',
  shippedBody: 'Tu pedido n.º {number} se ha enviado.',
  trackingNumber: 'Número de seguimiento: {tracking}',
  autoRefundSubject: 'Tu pedido n.º {number} en {site} no se pudo completar',
  autoRefundBody:
    'Tu pago llegó después del tiempo en que podíamos reservar tus artículos, y mientras tanto se agotaron. Te hemos reembolsado el importe completo ({amount}); llegará a tu tarjeta en unos días.',
  refundSubject: 'Reembolso de tu pedido n.º {number} en {site}',
  refundBody: 'Hemos reembolsado {amount} de tu pedido n.º {number}.',
};
