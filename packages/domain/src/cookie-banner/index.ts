export * from './cookie-banner-messages';
export * from './cookie-banner-normalise';
export * from './cookie-banner-revision';
export * from './cookie-banner-revision-cookie';
export * from './cookie-banner-settings';
