// @vitest-environment happy-dom
import { BlockType, type SiteContext } from '@atelier/domain';
import { BlockView } from '@atelier/site';
// The runtime's own payload builders: the site package exports no runtime modules by name.
import { COMMON_FIELD_TYPES, checkCommonData } from '@atelier/site/tracking/analytics-events';
import { buttonFields } from '@atelier/site/tracking/button-census';
import { pageViewData } from '@atelier/site/tracking/page-view';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ButtonCensus, CommonData, PageViewData, RecordHit } from './analytics.schemas';

const SITE_ID = '0123456789abcdef01234567';
const RECORD = 'k2j3h4|1700000000000|1700000000000|1700000000000|1';

const context = {
  website: { id: SITE_ID },
  authenticatedAccount: null,
  collectionId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  itemId: null,
} as unknown as SiteContext;

/** What the visitor runtime sends passes the server's schemas unchanged. */
describe('the reporting schemas and the runtime that fills them', () => {
  it('take a page view as page-view.ts builds it, restricted or not', () => {
    for (const restricted of [false, true]) {
      const data = JSON.parse(JSON.stringify(pageViewData(context, RECORD, restricted)));
      expect(PageViewData.safeParse(data).error).toBeUndefined();
      const form = Object.fromEntries(
        new URLSearchParams({ event: '1', data: JSON.stringify(data), ss_cvr: RECORD }),
      );
      expect(RecordHit.safeParse(form).success).toBe(true);
    }
  });

  it('take the button fields as button-census.ts reads them from the markup', () => {
    document.body.innerHTML = renderToString(
      <BlockView
        block={{
          id: 'b1',
          type: BlockType.button,
          settings: { label: 'Book', href: '/book', newWindow: true },
        }}
      />,
    );
    const block = document.querySelector<HTMLElement>(`[data-block-type="${BlockType.button}"]`)!;
    const fields = { ...buttonFields(block, block.querySelector('a')!), visitorCookie: RECORD };
    expect(ButtonCensus.safeParse(JSON.parse(JSON.stringify(fields))).error).toBeUndefined();
  });

  it('know exactly the common fields of analytics-events.ts, typed alike', () => {
    expect(Object.keys(CommonData.shape).sort()).toEqual(Object.keys(COMMON_FIELD_TYPES).sort());
    const sample = { string: 'x', number: 1, boolean: true };
    const common = checkCommonData(
      Object.fromEntries(
        Object.entries(COMMON_FIELD_TYPES).map(([field, type]) => [
          field,
          field === 'website_id' ? SITE_ID : sample[type],
        ]),
      ),
    );
    expect(CommonData.safeParse(common).error).toBeUndefined();
  });
});
