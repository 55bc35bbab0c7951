import type { Dictionary } from '../types';

export const newsletter: Dictionary<'newsletter'> = {
  confirmSubject: 'Confirma tu suscripción a {site}',
  confirmIntro: 'Alguien, esperamos que tú, ha pedido recibir el boletín de {site} en esta dirección.',
  confirmAction: 'Para confirmar, abre este enlace:',
  confirmIgnore: 'Si no lo has pedido tú, ignora este correo y no volverás a tener noticias nuestras.',
  unsubscribeFooter: '¿Ya no te interesa? Date de baja: {url}',
  confirmedTitle: 'Te has suscrito',
  confirmedBody: 'Gracias por confirmar. Recibirás el boletín de {site} en {email}.',
  unsubscribedTitle: 'Te has dado de baja',
  unsubscribedBody: 'Ya no recibirás el boletín de {site} en {email}.',
  invalidLinkTitle: 'Este enlace no funciona',
  invalidConfirmBody:
    'Este enlace de confirmación no es válido o ya se ha usado. Vuelve a suscribirte para recibir uno nuevo.',
  invalidUnsubscribeBody:
    'Este enlace para darse de baja no es válido o se ha sustituido por uno más reciente. Usa el enlace del último correo que hayas recibido.',
  backHome: 'Volver a {site}',
};
