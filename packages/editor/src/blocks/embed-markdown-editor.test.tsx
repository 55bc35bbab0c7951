// @vitest-environment happy-dom
import { EMBED_MESSAGES } from '@atelier/domain';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { describeBlock } from '../document/block-kinds';
import { blockTexts } from '../languages/block-texts';
import { blockPanelHarness } from './block-panel.test-support';
import { panelSteps } from './panel-steps.test-support';

const MAP =
  '<iframe src="https://maps.example.org/embed?q=kiln" title="Studio map" allowfullscreen></iframe>';

describe('the Embed block in the Blocks panel', () => {
  const harness = blockPanelHarness('About', 'about');
  const { show, until, lastBlock, saved, container } = harness;
  const { field, add, type, hintOf } = panelSteps(harness);

  it('starts empty, keeps a code it cannot frame out of the page with the reason, and saves one it can', async () => {
    await show();
    await add('Embed');
    await until(() => expect(lastBlock()).toMatchObject({ type: 22, settings: { html: '', size: '16:9' } }));
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Embed', detail: 'Paste an embed code' });
    const count = saved.length;
    await type('Embed code or address', '<script src="https://widgets.example/w.js"></script>');
    expect(container().textContent).toContain(EMBED_MESSAGES.script);
    expect(field('Embed code or address').getAttribute('aria-invalid')).toBe('true');
    await type('Embed code or address', 'http://maps.example.org/embed');
    expect(container().textContent).toContain(EMBED_MESSAGES.notHttps);
    // Nothing the server would refuse was sent.
    expect(
      saved.slice(count).every((document) => document.sections[0]?.blocks.at(-1)?.settings.html === ''),
    ).toBe(true);
    await type('Embed code or address', MAP);
    await until(() => expect(lastBlock()?.settings.html).toBe(MAP));
    expect(hintOf('Embed code or address')).toContain('Shows maps.example.org');
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Embed', detail: 'From maps.example.org' });
  });

  it('sets its title, proportions or a fixed height', async () => {
    await show();
    await add('Embed');
    await type('Embed code or address', 'https://calendar.example.com/embed/studio');
    await type('Title for screen readers', 'Class calendar');
    await until(() =>
      expect(lastBlock()?.settings).toMatchObject({
        html: 'https://calendar.example.com/embed/studio',
        title: 'Class calendar',
      }),
    );
    expect(blockTexts(lastBlock()!).map((text) => text.label)).toEqual(['Frame title']);
    const size = field('Size') as unknown as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual([
      '16:9',
      '4:3',
      '3:2',
      '1:1',
      '9:16',
      'height',
    ]);
    await act(async () => {
      size.value = '4:3';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => expect(lastBlock()?.settings.size).toBe('4:3'));
    expect(() => field('Height (pixels)')).toThrow();
    await act(async () => {
      size.value = 'height';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await type('Height (pixels)', '520');
    await until(() => expect(lastBlock()?.settings).toMatchObject({ size: 'height', height: 520 }));
  });
});

describe('the Markdown block in the Blocks panel', () => {
  const harness = blockPanelHarness('About', 'about');
  const { show, until, lastBlock } = harness;
  const { field, add, type } = panelSteps(harness);

  it('starts with an example, saves what the owner writes, and translates it on several lines', async () => {
    await show();
    await add('Markdown');
    await until(() =>
      expect(lastBlock()).toMatchObject({
        type: 44,
        settings: { text: expect.stringContaining('## A heading') },
      }),
    );
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Markdown', detail: 'A heading' });
    expect(field('Markdown').tagName).toBe('TEXTAREA');
    await type('Markdown', '# Glaze days\n\nBring **your own** bowls.');
    await until(() => expect(lastBlock()?.settings.text).toBe('# Glaze days\n\nBring **your own** bowls.'));
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Markdown', detail: 'Glaze days' });
    expect(blockTexts(lastBlock()!).map((text) => [text.label, text.input])).toEqual([['Markdown', 'area']]);
  });
});
