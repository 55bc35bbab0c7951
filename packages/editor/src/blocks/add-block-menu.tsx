import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { BLOCK_KINDS, type BlockKind } from '../document/block-kinds';

interface AddBlockMenuProps {
  disabled?: boolean;
  onAdd(kind: BlockKind): void;
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

/** A menu button (WAI-ARIA menu pattern): arrow keys move, Enter picks, Escape closes and returns focus. */
export function AddBlockMenu({ disabled, onAdd }: AddBlockMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => menuItems(menu.current);

  useEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(at + 1);
    else if (event.key === 'ArrowUp') focusAt(at - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    // Handled here; in particular Escape must not also toggle the full-screen preview.
    event.preventDefault();
  }

  return (
    <div className="menu-anchor">
      <button
        ref={button}
        type="button"
        className="button button--primary button--small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="add-block-menu"
        disabled={disabled}
        onClick={() => setOpen((on) => !on)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Add block
      </button>
      {open ? (
        <div
          ref={menu}
          id="add-block-menu"
          className="menu"
          role="menu"
          aria-label="Block types"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
        >
          {BLOCK_KINDS.map(({ kind, label, hint }) => (
            <button
              key={kind}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu__item"
              onClick={() => {
                close(false);
                onAdd(kind);
              }}
            >
              <span className="menu__label">{label}</span>
              <span className="menu__hint" aria-hidden="true">
                {hint}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
