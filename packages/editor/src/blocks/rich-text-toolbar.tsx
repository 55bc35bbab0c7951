import { linkProblem } from '@atelier/domain';
import { type Editor, useEditorState } from '@tiptap/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSitePages } from '../shared/site-pages';

const STYLES = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
  { value: '4', label: 'Heading 4' },
] as const;

type Level = 1 | 2 | 3 | 4;

export function RichTextToolbar({ editor }: { editor: Editor | null }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [newTab, setNewTab] = useState(false);
  const pages = useSitePages();
  const problem = href.trim() ? linkProblem(href) : null;
  const linkInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (!e) return null;
      const level = ([1, 2, 3, 4] as const).find((n) => e.isActive('heading', { level: n }));
      return {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        link: e.isActive('link'),
        href: String(e.getAttributes('link').href ?? ''),
        newTab: e.getAttributes('link').target === '_blank',
        style: level ? String(level) : 'paragraph',
      };
    },
  });
  if (!editor || !state) return null;

  const chain = () => editor.chain().focus();

  function applyLink(event: FormEvent) {
    event.preventDefault();
    const value = href.trim();
    if (value && linkProblem(value)) return;
    if (value)
      chain()
        .extendMarkRange('link')
        .setLink({ href: value, target: newTab ? '_blank' : null })
        .run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  }

  const toggle = (label: string, active: boolean, run: () => void, glyph: string) => (
    <button
      type="button"
      className="toolbar__button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={run}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    <div className="rich-text__tools">
      <div className="toolbar" role="toolbar" aria-label="Text formatting">
        <select
          className="toolbar__select"
          aria-label="Text style"
          value={state.style}
          onChange={(e) => {
            const value = e.target.value;
            if (value === 'paragraph') chain().setParagraph().run();
            else
              chain()
                .setHeading({ level: Number(value) as Level })
                .run();
          }}
        >
          {STYLES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        {toggle('Bold', state.bold, () => chain().toggleBold().run(), 'B')}
        {toggle('Italic', state.italic, () => chain().toggleItalic().run(), 'I')}
        {toggle('Bulleted list', state.bulletList, () => chain().toggleBulletList().run(), '•')}
        {toggle('Numbered list', state.orderedList, () => chain().toggleOrderedList().run(), '1.')}
        {toggle(
          'Link',
          state.link || linkOpen,
          () => {
            setHref(state.href);
            setNewTab(state.newTab);
            setLinkOpen((on) => !on);
          },
          'Link',
        )}
      </div>
      {linkOpen ? (
        <form className="link-form" aria-label="Link" onSubmit={applyLink}>
          <label className="visually-hidden" htmlFor="rich-text-link">
            Link address
          </label>
          <input
            ref={linkInput}
            id="rich-text-link"
            className="field__input"
            placeholder="https://… or /page"
            list="rich-text-link-pages"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'rich-text-link-problem' : undefined}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <datalist id="rich-text-link-pages">
            {pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.title}
              </option>
            ))}
          </datalist>
          <label className="link-form__new-tab">
            <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.target.checked)} /> Open in a
            new tab
          </label>
          {problem ? (
            <p id="rich-text-link-problem" className="field__error">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="button button--small" disabled={problem !== null}>
            Apply link
          </button>
          {state.link ? (
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              Remove link
            </button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
