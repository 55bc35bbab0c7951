import { describe, expect, it } from 'vitest';
import { fontCatalogue } from '#modules/fonts/fonts.catalogue';
import { PageDocumentSchema } from '#modules/pages/page-document.schema';
import { SITE_TEMPLATES } from './site-templates';

describe('site templates', () => {
  it.each(SITE_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s holds only pages the editor could have saved',
    (_id, template) => {
      for (const page of template.pages('My Site')) {
        const parsed = PageDocumentSchema.safeParse(page.document);
        expect(parsed.success, `${page.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    },
  );

  it('gives every form of a new site its own form id', () => {
    const studio = SITE_TEMPLATES.find((template) => template.id === 'studio')!;
    const formIds = (pages: ReturnType<typeof studio.pages>) =>
      pages.flatMap((page) =>
        page.document.sections.flatMap((section) =>
          section.blocks
            .filter((block) => block.type === 9 || block.type === 51)
            .map((block) => block.settings.formId),
        ),
      );
    const first = formIds(studio.pages('A'));
    expect(first).toHaveLength(2);
    expect(new Set([...first, ...formIds(studio.pages('B'))]).size).toBe(4);
  });

  it('offers the six starter templates, each with several pages and fonts the font service serves', () => {
    const ids = SITE_TEMPLATES.map((template) => template.id);
    expect(ids.slice(0, 6)).toEqual(['portfolio', 'shop', 'restaurant', 'personal', 'services', 'event']);
    const served = new Set(fontCatalogue().families.map((family) => family.name));
    for (const template of SITE_TEMPLATES.slice(0, 6)) {
      expect(template.pages('A').length, template.id).toBeGreaterThanOrEqual(3);
      expect(served.has(template.styles.fonts.heading), template.id).toBe(true);
      expect(served.has(template.styles.fonts.body), template.id).toBe(true);
    }
  });
});
