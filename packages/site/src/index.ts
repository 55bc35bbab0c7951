export type { BlockComponent, BlockProps, BlockRootAttributes } from './blocks/block-props';
export { BlockType, type BlockTypeValue } from './blocks/block-types';
export { BlockView, type BlockViewProps } from './blocks/block-view';
export {
  type BlockEntry,
  type BlockRegistry,
  behavioursIn,
  blockRegistry,
  blockRootAttributes,
} from './blocks/registry';
export { documentText, snippetAround } from './page/document-text';
export { renderSitePage } from './page/render-page';
export type { NavigationItem, PageBody, SearchResult, SitePageInput } from './page/site-page-input';
