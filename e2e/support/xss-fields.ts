import { BlockType } from '@atelier/domain';
import type { TestClient } from '@atelier/server/testing/test-app';
import { expect } from 'vitest';
import { newId } from './pages';
import { type Payload, pack } from './xss-payloads';

/**
 * Stores payloads in the fields owners control, through the owner API as the editor does. Every
 * function answers with the number of payload values the server accepted; a value the server
 * refuses (a script-scheme link) is replaced by a plain one, and that refusal is a safe outcome.
 */

type Json = Record<string, unknown>;

const block = (type: number, settings: Json) => ({ id: newId(), type, settings });
const heading = (text: string) => ({
  type: 'doc',
  content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] }],
});
const paragraph = (text: string, href: string) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text },
        { type: 'text', text: ` link ${text}`, marks: [{ type: 'link', attrs: { href, target: '_blank' } }] },
      ],
    },
  ],
});

/** A page document carrying each payload of a chunk in every block field a page can show. */
export function payloadDocument(chunk: readonly Payload[], formId: string, newsletterId: string) {
  const texts = chunk.map((p) => p.text);
  const first = texts[0] ?? 'x';
  const sections = [
    texts.map((t) => block(BlockType.html, { doc: heading(t) })),
    texts.map((t) => block(BlockType.html, { doc: paragraph(t, t) })),
    texts.map((t) =>
      block(BlockType.button, { label: t, href: t, size: 'medium', alignment: 'left', newWindow: false }),
    ),
    texts.map((t) =>
      block(BlockType.image, {
        src: '/assets/demo/studio.svg',
        alt: t,
        caption: t,
        link: t,
        width: 1200,
        height: 675,
      }),
    ),
    texts.map((t) => block(BlockType.quote, { text: t, source: t })),
    [
      block(BlockType.gallery, {
        slides: texts.map((t) => ({
          id: newId(),
          type: 'image',
          src: '/assets/demo/studio.svg',
          alt: t,
          caption: t,
          clickThroughUrl: t,
          width: 1200,
          height: 675,
        })),
        design: 'grid',
      }),
      block(BlockType.search, { placeholder: first.slice(0, 200) }),
      block(BlockType.form, {
        formId,
        title: first,
        fields: [
          ...texts.map((t, i) => ({
            id: `text-${i}`,
            type: 'text',
            title: t,
            description: t,
            placeholder: t.slice(0, 200),
          })),
          { id: 'pick', type: 'select', title: first, options: texts },
          { id: 'note', type: 'textarea', title: 'Note', maxLength: 10_000 },
        ],
        submitButtonText: first,
        postSubmit: { kind: 'message', message: texts.join(' ') },
        captcha: false,
      }),
      block(BlockType.newsletter, {
        formId: newsletterId,
        title: first,
        description: texts.join(' ').slice(0, 2000),
        placeholder: first.slice(0, 200),
        buttonText: first.slice(0, 200),
        successMessage: texts.join(' ').slice(0, 2000),
        captcha: false,
      }),
    ],
  ].map((blocks) => ({ id: newId(), blocks }));
  const seo = pack(chunk, 300)[0] ?? '';
  return { sections, seo: { title: first.slice(0, 70), description: seo } };
}

/** Sets a value at a dotted path such as "document.sections.2.blocks.5.settings.href". */
function setPath(target: Json, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let node: unknown = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Json)[key];
  }
  if (typeof node !== 'object' || node === null) return false;
  (node as Json)[keys.at(-1)!] = value;
  return true;
}

/**
 * Saves a draft and publishes it. Link fields the server refuses become '/'; any other refusal
 * fails the test. Returns how many link values were refused.
 */
export async function saveAndPublish(owner: TestClient, pageId: string, document: Json): Promise<number> {
  const draft = (await owner.request('GET', `/api/config/pages/${pageId}/draft`)).json();
  const body: Json = { document, revision: draft.revision };
  let refused = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const saved = await owner.request('PUT', `/api/config/pages/${pageId}/draft`, body);
    if (saved.statusCode === 200) {
      const published = await owner.request('POST', `/api/config/pages/${pageId}/publish`, {});
      expect(published.statusCode, published.body).toBe(200);
      return refused;
    }
    expect(saved.statusCode, saved.body).toBe(400);
    const fields = Object.keys((saved.json().errors ?? saved.json().fields ?? {}) as Json);
    const links = fields.filter((path) => /\.(href|link|clickThroughUrl)$/.test(path));
    expect(links.length, `only links may be refused: ${saved.body.slice(0, 400)}`).toBe(fields.length);
    for (const path of links) if (setPath(body, path, '/')) refused += 1;
  }
  throw new Error('the draft was still refused after replacing every refused link');
}
