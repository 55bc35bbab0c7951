import type { Dictionary } from '../types';

export const blog: Dictionary<'blog'> = {
  taggedHeading: 'Artigos com a etiqueta «{tag}»',
  categoryHeading: 'Artigos em «{category}»',
  authorHeading: 'Artigos de {author}',
  byline: 'Por {author}',
  noPosts: 'Ainda não há artigos.',
  readMore: 'Ler mais',
  newer: 'Artigos mais recentes',
  older: 'Artigos mais antigos',
  pageOf: 'Página {page} de {pages}',
  tags: 'Etiquetas',
  categories: 'Categorias',
  feed: 'Feed RSS',
  backToBlog: 'Todos os artigos',
};
