import type { Behaviour } from '../../runtime/behaviours';

const TABBED = 'block-menu--tabbed';

/**
 * Menu block (type 18) in the browser. The server sends WAI-ARIA tabs with the first selected (spec
 * 000 §9: the menu block defaults to its first tab), so the page does not move when this runs; it
 * wires them: arrow keys, Home and End move the focus along the tab list; Enter, Space or a click
 * shows a tab. Returns the undo, which leaves the tabs as the server sent them, the first selected.
 */
const menuBehaviour: Behaviour = (element) => {
  const list = element.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
  const panels = tabs.map((tab) =>
    element.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? ''),
  );
  if (!list || tabs.length < 2 || panels.some((panel) => !panel)) return undefined;

  const select = (chosen: number) =>
    tabs.forEach((tab, index) => {
      tab.setAttribute('aria-selected', String(index === chosen));
      tab.tabIndex = index === chosen ? 0 : -1;
      panels[index]!.hidden = index !== chosen;
    });
  const indexOf = (target: EventTarget | null) =>
    tabs.indexOf((target as Element | null)?.closest?.('[role="tab"]') as HTMLButtonElement);

  const onClick = (event: MouseEvent) => {
    const index = indexOf(event.target);
    if (index >= 0) select(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexOf(event.target);
    if (index < 0) return;
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      tabs[next]!.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
    }
  };

  // A page cached before the tabs came from the server sent them hidden and its panels stacked.
  panels.forEach((panel, index) => {
    panel!.setAttribute('role', 'tabpanel');
    panel!.setAttribute('aria-labelledby', tabs[index]!.id);
    panel!.tabIndex = 0;
  });
  select(0);
  list.hidden = false;
  element.classList.add(TABBED);
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);

  return () => {
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    select(0);
  };
};

export default menuBehaviour;
