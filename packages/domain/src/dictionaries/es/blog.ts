import type { Dictionary } from '../types';

export const blog: Dictionary<'blog'> = {
  taggedHeading: 'Entradas con la etiqueta «{tag}»',
  categoryHeading: 'Entradas en «{category}»',
  authorHeading: 'Entradas de {author}',
  byline: 'Por {author}',
  noPosts: 'Todavía no hay entradas.',
  readMore: 'Leer más',
  newer: 'Entradas más recientes',
  older: 'Entradas anteriores',
  pageOf: 'Página {page} de {pages}',
  tags: 'Etiquetas',
  categories: 'Categorías',
  feed: 'Canal RSS',
  backToBlog: 'Todas las entradas',
};
