import type { Dictionary } from '../types';

export const dialogs: Dictionary<'dialogs'> = {
  systemErrorTitle: '¡Algo ha salido mal!',
  reload: 'Volver a cargar la página',
  clear: 'Cerrar',
  unauthorized: 'Solicitud no autorizada',
  internalServerError: 'Error interno del servidor. Vuelve a intentarlo más tarde.',
  serviceUnavailable: 'Este servicio no está disponible temporalmente. Vuelve a intentarlo más tarde.',
  unableToConnect: 'No se puede conectar…',
  logoutTitle: 'Sesión cerrada',
  logoutMessage: 'Has cerrado sesión correctamente.',
  close: 'Cerrar',
};
