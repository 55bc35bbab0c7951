import type { Dictionary } from '../types';

export const members: Dictionary<'members'> = {
  verifySubject: 'Confirma tu cuenta en {site}',
  verifyIntro:
    'Te damos la bienvenida a {site}. Confirma tu dirección de correo para terminar de crear tu cuenta:',
  verifyOutro:
    'El enlace es válido durante 24 horas. Si no te registraste, ignora este correo: no se abre ninguna cuenta.',
  existsSubject: 'Tu cuenta en {site}',
  existsIntro:
    'Alguien, quizá tú, intentó crear una cuenta en {site} con esta dirección de correo, que ya tiene una. Inicia sesión aquí o restablece tu contraseña si la olvidaste:',
  existsOutro: 'Si no fuiste tú, ignora este correo: nada ha cambiado.',
  resetSubject: 'Restablece tu contraseña en {site}',
  resetIntro:
    'Alguien, quizá tú, pidió restablecer la contraseña de tu cuenta en {site}. Elige una nueva aquí:',
  resetOutro:
    'El enlace es válido durante una hora. Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
};
