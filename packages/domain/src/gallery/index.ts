export * from './gallery-design';
export * from './gallery-document';
export * from './gallery-index';
export * from './gallery-input';
export * from './gallery-settings';
export * from './gallery-validation';
