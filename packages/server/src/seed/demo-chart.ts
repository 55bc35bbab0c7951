import {
  BlockType,
  BlockVariant,
  type ChartBlockSettings,
  headingDoc,
  newId,
  paragraphDoc,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

/** The Work page's chart: the studio's kiln firings each season, bisque and glaze side by side. */
export const DEMO_CHART: ChartBlockSettings = {
  kind: BlockVariant.chartBar,
  title: 'Firings this year',
  columns: ['Bisque firings', 'Glaze firings'],
  rows: [
    { label: 'Winter', values: [6, 4] },
    { label: 'Spring', values: [9, 7] },
    { label: 'Summer', values: [12, 10] },
    { label: 'Autumn', values: [8, 9] },
  ],
  yAxisLabel: 'Firings',
  showLegend: true,
  showValues: true,
};

/**
 * A section at the end of the demo's Work page: a heading, a sentence and a Chart block (type 62)
 * drawn on the server. Run after the galleries, which make the page, and before the languages,
 * which translate it.
 */
export async function addDemoChart(db: Kysely<DB>, siteId: string): Promise<void> {
  const work = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'work')
    .executeTakeFirst();
  if (!work) return;
  const section = {
    id: newId(),
    blocks: [
      { id: newId(), type: BlockType.html, settings: { doc: headingDoc('From the kiln', 2) } },
      {
        id: newId(),
        type: BlockType.html,
        settings: {
          doc: paragraphDoc('Every piece is fired twice: once to harden the clay, once to melt the glaze.'),
        },
      },
      { id: newId(), type: BlockType.chart, settings: { ...DEMO_CHART } },
    ],
  };
  const draft = await readDraft(db, siteId, work.id);
  await saveDraft(
    db,
    siteId,
    work.id,
    { ...draft.document, sections: [...draft.document.sections, section] },
    draft.revision,
  );
  // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
}
