import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fontCatalogue } from './fonts.catalogue';
import { FontError, fontErrorToJson } from './fonts.errors';
import { FONT_FILES_PATH, fontStylesheet } from './fonts.service';

// One plain name, no separators: together with the per-family allowlist this keeps every read
// inside the package's files folder whatever the URL decodes to.
const FONT_FILE_NAME = /^[a-z0-9-]+\.woff2$/;

/** The site's own web-font service: stylesheets, woff2 files and the picker's family list. */
export async function fontsRoutes(app: FastifyInstance): Promise<void> {
  // Discovering at registration makes a broken or missing font package fail the start, not a visitor.
  const catalogue = fontCatalogue();
  const familiesJson = {
    families: catalogue.families.map(({ name, slug, category, weights, styles }) => ({
      name,
      slug,
      category,
      weights,
      styles,
    })),
  };

  app.get<{ Querystring: { family?: unknown } }>('/fonts/css', async (request, reply) => {
    let sheet: ReturnType<typeof fontStylesheet>;
    try {
      sheet = fontStylesheet(familyParams(request.query.family), catalogue);
    } catch (error) {
      if (error instanceof FontError) return reply.code(error.statusCode).send(fontErrorToJson(error));
      throw error;
    }
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('ETag', sheet.etag)
      .header('X-Content-Type-Options', 'nosniff');
    if (etagMatches(request.headers['if-none-match'], sheet.etag)) return reply.code(304).send();
    return reply.type('text/css; charset=utf-8').send(sheet.css);
  });

  app.get<{ Params: { slug: string; file: string } }>(
    `${FONT_FILES_PATH}/:slug/:file`,
    async (request, reply) => {
      const { slug, file } = request.params;
      const family = catalogue.bySlug.get(slug);
      if (!family || !FONT_FILE_NAME.test(file) || !family.files.has(file)) return notFound(reply);
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(family.filesDir, file));
      } catch {
        // The package changed under a running process; the file is gone, not broken.
        return notFound(reply);
      }
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Access-Control-Allow-Origin', '*')
        .header('X-Content-Type-Options', 'nosniff')
        .type('font/woff2')
        .send(bytes);
    },
  );

  // Deeper or odd paths under the files prefix get the same JSON 404 as an unknown file.
  app.get(`${FONT_FILES_PATH}/*`, async (_request, reply) => notFound(reply));

  app.get('/fonts/families', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').send(familiesJson),
  );
}

/** Query parsers give a string for one `family`, an array for several; anything else names none. */
function familyParams(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fontErrorToJson(new FontError('not_found', 'No such font file.')));
}
