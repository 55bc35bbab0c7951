// @vitest-environment happy-dom
import { CODE_BLOCK_LIMITS, errorMessages, type PageDocument } from '@atelier/domain';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeBlock } from '../document/block-kinds';
import { blockTexts } from '../languages/block-texts';
import { blockPanelHarness } from './block-panel.test-support';
import { blockSelectId } from './block-row';
import { CODE_READ_ONLY_HINT } from './code-editor';
import { panelSteps } from './panel-steps.test-support';

const CODE_ID = 'c0de'.repeat(6);
const ADMIN_HTML = '<p>Hours</p><script>tick()</script>';

const withCode = (settings: Record<string, unknown>): PageDocument => ({
  sections: [{ id: 'd'.repeat(24), blocks: [{ id: CODE_ID, type: 23, settings }] }],
});

describe('the Code block in the Blocks panel, for an admin', () => {
  const harness = blockPanelHarness('About', 'about', { codeAllowed: true });
  const { show, until, lastBlock, container } = harness;
  const { field, offered, add, type, hintOf } = panelSteps(harness);

  it('is offered in Add block and starts with an example in the default height', async () => {
    await show();
    const labels = (await offered()).map((item) => item.querySelector('.menu__label')?.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Code', 'Embed', 'Markdown']));
    await add('Code');
    await until(() =>
      expect(lastBlock()).toMatchObject({
        type: 23,
        settings: { html: expect.stringContaining('<p'), height: CODE_BLOCK_LIMITS.height.default },
      }),
    );
    expect(describeBlock(lastBlock()!).label).toBe('Code');
    expect((field('HTML') as HTMLTextAreaElement).readOnly).toBe(false);
    expect(hintOf('HTML')).toContain('It runs in a frame of its own');
  });

  it('saves the HTML, the frame’s title and a height within bounds only', async () => {
    await show();
    await add('Code');
    await type('HTML', ADMIN_HTML);
    await type('Title for screen readers', 'Opening hours');
    await until(() =>
      expect(lastBlock()?.settings).toMatchObject({ html: ADMIN_HTML, title: 'Opening hours' }),
    );
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Code', detail: 'Opening hours' });
    expect(blockTexts(lastBlock()!).map((text) => [text.label, text.value])).toEqual([
      ['Frame title', 'Opening hours'],
    ]);
    await type('Height before it loads (pixels)', '12');
    expect(container().textContent).toContain(
      `Give a height from ${CODE_BLOCK_LIMITS.height.min} to ${CODE_BLOCK_LIMITS.height.max} pixels.`,
    );
    await type('Height before it loads (pixels)', '360');
    await until(() => expect(lastBlock()?.settings.height).toBe(360));
    expect(
      harness.saved.every((document) => document.sections[0]?.blocks.at(-1)?.settings.height !== 12),
    ).toBe(true);
  });

  it('keeps the HTML read-only on Android, saying so in the spec’s words', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' });
    await show();
    await add('Code');
    expect((field('HTML') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(hintOf('HTML')).toBe(errorMessages.codeEditingOnAndroid);
  });
});

describe('the Code block in the Blocks panel, for a role without the code permission', () => {
  const harness = blockPanelHarness('About', 'about');
  const { show, until, saved, container } = harness;
  const { field, offered, type, hintOf } = panelSteps(harness);

  it('is not offered in Add block, while Embed and Markdown are', async () => {
    await show();
    const labels = (await offered()).map((item) => item.querySelector('.menu__label')?.textContent);
    expect(labels).not.toContain('Code');
    expect(labels).toEqual(expect.arrayContaining(['Embed', 'Markdown']));
  });

  it('shows an admin’s HTML read-only, and lets the title and height change', async () => {
    saved.push(withCode({ html: ADMIN_HTML, height: 240 }));
    await show();
    const select = () =>
      container().ownerDocument.getElementById(blockSelectId(CODE_ID)) as HTMLButtonElement;
    await until(() => expect(select()).not.toBeNull());
    await act(async () => select().click());
    await until(() => expect(field('HTML').value).toBe(ADMIN_HTML));
    const html = field('HTML') as HTMLTextAreaElement;
    expect(html.readOnly).toBe(true);
    expect(hintOf('HTML')).toBe(CODE_READ_ONLY_HINT);
    await type('Title for screen readers', 'Hours');
    await until(() =>
      expect(saved.at(-1)?.sections[0]?.blocks[0]?.settings).toEqual({
        html: ADMIN_HTML,
        height: 240,
        title: 'Hours',
      }),
    );
  });
});
