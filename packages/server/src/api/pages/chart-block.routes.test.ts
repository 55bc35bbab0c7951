import { CHART_DATASET_MESSAGES } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { seedDemo } from '#seed/demo';
import { DEMO_CHART } from '#seed/demo-chart';
import { createTestApp, TestClient } from '#testing/test-app';

const HOST = 'demo.localhost';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The chart's own <figure> (the Work page's gallery has figures too). */
function chartOf(main: string): string {
  const start = main.lastIndexOf('<figure', main.indexOf('data-block-type="62"'));
  return main.slice(start, main.indexOf('</figure>', start));
}
const count = (text: string, part: string) => text.split(part).length - 1;

describeEachDatabase('the chart block (type 62)', (database) => {
  let app: FastifyInstance;
  let owner: TestClient;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
    owner = new TestClient(app, HOST);
    expect((await owner.signIn(app.config.demoOwnerEmail, app.config.demoOwnerPassword)).statusCode).toBe(
      200,
    );
  });
  afterAll(() => app.close());

  it('draws the demo’s kiln chart on Work as a server-rendered SVG, its data in a table, with no script', async () => {
    const visitor = new TestClient(app, HOST);
    const work = await visitor.request('GET', '/work');
    expect(work.statusCode).toBe(200);
    const main = mainOf(work.body);
    expect(main).toContain('data-block-type="62"');
    const chart = chartOf(main);
    expect(chart).toMatch(/^<figure[^>]*data-block-type="62"/);
    expect(chart).not.toContain('data-behaviour');
    expect(chart).toMatch(/<svg[^>]*role="img"[^>]*viewBox="0 0 640 360"/);
    expect(chart).toContain('<title id="chart-');
    expect(chart).toContain('>Firings this year</title>');
    // A bar a season a series, and the same numbers in the hidden table.
    expect(count(chart, '<rect class="block-chart__bar"')).toBe(
      DEMO_CHART.rows.length * DEMO_CHART.columns.length,
    );
    expect(chart).toContain('<div class="visually-hidden"><table class="block-chart__table">');
    expect(count(chart, '<th scope="row">')).toBe(DEMO_CHART.rows.length);
    for (const row of DEMO_CHART.rows) expect(chart).toContain(`<th scope="row">${row.label}</th>`);
  });

  it('reads in French, and site search finds the page by a series’ name', async () => {
    const visitor = new TestClient(app, HOST);
    const french = chartOf(mainOf((await visitor.request('GET', '/fr/creations')).body));
    expect(french).toContain('>Cuissons de l’année</title>');
    expect(french).toContain('<th scope="row">Printemps</th>');
    expect(french).toContain('Cuissons de dégourdi');
    const found = await visitor.request('GET', '/search?q=bisque');
    expect(mainOf(found.body)).toMatch(/href="\/work"/);
  });

  describe('saving a chart block', () => {
    const save = async (settings: unknown) => {
      const pages = (await owner.request('GET', '/api/config/pages')).json().pages as {
        id: string;
        slug: string;
      }[];
      const contact = pages.find((p) => p.slug === 'contact')!;
      const { document, revision } = (
        await owner.request('GET', `/api/config/pages/${contact.id}/draft`)
      ).json();
      const section = document.sections[0];
      const edited = {
        ...document,
        sections: [{ ...section, blocks: [...section.blocks, { id: 'c'.repeat(24), type: 62, settings }] }],
      };
      return owner.request('PUT', `/api/config/pages/${contact.id}/draft`, { document: edited, revision });
    };
    const fieldsOf = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { fields?: unknown; errors?: unknown }).fields ?? response.json());
    const pie = { kind: 1011, columns: ['Pieces'], rows: [{ label: 'Bowls', values: [3] }] };

    it('keeps a valid chart', async () => {
      expect((await save(DEMO_CHART)).statusCode).toBe(200);
      expect((await save(pie)).statusCode).toBe(200);
    });

    it.each([
      [
        { ...pie, columns: [], rows: [{ label: 'Bowls', values: [] }] },
        'columns',
        CHART_DATASET_MESSAGES.noColumn,
      ],
      [{ ...pie, rows: [] }, 'rows', 'Your dataset must have at least one row'],
      [{ ...pie, rows: [{ label: 'Bowls', values: [null] }] }, 'rows', 'One or more rows was missing data'],
      [{ ...pie, kind: 1012 }, 'kind', 'Choose a bar, line or pie chart.'],
      [
        { ...pie, rows: [{ label: 'x'.repeat(61), values: [1] }] },
        'rows.0.label',
        'Use at most 60 characters.',
      ],
    ])('refuses %j with 400 naming the field and its message', async (settings, field, message) => {
      const response = await save(settings);
      expect(response.statusCode).toBe(400);
      const fields = fieldsOf(response);
      expect(fields).toContain(`.settings.${field}"`);
      expect(fields).toContain(message);
    });
  });
});
