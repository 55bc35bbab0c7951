export * from './colour-contrast';
export * from './design-tokens';
export * from './site-styles';
