import { createReadStream } from 'node:fs';
import { MAP_TILES_PATH, type MapTileSource } from '@atelier/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { openTileArchive, type TileArchive } from '#modules/maps/tile-archive';
import { parseRange } from '#modules/media/send-blob';
import { CommonErrors } from '#platform/errors/common.errors';

/** Where visitors' maps read the archive, a byte range at a time. */
export const MAP_ARCHIVE_PATH = `${MAP_TILES_PATH}.pmtiles`;
/** What a browser loads whole: anything larger is only ever asked for in ranges. */
const WHOLE_IN_MEMORY = 16 * 1024 * 1024;

/**
 * The tiles of visitors' maps (README, "Maps"): which source they come from, and the operator's
 * PMTiles archive itself, served from the site's own origin with byte ranges, so a visitor's
 * browser asks nobody else for a map. An external tile template (MAP_TILE_URL) takes precedence;
 * the map block then asks the visitor first.
 */
export async function mapTileRoutes(app: FastifyInstance): Promise<void> {
  const { tilesFile, tileUrl, tileAttribution } = app.config.maps;
  let opening: Promise<TileArchive | null> | null = null;
  const archive = () => {
    opening ??= openTileArchive(tilesFile).catch((error: unknown) => {
      app.log.error({ err: error, file: tilesFile }, 'the map tiles archive (MAP_TILES_FILE) cannot be read');
      return null;
    });
    return opening;
  };

  // The editor shows the site in a frame without same-origin rights (origin "null"): its maps read
  // the same public tiles, without cookies. Nothing here is private to anyone.
  const shared = (reply: FastifyReply) =>
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', 'Content-Range, Content-Length, Accept-Ranges, ETag');
  for (const url of [MAP_TILES_PATH, MAP_ARCHIVE_PATH])
    app.options(url, async (_request, reply) =>
      shared(reply)
        .header('Access-Control-Allow-Methods', 'GET')
        .header('Access-Control-Allow-Headers', 'Range, If-None-Match')
        .header('Access-Control-Max-Age', '86400')
        .status(204)
        .send(),
    );

  app.get(MAP_TILES_PATH, async (_request, reply): Promise<MapTileSource> => {
    shared(reply).header('Cache-Control', 'public, max-age=300');
    if (tileUrl) {
      const host = new URL(tileUrl.replace(/\{[zxy]\}/g, '0')).host;
      return { kind: 'template', template: tileUrl, host, maxZoom: 19, attribution: tileAttribution };
    }
    const found = await archive();
    if (!found) return { kind: 'none' };
    return { kind: 'archive', url: MAP_ARCHIVE_PATH, ...found.info };
  });

  app.get(MAP_ARCHIVE_PATH, async (request, reply) => {
    const found = tileUrl ? null : await archive();
    if (!found) throw CommonErrors.notFound();
    shared(reply)
      .header('Content-Type', 'application/octet-stream')
      .header('Accept-Ranges', 'bytes')
      .header('ETag', found.etag)
      .header('Cache-Control', 'public, max-age=3600');
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
    const range = parseRange(request.headers.range, found.size);
    if (range === null) {
      return reply.status(416).header('Content-Range', `bytes */${found.size}`).send();
    }
    if (range) {
      const bytes = await found.read(range.start, range.end);
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.start + bytes.length - 1}/${found.size}`)
        .send(bytes);
    }
    if (found.file && found.size > WHOLE_IN_MEMORY) {
      return reply.header('Content-Length', found.size).send(createReadStream(found.file));
    }
    return reply.send(await found.read(0, found.size - 1));
  });
}
