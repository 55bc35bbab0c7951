import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '#platform/storage/blob-store';
import { type MediaService, mediaService } from './media.service';
import { Deriver } from './media-derive';

const runtimes = new WeakMap<BlobStore, { deriver: Deriver; service: MediaService }>();

/** One deriver (and its in-process claims) per app, shared by the owner routes and the file routes. */
export function mediaRuntime(app: FastifyInstance) {
  let runtime = runtimes.get(app.blobs);
  if (!runtime) {
    const deriver = new Deriver(app.db, app.blobs);
    runtime = { deriver, service: mediaService(app, deriver) };
    runtimes.set(app.blobs, runtime);
  }
  return runtime;
}
