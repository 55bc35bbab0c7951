export * from './blog-url';
export * from './email';
export * from './link';
export * from './link-problem';
export * from './text';
export * from './zip';
