import './donations.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { describeError } from '../api/api-error';
import { FormError, TextAreaField, TextField } from '../shared/fields';
import { EmptyState, LoadFailed, Loading, RoleCannotSee } from '../shared/list-states';
import { ModalDialog } from '../shared/modal-dialog';
import {
  type Donation,
  type DonationsAnswer,
  donationsCsvUrl,
  listDonations,
  resendReceipt,
  saveOrganisation,
} from './donations.api';

const KEY = ['donations'] as const;

interface DonationsPanelProps {
  onClose(): void;
  /** What the signed-in role may do (docs/permissions.md): donors are people's data, behind `donations`. */
  permissions: readonly string[];
}

const day = (at: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at));

/** The organisation's details printed on every tax receipt. */
function OrganisationForm({ answer }: { answer: DonationsAnswer }) {
  const client = useQueryClient();
  const [form, setForm] = useState({
    name: answer.organisation.name,
    address: answer.organisation.address,
    taxNumber: answer.organisation.taxNumber,
  });
  useEffect(() => {
    setForm({
      name: answer.organisation.name,
      address: answer.organisation.address,
      taxNumber: answer.organisation.taxNumber,
    });
  }, [answer.organisation]);
  const save = useMutation({
    mutationFn: () => saveOrganisation(form),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <form
      className="stack stack--tight"
      aria-label="Organisation on receipts"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h3>Organisation on receipts</h3>
      <p className="muted">Printed on every donation receipt, for donors' tax returns.</p>
      <TextField
        label="Organisation name"
        value={form.name}
        maxLength={200}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <TextAreaField
        label="Address"
        value={form.address}
        maxLength={1000}
        onChange={(e) => setForm({ ...form, address: e.target.value })}
      />
      <TextField
        label="Tax or charity number"
        value={form.taxNumber}
        maxLength={100}
        onChange={(e) => setForm({ ...form, taxNumber: e.target.value })}
      />
      <FormError message={save.error ? describeError(save.error) : null} />
      <div className="row">
        <button type="submit" disabled={save.isPending}>
          Save details
        </button>
        {save.isSuccess ? <span role="status">Saved</span> : null}
      </div>
    </form>
  );
}

function DonorRow({ donation }: { donation: Donation }) {
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendReceipt(donation.id),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <tr data-donor={donation.email}>
      <td>{donation.receiptNumber ?? ''}</td>
      <td>{day(donation.paidAt ?? donation.createdAt)}</td>
      <td>
        {donation.name || donation.email}
        {donation.name ? <div className="muted">{donation.email}</div> : null}
        {donation.message ? <div className="muted">“{donation.message}”</div> : null}
      </td>
      <td>{donation.cause}</td>
      <td>{donation.amountFormatted}</td>
      <td>{donation.status === 'refunded' ? 'Refunded' : 'Paid'}</td>
      <td>
        <button
          type="button"
          className="button--small secondary"
          disabled={resend.isPending || donation.status !== 'paid'}
          onClick={() => resend.mutate()}
        >
          {resend.isSuccess ? 'Receipt sent' : 'Resend receipt'}
        </button>
        {resend.error ? <p className="field__error">{describeError(resend.error)}</p> : null}
      </td>
    </tr>
  );
}

/** The site's donors: totals by cause and overall, every gift, the CSV, and the receipts' organisation. */
export function DonationsPanel({ onClose, permissions }: DonationsPanelProps) {
  const canRead = permissions.includes('donations');
  const loaded = useQuery({ queryKey: KEY, queryFn: listDonations, enabled: canRead });
  return (
    <ModalDialog title="Donations" onClose={onClose} className="modal--forms">
      {!canRead ? (
        <RoleCannotSee>Donors are seen by admins and store managers only.</RoleCannotSee>
      ) : loaded.isPending ? (
        <Loading>Loading donors…</Loading>
      ) : loaded.error ? (
        <LoadFailed error={describeError(loaded.error)} onRetry={() => loaded.refetch()} />
      ) : (
        <div className="stack donations-panel" data-donations-panel="">
          <section aria-label="Totals">
            <h3>Totals</h3>
            {loaded.data.totals.overall.length === 0 ? (
              <EmptyState title="No gifts yet">Add a Donation block to a page from Add block.</EmptyState>
            ) : (
              <ul>
                {loaded.data.totals.byCause.map((t) => (
                  <li key={`${t.cause}-${t.currency}`}>
                    {t.cause}: {t.totalFormatted} from {t.count} {t.count === 1 ? 'gift' : 'gifts'}
                  </li>
                ))}
                {loaded.data.totals.overall.map((t) => (
                  <li key={t.currency} data-donations-total="">
                    <strong>
                      All causes: {t.totalFormatted} from {t.count} {t.count === 1 ? 'gift' : 'gifts'}
                    </strong>
                  </li>
                ))}
              </ul>
            )}
            <a className="button button--quiet" href={donationsCsvUrl} download>
              Export CSV
            </a>
          </section>
          {loaded.data.donations.length ? (
            <table className="table">
              <caption className="visually-hidden">Donors</caption>
              <thead>
                <tr>
                  <th scope="col">Receipt</th>
                  <th scope="col">Date</th>
                  <th scope="col">Donor</th>
                  <th scope="col">Cause</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.donations.map((d) => (
                  <DonorRow key={d.id} donation={d} />
                ))}
              </tbody>
            </table>
          ) : null}
          <OrganisationForm answer={loaded.data} />
        </div>
      )}
    </ModalDialog>
  );
}
