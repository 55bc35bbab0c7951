import type { DataLayer, Request } from './data-layer';

/**
 * The data layer as the boot code hands it out: the real one, with its share of the message
 * dictionary, is fetched on the first call. Most page views never call the server, and block
 * behaviours that do import the data layer directly, so it arrives with them.
 */
const lazy =
  (method: keyof DataLayer): Request =>
  (url, options) =>
    import('./data-layer').then(({ dataLayer }) => dataLayer[method](url, options));

export const lazyDataLayer: DataLayer = {
  get: lazy('get'),
  post: lazy('post'),
  put: lazy('put'),
  delete: lazy('delete'),
};
