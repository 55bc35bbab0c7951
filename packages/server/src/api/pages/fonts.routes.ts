import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fontCatalogue, fontFamilyToJson } from '#modules/fonts/fonts.catalogue';
import { FontError, fontErrorToJson } from '#modules/fonts/fonts.errors';
import {
  FONT_CSS_PATH,
  FONT_FILES_PATH,
  fontFileAddress,
  fontFileHash,
  fontStylesheet,
  fontStylesheetAddress,
} from '#modules/fonts/fonts.service';
import { CommonErrors } from '#platform/errors/common.errors';
import { sendAppError } from '#platform/http/errors.plugin';

// One plain name, no separators: together with the per-family allowlist this keeps every read
// inside the package's files folder whatever the URL decodes to. The content-addressed form
// carries 16 hex digits of the file's hash before the extension.
const FONT_FILE_NAME = /^([a-z0-9-]+)(?:\.([0-9a-f]{16}))?\.woff2$/;
const CSS_HASH = /^[0-9a-f]{16}$/;
/** Content addresses never change meaning, so browsers and caches may keep them for good. */
const FOREVER = 'public, max-age=31536000, immutable';
/** The addresses without a hash stay served for pages made before them, revalidated daily. */
const A_DAY = 'public, max-age=86400';

/** The site's own web-font service: stylesheets, woff2 files and the picker's family list. */
export async function fontsRoutes(app: FastifyInstance): Promise<void> {
  // Discovering at registration makes a broken or missing font package fail the start, not a visitor.
  const catalogue = fontCatalogue();
  const familiesJson = { families: catalogue.families.map(fontFamilyToJson) };

  const stylesheet = (family: unknown, reply: FastifyReply) => {
    try {
      return fontStylesheet(familyParams(family), catalogue);
    } catch (error) {
      if (error instanceof FontError) {
        reply.code(error.statusCode).send(fontErrorToJson(error));
        return null;
      }
      throw error;
    }
  };

  app.get<{ Querystring: { family?: unknown } }>(FONT_CSS_PATH, async (request, reply) => {
    const sheet = stylesheet(request.query.family, reply);
    if (!sheet) return reply;
    return sendCss(request.headers['if-none-match'], reply, sheet, A_DAY);
  });

  app.get<{ Params: { hash: string }; Querystring: { family?: unknown } }>(
    `${FONT_CSS_PATH}/:hash`,
    async (request, reply) => {
      if (!CSS_HASH.test(request.params.hash)) return notFound(reply);
      const sheet = stylesheet(request.query.family, reply);
      if (!sheet) return reply;
      // An address from before the fonts changed (a server upgrade) leads to today's stylesheet.
      if (sheet.hash !== request.params.hash) {
        return reply
          .header('Cache-Control', 'no-cache')
          .redirect(fontStylesheetAddress(familyParams(request.query.family), catalogue), 302);
      }
      return sendCss(request.headers['if-none-match'], reply, sheet, FOREVER);
    },
  );

  app.get<{ Params: { slug: string; file: string } }>(
    `${FONT_FILES_PATH}/:slug/:file`,
    async (request, reply) => {
      const { slug, file } = request.params;
      const family = catalogue.bySlug.get(slug);
      const name = FONT_FILE_NAME.exec(file);
      const plain = name ? `${name[1]}.woff2` : '';
      if (!family || !name || !family.files.has(plain)) return notFound(reply);
      let hash: string;
      let bytes: Buffer;
      try {
        hash = fontFileHash(family, plain);
        bytes = await readFile(path.join(family.filesDir, plain));
      } catch {
        // The package changed under a running process; the file is gone, not broken.
        return notFound(reply);
      }
      // A hash from other bytes (the package was upgraded) leads to the file as it is now.
      if (name[2] && name[2] !== hash) {
        return reply.header('Cache-Control', 'no-cache').redirect(fontFileAddress(family, plain), 302);
      }
      const etag = `"${hash}"`;
      reply
        .header('Cache-Control', name[2] ? FOREVER : A_DAY)
        .header('ETag', etag)
        .header('Access-Control-Allow-Origin', '*')
        .header('X-Content-Type-Options', 'nosniff');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('font/woff2').send(bytes);
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

function sendCss(
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
  sheet: { css: string; etag: string },
  cacheControl: string,
): FastifyReply {
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', sheet.etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (etagMatches(ifNoneMatch, sheet.etag)) return reply.code(304).send();
  return reply.type('text/css; charset=utf-8').send(sheet.css);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function notFound(reply: FastifyReply): FastifyReply {
  return sendAppError(reply, CommonErrors.notFound(undefined, 'No such font file.'));
}
