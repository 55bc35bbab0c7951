import type { Dictionary } from '../types';

export const page: Dictionary<'page'> = {
  skipLink: 'Ir al contenido',
  navigationLabel: 'Principal',
  menu: 'Menú',
  language: 'Idioma',
  homeLabel: 'página de inicio',
  notFoundHeading: 'Página no encontrada',
  notFoundBody:
    'Lo sentimos, no hay ninguna página en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.',
  notFoundHome: 'Ir a la página de inicio',
  notFoundSearch: 'O busca en el sitio:',
  lockHeading: 'Esta página está protegida con contraseña',
  lockIntro: 'Introduce la contraseña para ver «{title}».',
  passwordLabel: 'Contraseña',
  unlock: 'Desbloquear',
  searchHeading: 'Buscar',
  searchEmptyQuery: 'Escribe una palabra o una frase para buscar en este sitio.',
  searchNoResults: 'No hay resultados para «{query}»',
  searchNoResultsHint: 'Revisa la ortografía o prueba con una palabra más corta o diferente.',
  searchResultCount: '{count, plural, one {# resultado} other {# resultados}} para «{query}»',
  searchLabel: 'Buscar en este sitio',
  searchPlaceholder: 'Buscar…',
  searchSubmit: 'Buscar',
  announcementRegion: 'Anuncio',
  announcementClose: 'Cerrar el anuncio',
  popupClose: 'Cerrar',
};
