import type { FastifyInstance, FastifyRequest } from 'fastify';
import { donationsCsv } from '#modules/donations/donations.csv';
import { DonationErrors } from '#modules/donations/donations.errors';
import { donationToJson, organisationToJson, totalsToJson } from '#modules/donations/donations.model';
import * as q from '#modules/donations/donations.queries';
import { DonationParams, OrganisationBody } from '#modules/donations/donations.schemas';
import { csvStream } from '#platform/csv/csv';
import { parseInput } from '#platform/errors/validation';
import { requirePermission } from '#platform/tenancy/permissions';
import { resendReceipt } from '#workflows/donations/donation-paid.workflow';

/**
 * The owner's donors: the gifts with totals by cause and overall, their CSV, resending a receipt,
 * and the organisation's details printed on tax receipts. Donors are people's data: reading them
 * needs `donations` as well (docs/permissions.md).
 */
export async function donationRoutes(app: FastifyInstance): Promise<void> {
  const base = '/api/config/donations';
  app.addHook('preHandler', requirePermission(app, 'donations'));

  const siteId = (request: FastifyRequest) => request.site!.id;

  app.get(base, async (request, reply) => {
    const [rows, totals, organisation] = await Promise.all([
      q.listDonations(app.db, siteId(request)),
      q.donationTotals(app.db, siteId(request)),
      q.readOrganisation(app.db, siteId(request)),
    ]);
    reply.header('Cache-Control', 'private, no-store');
    return {
      donations: rows.map(donationToJson),
      totals: totalsToJson(totals),
      organisation: organisationToJson(organisation),
    };
  });

  app.get(`${base}.csv`, async (request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="donations.csv"')
      .header('Cache-Control', 'private, no-store')
      .send(csvStream(donationsCsv(q.allDonations(app.db, siteId(request))))),
  );

  app.get(`${base}/organisation`, async (request) => ({
    organisation: organisationToJson(await q.readOrganisation(app.db, siteId(request))),
  }));

  app.put(`${base}/organisation`, async (request) => {
    const body = parseInput(OrganisationBody, request.body);
    await q.saveOrganisation(
      app.db,
      siteId(request),
      { organisation_name: body.name, organisation_address: body.address, tax_number: body.taxNumber },
      new Date().toISOString(),
    );
    return { organisation: organisationToJson(await q.readOrganisation(app.db, siteId(request))) };
  });

  app.post(`${base}/:id/resend-receipt`, async (request) => {
    const params = DonationParams.safeParse(request.params);
    if (!params.success) throw DonationErrors.notFound();
    return { donation: donationToJson(await resendReceipt(app, siteId(request), params.data.id)) };
  });
}
