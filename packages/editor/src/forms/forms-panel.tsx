import { type ReactNode, useMemo, useState } from 'react';
import { type FormListing, listForms } from '../api/forms.api';
import { countLabel } from '../shared/format';
import { EmptyState, LoadFailed, Loading, RoleCannotSee } from '../shared/list-states';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys, useLoaded } from '../shared/queries';
import { type CountChange, FormInbox } from './form-inbox';
import { onListKeyDown } from './list-keys';
import { OutboxView } from './outbox-view';
import { SubscribersView } from './subscribers-view';

type View = { kind: 'form'; formId: string } | { kind: 'subscribers' } | { kind: 'outbox' };

const MAIL_VIEWS = [
  { kind: 'subscribers', label: 'Subscribers' },
  { kind: 'outbox', label: 'Outbox' },
] as const;

interface FormsPanelProps {
  onClose(): void;
  /**
   * What the signed-in role may do (docs/permissions.md): without `forms` it sees the list of forms
   * but not the submissions, subscribers or emails, which are people's data.
   */
  permissions: readonly string[];
}

/** Why each view of people's data is not shown to a role without `forms`. */
const NOT_FOR_YOUR_ROLE = {
  form: 'Submissions hold what visitors sent about themselves, so only roles that manage forms see them.',
  subscribers: 'Subscribers are people’s email addresses, so only roles that manage forms see them.',
  outbox:
    'Emails are written to visitors and customers and about them, so only roles that manage forms see them.',
} as const;

function applyCounts(forms: FormListing[], formId: string, change: CountChange): FormListing[] {
  return forms.map((form) =>
    form.formId === formId
      ? {
          ...form,
          submissionCount: Math.max(0, form.submissionCount + (change.submissions ?? 0)),
          unreadCount: Math.max(0, form.unreadCount + (change.unread ?? 0)),
        }
      : form,
  );
}

function FormNavItem({ form, current, onOpen }: { form: FormListing; current: boolean; onOpen(): void }) {
  return (
    <li>
      <button
        type="button"
        className="block-row__select forms-nav__item"
        aria-current={current ? 'true' : undefined}
        onClick={onOpen}
      >
        <span className="forms-nav__title">
          {form.title}
          {form.kind === 'newsletter' ? <span className="badge">Newsletter</span> : null}
        </span>
        {form.pagePath ? <span className="forms-nav__page">{form.pageTitle || form.pagePath}</span> : null}
        <span className="forms-nav__counts">
          {countLabel(form.submissionCount, 'submission', 'submissions')}
          {form.unreadCount > 0 ? (
            <span className="badge badge--unread">{form.unreadCount} unread</span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/** Everything visitors sent: each form's inbox, the newsletter's subscribers, and the emails sent about them. */
export function FormsPanel({ onClose, permissions }: FormsPanelProps) {
  const canRead = permissions.includes('forms');
  const forms = useLoaded(queryKeys.forms, listForms);
  const [chosen, setChosen] = useState<View | null>(null);
  const list = forms.data ?? [];
  // Until the owner picks something (or when the form picked is gone), the first form is open, or
  // the subscribers when there is none.
  const chosenGone = chosen?.kind === 'form' && forms.data && !list.some((f) => f.formId === chosen.formId);
  const view: View | null =
    (chosenGone ? null : chosen) ??
    (list[0] ? { kind: 'form', formId: list[0].formId } : forms.data ? { kind: 'subscribers' } : null);
  const formNames = useMemo(() => new Map(list.map((form) => [form.formId, form.title])), [list]);

  let nav: ReactNode;
  if (forms.error && !forms.data) nav = <LoadFailed error={forms.error} onRetry={forms.reload} />;
  else if (!forms.data) nav = <Loading>Loading forms…</Loading>;
  else if (list.length === 0) {
    nav = (
      <EmptyState title="No forms yet">
        <p>Add a Form or Newsletter block to a page and publish it. What visitors send appears here.</p>
      </EmptyState>
    );
  } else {
    nav = (
      <ul className="forms-nav__list" onKeyDown={onListKeyDown}>
        {list.map((form) => (
          <FormNavItem
            key={form.formId}
            form={form}
            current={view?.kind === 'form' && view.formId === form.formId}
            onOpen={() => setChosen({ kind: 'form', formId: form.formId })}
          />
        ))}
      </ul>
    );
  }

  const openForm = view?.kind === 'form' ? list.find((form) => form.formId === view.formId) : undefined;
  let main: ReactNode = null;
  if (openForm) {
    main = (
      <div className="forms-view">
        <div className="forms-view__head">
          <div>
            <h3>{openForm.title}</h3>
            {openForm.pagePath ? (
              <p className="muted">
                On{' '}
                <a href={openForm.pagePath} target="_blank" rel="noopener">
                  {openForm.pageTitle || openForm.pagePath}
                </a>
              </p>
            ) : (
              <p className="muted">No longer on a published page.</p>
            )}
          </div>
        </div>
        {canRead ? (
          <FormInbox
            key={openForm.formId}
            form={openForm}
            onCounts={(change) => forms.update((all) => applyCounts(all, openForm.formId, change))}
            onRefresh={forms.reload}
          />
        ) : (
          <RoleCannotSee>{NOT_FOR_YOUR_ROLE.form}</RoleCannotSee>
        )}
      </div>
    );
  } else if (view && view.kind !== 'form' && !canRead) {
    main = (
      <div className="forms-view">
        <div className="forms-view__head">
          <h3>{MAIL_VIEWS.find((item) => item.kind === view.kind)?.label}</h3>
        </div>
        <RoleCannotSee>{NOT_FOR_YOUR_ROLE[view.kind]}</RoleCannotSee>
      </div>
    );
  } else if (view?.kind === 'subscribers') {
    main = <SubscribersView formNames={formNames} />;
  } else if (view?.kind === 'outbox') {
    main = <OutboxView />;
  }

  return (
    <ModalDialog title="Forms" onClose={onClose} className="modal--forms">
      <div className="forms-panel">
        <nav className="forms-nav" aria-label="Forms and email">
          <h3 className="forms-nav__heading">Forms</h3>
          {nav}
          <h3 className="forms-nav__heading">Newsletter and email</h3>
          <ul className="forms-nav__list" onKeyDown={onListKeyDown}>
            {MAIL_VIEWS.map((item) => (
              <li key={item.kind}>
                <button
                  type="button"
                  className="block-row__select forms-nav__item"
                  aria-current={view?.kind === item.kind ? 'true' : undefined}
                  onClick={() => setChosen({ kind: item.kind })}
                >
                  <span className="forms-nav__title">{item.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="forms-panel__main">{main}</div>
      </div>
    </ModalDialog>
  );
}
