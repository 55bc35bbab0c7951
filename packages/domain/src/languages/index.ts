export * from './block-text-fields';
export * from './locale';
export * from './translations';
