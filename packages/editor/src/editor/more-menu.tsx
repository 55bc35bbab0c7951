import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The top bar's "More" button and the secondary actions it opens (a disclosure: a button that
 * shows and hides a group of buttons). Opening moves focus to the first action; Escape closes it
 * and returns focus to the button; a press outside or choosing an action closes it too.
 */
export function MoreMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('.topbar__more button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and choices bubble up from the buttons inside.
    <div
      ref={root}
      className={`topbar__more-menu${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Used here: the editor's own Escape (full-screen preview) does not fire as well.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('.topbar__more button')) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button button--quiet topbar__more-toggle"
        aria-expanded={open}
        aria-controls="topbar-more"
        onClick={() => setOpen((now) => !now)}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      <div id="topbar-more" className="topbar__more" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
