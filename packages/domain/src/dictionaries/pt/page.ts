import type { Dictionary } from '../types';

export const page: Dictionary<'page'> = {
  skipLink: 'Pular para o conteúdo',
  navigationLabel: 'Principal',
  menu: 'Menu',
  language: 'Idioma',
  homeLabel: 'página inicial',
  notFoundHeading: 'Página não encontrada',
  notFoundBody:
    'Desculpe, não há nenhuma página neste endereço. Ela pode ter sido movida, ou o link pode estar digitado errado.',
  notFoundHome: 'Ir para a página inicial',
  notFoundSearch: 'Ou pesquise no site:',
  lockHeading: 'Esta página é protegida por senha',
  lockIntro: 'Digite a senha para ver “{title}”.',
  passwordLabel: 'Senha',
  unlock: 'Desbloquear',
  searchHeading: 'Pesquisa',
  searchEmptyQuery: 'Digite uma palavra ou frase para pesquisar neste site.',
  searchNoResults: 'Nenhum resultado para “{query}”',
  searchNoResultsHint: 'Verifique a ortografia ou tente uma palavra mais curta ou diferente.',
  searchResultCount: '{count, plural, one {# resultado} other {# resultados}} para “{query}”',
  searchLabel: 'Pesquisar neste site',
  searchPlaceholder: 'Pesquisar…',
  searchSubmit: 'Pesquisar',
  announcementRegion: 'Aviso',
  announcementClose: 'Fechar o aviso',
  popupClose: 'Fechar',
};
