export * from './blog-url';
export * from './email';
export * from './link';
export * from './text';
export * from './zip';
