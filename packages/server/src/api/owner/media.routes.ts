import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '#modules/media/content-disposition';
import { MediaErrors } from '#modules/media/media.errors';
import * as q from '#modules/media/media.queries';
import { ListQuery, MediaParams, UpdateMedia } from '#modules/media/media.schemas';
import { cleanFileName } from '#modules/media/media.service';
import { originalKey } from '#modules/media/media-derive';
import { itemToJson } from '#modules/media/media-json';
import { MAX_ANY_BYTES } from '#modules/media/media-limits';
import { receive } from '#modules/media/media-receive';
import { mediaRuntime } from '#modules/media/media-runtime';
import { sendBlob } from '#modules/media/send-blob';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { replaceMediaFile } from '#workflows/media/replace-media-file.workflow';

/** A body that declares more than we would ever accept is refused before a byte is read. */
export function refuseDeclaredLength(request: FastifyRequest, fileName: string, max = MAX_ANY_BYTES): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) throw MediaErrors.tooLarge(fileName, max);
}

/** The owner's media library (site host, editing roles). Uploads are raw bodies, one file each. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'pages'));
  // The bytes are streamed by the handler itself, never buffered by a parser.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  const { service } = mediaRuntime(app);

  const itemOf = async (request: FastifyRequest) => {
    const params = MediaParams.safeParse(request.params);
    const row = params.success ? await q.itemById(app.db, request.site!.id, params.data.id) : undefined;
    if (!row) throw MediaErrors.notFound();
    return row;
  };

  // A page at a time by key (`next` asks for the following page), so every item can be reached;
  // the first page also counts the list (up to 1,000: `totalCapped` past that).
  app.get('/api/config/media', async (request) => {
    const query = parseInput(ListQuery, request.query);
    const siteId = request.site!.id;
    const { rows, next, count } = await q.listItems(
      app.db,
      siteId,
      { query: query.q?.trim() || undefined, kind: query.kind, order: query.sort },
      { cursor: query.cursor ?? null, offset: 0, limit: query.limit },
      !query.cursor,
    );
    return {
      items: rows.map(itemToJson),
      next,
      ...count,
      usedBytes: await q.usedBytes(app.db, siteId),
      quotaBytes: app.config.mediaQuotaBytes,
    };
  });

  app.post('/api/config/media', { bodyLimit: MAX_ANY_BYTES }, async (request, reply) => {
    const fileName = cleanFileName((request.query as Record<string, unknown>).fileName);
    refuseDeclaredLength(request, fileName);
    const received = await receive([request.raw], MAX_ANY_BYTES, fileName);
    const file = await service.ingest(request.site!.id, received, fileName);
    const row = await service.create(request.site!.id, fileName, file);
    return reply.status(201).send({ item: itemToJson(row) });
  });

  app.get('/api/config/media/:id', async (request) => ({ item: itemToJson(await itemOf(request)) }));

  app.patch('/api/config/media/:id', async (request) => {
    const row = await itemOf(request);
    const change = parseInput(UpdateMedia, request.body);
    const set: q.ItemDetails = { updated_at: new Date().toISOString() };
    if (change.title !== undefined) set.title = change.title.trim();
    if (change.alt !== undefined) set.alt = change.alt.trim();
    if (change.caption !== undefined) set.caption = change.caption.trim();
    if (change.fileName !== undefined) set.file_name = cleanFileName(change.fileName);
    if (change.focalPoint) {
      set.focal_x = change.focalPoint.x;
      set.focal_y = change.focalPoint.y;
    }
    if (change.serveOriginal !== undefined) set.serve_original = change.serveOriginal ? 1 : 0;
    await q.updateItemDetails(app.db, row.website_id, row.id, set);
    await service.pagesChanged(row.website_id);
    return { item: itemToJson((await q.itemById(app.db, row.website_id, row.id))!) };
  });

  app.put('/api/config/media/:id/file', { bodyLimit: MAX_ANY_BYTES }, async (request) => {
    const row = await itemOf(request);
    const fileName = cleanFileName((request.query as Record<string, unknown>).fileName ?? row.file_name);
    refuseDeclaredLength(request, fileName);
    const received = await receive([request.raw], MAX_ANY_BYTES, fileName);
    const file = await service.ingest(row.website_id, received, fileName, Number(row.size));
    return { item: itemToJson(await replaceMediaFile(app.db, service, row.website_id, row, fileName, file)) };
  });

  // `public`: visitors can open the file somewhere (a published page, a live product's pictures, the
  // logo...); the editor says so when the file is also a digital product's download.
  app.get('/api/config/media/:id/usage', async (request) => {
    const row = await itemOf(request);
    return {
      pages: await service.usage(row.website_id, row.id),
      public: await q.shownPublicly(app.db, row.website_id, [row.id], row.hash),
    };
  });

  app.delete('/api/config/media/:id', async (request) => {
    const row = await itemOf(request);
    return { deleted: true, ...(await service.remove(row.website_id, row)) };
  });

  app.get('/api/config/media/:id/original', async (request, reply) => {
    const row = await itemOf(request);
    return sendBlob(request, reply, app.blobs, {
      key: originalKey(row.hash),
      contentType: row.mime_type,
      etag: `"${row.hash}"`,
      cacheControl: 'private, no-cache',
      disposition: contentDisposition(row.file_name),
      extraHeaders: { 'Content-Security-Policy': "default-src 'none'; sandbox" },
    });
  });
}
