import type { Readable } from 'node:stream';
import { newId } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MediaErrors } from '#modules/media/media.errors';
import * as q from '#modules/media/media.queries';
import { PartParams, StartUpload, UploadParams } from '#modules/media/media.schemas';
import { cleanFileName } from '#modules/media/media.service';
import { itemToJson } from '#modules/media/media-json';
import { MAX_ANY_BYTES, PART_BYTES, UPLOAD_TTL_MS } from '#modules/media/media-limits';
import { mediaQuota } from '#modules/media/media-quota';
import { receive } from '#modules/media/media-receive';
import { mediaRuntime } from '#modules/media/media-runtime';
import { discardUpload, partCount, partKey } from '#modules/media/media-uploads';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { replaceMediaFile } from '#workflows/media/replace-media-file.workflow';

async function readLimited(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Resumable uploads for large files: start (declares name and size, checked at once against the
 * limits, and reserved against the quota until the upload completes, is cancelled or expires), send
 * parts in any order and again after a dropped connection, ask which parts arrived, complete. Parts
 * live in the blob store, so any server process can take the next one; expired uploads are swept
 * (media-uploads.ts).
 */
export async function mediaUploadRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'pages'));
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  const { service } = mediaRuntime(app);
  const quota = mediaQuota(app.db, app.config.mediaQuotaBytes);

  const uploadOf = async (request: FastifyRequest) => {
    const params = UploadParams.safeParse(request.params);
    const row = params.success
      ? await app.db
          .selectFrom('media_uploads')
          .selectAll()
          .where('id', '=', params.data.uploadId)
          .where('website_id', '=', request.site!.id)
          .where('expires_at', '>', new Date().toISOString())
          .executeTakeFirst()
      : undefined;
    if (!row) throw MediaErrors.uploadNotFound();
    return row;
  };

  const uploadExists = async (uploadId: string) =>
    Boolean(
      await app.db.selectFrom('media_uploads').select('id').where('id', '=', uploadId).executeTakeFirst(),
    );

  const partsOf = (uploadId: string) =>
    app.db
      .selectFrom('media_upload_parts')
      .select(['part_number', 'size'])
      .where('upload_id', '=', uploadId)
      .orderBy('part_number')
      .execute();

  const uploadJson = async (row: { id: string; size: number; part_size: number; file_name: string }) => ({
    id: row.id,
    fileName: row.file_name,
    size: Number(row.size),
    partSize: row.part_size,
    parts: partCount(Number(row.size), row.part_size),
    received: (await partsOf(row.id)).map((part) => part.part_number),
  });

  app.post('/api/config/media/uploads', async (request, reply) => {
    const body = parseInput(StartUpload, request.body);
    const fileName = cleanFileName(body.fileName);
    if (body.size === 0) throw MediaErrors.unsupported(fileName);
    if (body.size > MAX_ANY_BYTES) throw MediaErrors.tooLarge(fileName, MAX_ANY_BYTES);
    const siteId = request.site!.id;
    let freed = 0;
    if (body.replaces) {
      const target = await q.itemById(app.db, siteId, body.replaces);
      if (!target) throw MediaErrors.notFound();
      freed = Number(target.size);
    }
    const now = Date.now();
    const row = {
      id: newId(),
      website_id: siteId,
      file_name: fileName,
      size: body.size,
      part_size: PART_BYTES,
      replaces: body.replaces ?? null,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + UPLOAD_TTL_MS).toISOString(),
    };
    // The declared size is held from now on, so uploads started side by side cannot all pass.
    if (!(await quota.startUpload(row, body.size - freed))) {
      const usage = await quota.usage(siteId);
      throw MediaErrors.quota(usage.used + usage.reserved, app.config.mediaQuotaBytes);
    }
    return reply.status(201).send({ upload: await uploadJson(row) });
  });

  app.get('/api/config/media/uploads/:uploadId', async (request) => ({
    upload: await uploadJson(await uploadOf(request)),
  }));

  app.put('/api/config/media/uploads/:uploadId/parts/:part', { bodyLimit: PART_BYTES }, async (request) => {
    const upload = await uploadOf(request);
    const { part } = parseInput(PartParams, request.params);
    const size = Number(upload.size);
    const count = partCount(size, upload.part_size);
    if (part >= count) throw MediaErrors.incomplete(`This upload has parts 0 to ${count - 1}.`);
    const expected = part === count - 1 ? size - part * upload.part_size : upload.part_size;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared !== expected) {
      throw MediaErrors.incomplete(`Part ${part} must be ${expected} bytes.`);
    }
    const bytes = await readLimited(request.raw, expected).catch(() => null);
    if (!bytes || bytes.length !== expected)
      throw MediaErrors.incomplete(`Part ${part} must be ${expected} bytes.`);
    await app.blobs.put(partKey(upload.id, part), bytes, 'application/octet-stream');
    try {
      await q.recordUploadPart(app.db, upload.id, part, bytes.length);
    } catch (error) {
      // Cancelled or swept while this part arrived: its row is gone, so its bytes go too.
      if (await uploadExists(upload.id)) throw error;
      await app.blobs.delete(partKey(upload.id, part));
      throw MediaErrors.uploadNotFound();
    }
    return { upload: await uploadJson(upload) };
  });

  app.post('/api/config/media/uploads/:uploadId/complete', async (request, reply) => {
    const upload = await uploadOf(request);
    const size = Number(upload.size);
    const count = partCount(size, upload.part_size);
    const received = await partsOf(upload.id);
    const missing = count - received.length;
    if (missing > 0) throw MediaErrors.incomplete(`${missing} of ${count} parts have not arrived yet.`);
    const siteId = request.site!.id;
    const target = upload.replaces ? await q.itemById(app.db, siteId, upload.replaces) : undefined;
    if (upload.replaces && !target) throw MediaErrors.notFound();
    const blobs = app.blobs;
    const file = await receive(
      async function* () {
        for (let part = 0; part < count; part += 1) {
          const stream = await blobs.get(partKey(upload.id, part));
          if (!stream) throw new Error('part missing');
          yield stream;
        }
      },
      MAX_ANY_BYTES,
      upload.file_name,
    );
    let row: Awaited<ReturnType<typeof service.create>>;
    try {
      const freed = target ? Number(target.size) : 0;
      const ingested = await service.ingest(siteId, file, upload.file_name, freed, upload.id);
      row = target
        ? await replaceMediaFile(app.db, service, siteId, target, upload.file_name, ingested)
        : await service.create(siteId, upload.file_name, ingested);
    } finally {
      // Before answering: a client asking about the upload next must find it gone. A reservation the
      // file did not take over (it was refused) goes back to the site.
      await discardUpload(app.db, blobs, upload);
    }
    return reply.status(target ? 200 : 201).send({ item: itemToJson(row) });
  });

  app.delete('/api/config/media/uploads/:uploadId', async (request) => {
    await discardUpload(app.db, app.blobs, await uploadOf(request));
    return { cancelled: true };
  });
}
