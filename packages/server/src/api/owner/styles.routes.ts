import { SiteStylesSchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SITE_TEMPLATES } from '#content/templates/site-templates';
import { type FontCheck, readStyles, saveStyles, templateStylesToJson } from '#modules/styles/styles.service';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';

const SaveStyles = z.object({
  styles: SiteStylesSchema,
  /** The revision the owner edited; a save made elsewhere since answers 409. */
  revision: z.number().int().min(0).max(1e9).optional(),
});

export interface StylesRoutesOptions {
  isKnownFont: FontCheck;
}

/** The Design panel: the site's draft styles and the templates whose styles it may take. */
export async function stylesRoutes(app: FastifyInstance, options: StylesRoutesOptions): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'design'));

  app.get('/api/config/styles', async (request) => readStyles(app.db, request.site!.id));

  app.put('/api/config/styles', async (request) => {
    const input = parseInput(SaveStyles, request.body);
    return saveStyles(app.db, request.site!.id, input.styles, input.revision, options.isKnownFont);
  });

  app.get('/api/config/templates', async () => ({
    templates: SITE_TEMPLATES.map(templateStylesToJson),
  }));
}
