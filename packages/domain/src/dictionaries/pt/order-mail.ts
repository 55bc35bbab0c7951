import type { Dictionary } from '../types';

export const orderMail: Dictionary<'orderMail'> = {
  confirmationSubject: 'O seu pedido n.º {number} em {site}',
  thanks: 'Obrigado pelo seu pedido.',
  orderNumber: 'Pedido n.º {number}',
  subtotal: 'Subtotal: {amount}',
  discount: 'Desconto: -{amount}',
  shipping: 'Envio: {amount}',
  tax: 'Impostos: {amount}',
  total: 'Total: {amount}',
  downloadsHeading: 'Os seus downloads:',
  downloadLimit: '{limit, plural, one {um download} other {# downloads}} até {date}',
  seeOrder: 'Veja o seu pedido a qualquer momento:',
  shippedSubject: 'O seu pedido n.º {number} em {site} está a caminho',
  shippedBody: 'O seu pedido n.º {number} foi enviado.',
  trackingNumber: 'Número de rastreio: {tracking}',
  autoRefundSubject: 'O seu pedido n.º {number} em {site} não pôde ser concluído',
  autoRefundBody:
    'O seu pagamento chegou depois do prazo em que podíamos reservar os seus artigos, que entretanto esgotaram. Reembolsámos o valor total ({amount}); chegará ao seu cartão dentro de alguns dias.',
  refundSubject: 'Reembolso do seu pedido n.º {number} em {site}',
  refundBody: 'Reembolsámos {amount} do seu pedido n.º {number}.',
};
