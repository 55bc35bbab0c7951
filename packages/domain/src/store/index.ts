export * from './address';
export * from './countries';
export * from './order-totals';
export * from './rounding';
export * from './store-settings';
