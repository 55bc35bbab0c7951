import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Closes the open menu; `refocus` gives focus back to its button. */
const CloseMenu = createContext<(refocus: boolean) => void>(() => {});

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

interface MenuButtonProps {
  /** The menu's id, named by the button's `aria-controls` while it is open. */
  menuId: string;
  /** The menu's accessible name. */
  menuLabel: string;
  menuClassName: string;
  buttonClassName: string;
  /** The button's accessible name when its content is a symbol. */
  buttonLabel?: string;
  disabled?: boolean;
  /** What the button shows. */
  button: ReactNode;
  /** The menu's `MenuItem`s. */
  children: ReactNode;
}

/**
 * A menu button (WAI-ARIA menu pattern): the button or ArrowDown on it opens the menu with focus on
 * its first item; arrow keys, Home and End move between items; Escape closes it and gives focus back
 * to the button; Tab or a press outside closes it. The keys it uses go no further, so Escape does not
 * also toggle the full-screen preview.
 */
export function MenuButton(props: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = menuItems(menu.current);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(at + 1);
    else if (event.key === 'ArrowUp') focusAt(at - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <div className="menu-anchor">
      <button
        ref={button}
        type="button"
        className={props.buttonClassName}
        aria-label={props.buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? props.menuId : undefined}
        disabled={props.disabled}
        onClick={() => setOpen((on) => !on)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {props.button}
      </button>
      {open ? (
        <div
          ref={menu}
          id={props.menuId}
          className={props.menuClassName}
          role="menu"
          aria-label={props.menuLabel}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
        >
          <CloseMenu.Provider value={close}>{props.children}</CloseMenu.Provider>
        </div>
      ) : null}
    </div>
  );
}

interface MenuItemProps {
  label: string;
  /** A line under the label, for sighted users (the label names the action). */
  hint?: string;
  /** The item opens a dialog (`aria-haspopup`). */
  opensDialog?: boolean;
  /** Focus goes back to the menu's button once the menu closes (the action opens nothing). */
  refocus?: boolean;
  onSelect(): void;
}

/** One action of a `MenuButton`'s menu: choosing it closes the menu, then runs it. */
export function MenuItem({ label, hint, opensDialog, refocus = false, onSelect }: MenuItemProps) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="menu__item"
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={() => {
        close(refocus);
        onSelect();
      }}
    >
      <span className="menu__label">{label}</span>
      {hint !== undefined ? (
        <span className="menu__hint" aria-hidden="true">
          {hint}
        </span>
      ) : null}
    </button>
  );
}
