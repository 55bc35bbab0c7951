import { type ReactNode, useId, useState } from 'react';
import {
  listMembers,
  MEMBERS_PAGE_SIZE,
  type Member,
  type MemberArea,
  type MembersFilter,
  membersCsvUrl,
  NO_MEMBERS_FILTER,
} from '../api/members.api';
import { focusNth } from '../forms/list-keys';
import { countLabel } from '../shared/format';
import { EmptyState, ListCount, LoadFailed, Loading, ShowMore } from '../shared/list-states';
import { type Loaded, queryKeys, usePagedList } from '../shared/queries';
import { useDebounced } from '../shared/use-debounced';
import { MemberDetail } from './member-detail';
import { MemberFilters } from './member-filters';
import { MembersTable } from './members-table';

const ROW_SELECTOR = 'tbody th button';

/** The site's members, newest first: search, filter, a page at a time, export; open one to manage it. */
export function MembersView({ areas }: { areas: Loaded<MemberArea[]> }) {
  const baseId = useId();
  const tableId = `${baseId}-table`;
  const openId = (memberId: string) => `${baseId}-open-${memberId}`;
  const [filter, setFilter] = useState<MembersFilter>(NO_MEMBERS_FILTER);
  const [open, setOpen] = useState<string | null>(null);
  const settled = useDebounced(filter);
  const list = usePagedList<Member>(queryKeys.memberList(settled), async (cursor) => {
    const page = await listMembers(settled, cursor);
    return { items: page.members, total: page.total ?? 0, totalCapped: page.totalCapped, next: page.next };
  });
  const areaList = areas.data ?? [];
  const members = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  if (open) {
    return (
      <MemberDetail
        key={open}
        id={open}
        areas={areas}
        onChanged={(saved) =>
          list.update((page) => ({ ...page, items: page.items.map((m) => (m.id === saved.id ? saved : m)) }))
        }
        onClose={() => {
          setOpen(null);
          // Back on the list, focus returns to the member the owner opened.
          requestAnimationFrame(() => document.getElementById(openId(open))?.focus());
        }}
      />
    );
  }

  async function showMore() {
    const shown = members.length;
    if (await list.showMore()) focusNth(tableId, ROW_SELECTOR, shown);
  }

  const filtered = Object.values(settled).some((value) => value.trim() !== '');
  let body: ReactNode;
  if (list.error && !list.data) {
    body = <LoadFailed error={list.error} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <Loading>Loading members…</Loading>;
  } else if (members.length === 0) {
    body = filtered ? (
      <EmptyState title="No members match these filters.">
        <p>Try fewer words or other filters.</p>
      </EmptyState>
    ) : (
      <EmptyState title="No members yet">
        <p>Turn on visitor accounts in Site settings, then visitors can sign up at /account.</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <MembersTable
          id={tableId}
          members={members}
          areas={areaList}
          openId={openId}
          onOpen={(member) => setOpen(member.id)}
        />
        <ShowMore
          more={Boolean(list.data?.next)}
          remaining={list.data?.totalCapped ? null : total - members.length}
          pageSize={MEMBERS_PAGE_SIZE}
          loading={list.loadingMore}
          error={list.moreError}
          onShowMore={() => void showMore()}
        />
      </>
    );
  }

  return (
    <div className="forms-view">
      <div className="forms-view__head">
        <h3>Members</h3>
        <a className="button button--small" href={membersCsvUrl} download title="Every member, oldest first">
          Export CSV
        </a>
      </div>
      <MemberFilters
        filter={filter}
        areas={areaList}
        onChange={(change) => setFilter({ ...filter, ...change })}
      />
      <ListCount
        label={list.data ? countLabel(total, 'member', 'members', list.data.totalCapped) : null}
        loading={list.loading}
        error={list.error}
      />
      <div className="forms-view__body" aria-busy={list.loading}>
        {body}
      </div>
    </div>
  );
}
