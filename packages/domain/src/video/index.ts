export * from './video-constants';
export * from './video-providers';
export * from './video-settings';
