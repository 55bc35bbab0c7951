export * from './announcement-bar';
export * from './popup-overlay';
