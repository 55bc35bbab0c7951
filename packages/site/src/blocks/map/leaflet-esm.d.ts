/**
 * Leaflet's own ES module build: its package names only the UMD file, which the bundler wraps in
 * CommonJS helpers that every page's shared runtime chunk would then carry.
 */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
