import './members.css';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { listMemberAreas } from '../api/members.api';
import { RoleCannotSee } from '../shared/list-states';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys, useLoaded } from '../shared/queries';
import { AreasView } from './areas-view';
import { MembersView } from './members-view';

const SECTIONS = [
  ['members', 'Members'],
  ['areas', 'Member areas'],
] as const;
type Section = (typeof SECTIONS)[number][0];

interface MembersPanelProps {
  onClose(): void;
  /** What the signed-in role may do (docs/permissions.md): members are people's data, behind `members`. */
  permissions: readonly string[];
}

/** The site's members (visitors with an account on it) and the member areas they can be given. */
export function MembersPanel({ onClose, permissions }: MembersPanelProps) {
  const canRead = permissions.includes('members');
  const baseId = useId();
  const tabList = useRef<HTMLDivElement>(null);
  const [section, setSection] = useState<Section>('members');
  // Both sections name areas: the list's filter and a member's access read the same answer.
  const areas = useLoaded(queryKeys.memberAreas, listMemberAreas, { enabled: canRead });
  const tabId = (key: Section) => `${baseId}-tab-${key}`;
  const sectionId = (key: Section) => `${baseId}-section-${key}`;

  function onTabKeys(event: KeyboardEvent) {
    const index = SECTIONS.findIndex(([key]) => key === section);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const [key] = SECTIONS.at(target % SECTIONS.length) ?? SECTIONS[0];
    setSection(key);
    tabList.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(key))}`)?.focus();
  }

  return (
    <ModalDialog title="Members" onClose={onClose} className="modal--forms">
      {canRead ? (
        <div className="forms-panel">
          <nav className="forms-nav" aria-label="Members">
            <div
              ref={tabList}
              role="tablist"
              aria-label="Members sections"
              aria-orientation="vertical"
              className="forms-nav__list"
              onKeyDown={onTabKeys}
            >
              {SECTIONS.map(([key, label]) => (
                <button
                  key={key}
                  id={tabId(key)}
                  type="button"
                  role="tab"
                  aria-selected={section === key}
                  aria-controls={sectionId(key)}
                  tabIndex={section === key ? 0 : -1}
                  className="block-row__select forms-nav__item members-nav__tab"
                  onClick={() => setSection(key)}
                >
                  <span className="forms-nav__title">{label}</span>
                </button>
              ))}
            </div>
          </nav>
          <div className="forms-panel__main">
            {/* Both stay mounted, so the list keeps its search and filters while the owner edits areas. */}
            {SECTIONS.map(([key]) => (
              <section
                key={key}
                id={sectionId(key)}
                role="tabpanel"
                aria-labelledby={tabId(key)}
                hidden={section !== key}
              >
                {key === 'members' ? <MembersView areas={areas} /> : <AreasView areas={areas} />}
              </section>
            ))}
          </div>
        </div>
      ) : (
        <RoleCannotSee>
          Members are people’s accounts on your site, with their email addresses and orders, so only admins
          and editors see them.
        </RoleCannotSee>
      )}
    </ModalDialog>
  );
}
