import { memberAreaTextKey } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { insertSiteLanguages } from '#testing/rows';
import { createTestApp, ownerWithSite } from '#testing/test-app';

/**
 * Member areas in the translation dictionaries (spec 001 §6): an area's name and welcome are site
 * texts an owner translates like the site's title, counted in the translation status.
 */
describeEachDatabase('member areas’ names and welcomes among the site texts', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let area = '';

  const siteStatus = async () => {
    const status = (await owner.site.request('GET', '/api/multilingual/status')).json();
    const french = status.languages.find((l: { tag: string }) => l.tag === 'fr');
    return french.subjects.find((s: { kind: string }) => s.kind === 'site') as {
      total: number;
      translated: number;
    };
  };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'area-texts@example.com', 'area-texts');
    await insertSiteLanguages(app.db, owner.siteId, [{ tag: 'fr', published: true }]);
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
  });
  afterAll(() => app.close());

  it('counts a new area’s name and welcome as texts to translate, and a translated one as done', async () => {
    const before = await siteStatus();
    const made = await owner.site.request('POST', '/api/config/member-areas', {
      name: 'Studio members',
      welcomeText: 'Glad you are here.',
    });
    expect(made.statusCode, made.body).toBe(201);
    area = made.json().area.id;
    const added = await siteStatus();
    expect(added.total).toBe(before.total + 2);
    const saved = await owner.site.request('PATCH', '/api/multilingual/site-texts', {
      language: 'fr',
      texts: { [memberAreaTextKey(area, 'name')]: 'Membres de l’atelier' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().texts[memberAreaTextKey(area, 'name')].text).toBe('Membres de l’atelier');
    expect(await siteStatus()).toMatchObject({ total: before.total + 2, translated: before.translated + 1 });
    // An area without a welcome has one text less to translate.
    await owner.site.request('PATCH', `/api/config/member-areas/${area}`, { welcomeText: '' });
    expect((await siteStatus()).total).toBe(before.total + 1);
  });

  it('keeps a translation within the area’s own lengths, under an area’s key, and loses nothing refused', async () => {
    const refused = await owner.site.request('PATCH', '/api/multilingual/site-texts', {
      language: 'fr',
      texts: {
        [memberAreaTextKey(area, 'name')]: 'x'.repeat(101),
        [memberAreaTextKey(area, 'welcome')]: 'x'.repeat(2001),
        'memberArea.nope.name': 'Rien',
        [`memberArea.${area}.title`]: 'Rien',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(
      [
        memberAreaTextKey(area, 'name'),
        memberAreaTextKey(area, 'welcome'),
        'memberArea.nope.name',
        `memberArea.${area}.title`,
      ].sort(),
    );
    const texts = (await owner.site.request('GET', '/api/multilingual/site-texts?language=fr')).json().texts;
    expect(texts[memberAreaTextKey(area, 'name')].text).toBe('Membres de l’atelier');
    const long = await owner.site.request('PATCH', '/api/multilingual/site-texts', {
      language: 'fr',
      texts: { [memberAreaTextKey(area, 'welcome')]: 'é'.repeat(2000) },
    });
    expect(long.statusCode, long.body).toBe(200);
  });
});
