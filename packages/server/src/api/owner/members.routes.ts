import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as areas from '#modules/members/member-areas.queries';
import { membersCsv } from '#modules/members/members.csv';
import { MemberAdminErrors } from '#modules/members/members.errors';
import { areaToJson, memberToJson } from '#modules/members/members.model';
import * as q from '#modules/members/members.queries';
import {
  AreaInput,
  AreaParams,
  AreaPatch,
  MemberAreaParams,
  MemberParams,
  MembersQuery,
} from '#modules/members/members.schemas';
import { listMembers, membersAfter } from '#modules/members/members-list.queries';
import { ordersOfCustomer } from '#modules/orders/customer-orders.queries';
import { pagesInArea } from '#modules/pages/page-member-area.queries';
import { csvStream, pagesByKey } from '#platform/csv/csv';
import type { SiteMembersTable } from '#platform/db/schema';
import { parseInput } from '#platform/errors/validation';
import { requirePermission } from '#platform/tenancy/permissions';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { mailAreaWelcome } from '#render/area-welcome-mail';

/**
 * The owner's members and member areas (site host, permission `members`: docs/permissions.md).
 * Members are people's data: reading them needs the permission, as changing them does.
 */
export async function memberAdminRoutes(app: FastifyInstance): Promise<void> {
  const guard = requirePermission(app, 'members');
  const siteId = (request: FastifyRequest) => request.site!.id;
  // An id that is not one of ours names nothing: the same 404 as an unknown one.
  const memberParams = (request: FastifyRequest) => {
    const parsed = MemberParams.safeParse(request.params);
    if (!parsed.success) throw MemberAdminErrors.memberNotFound();
    return parsed.data;
  };
  const areaOf = async (request: FastifyRequest, areaId: string) => {
    const area = await areas.findArea(app.db, siteId(request), areaId);
    if (!area) throw MemberAdminErrors.areaNotFound();
    return area;
  };
  /**
   * An area's change, with a new render generation in the same transaction: a cached page with a
   * member area block shows the area's name, welcome and whether anyone may join, and a deleted
   * area's block shows nothing. Every page is reached (`site`): areas change rarely, and no narrower
   * stamp tells which pages hold such a block.
   */
  const changeAreas = async <T>(request: FastifyRequest, change: (db: typeof app.db) => Promise<T>) => {
    const site = siteId(request);
    const result = await app.db.transaction().execute(async (trx) => {
      const done = await change(trx);
      await bumpRenderGeneration(trx, site, new Date().toISOString(), 'site');
      return done;
    });
    app.sites.invalidate(site);
    return result;
  };
  const memberOf = async (request: FastifyRequest, id: string) => {
    const row = await q.findMember(app.db, siteId(request), id);
    if (!row) throw MemberAdminErrors.memberNotFound();
    return row;
  };

  // A page at a time by key, newest first; the first page also counts the list (up to 1,000).
  app.get('/api/config/members', { preHandler: guard }, async (request) => {
    const query = parseInput(MembersQuery, request.query);
    const page = { cursor: query.cursor ?? null, offset: 0, limit: query.limit };
    const { rows, next, count } = await listMembers(app.db, siteId(request), query, page, !query.cursor);
    const byMember = await areas.areasOfMembers(
      app.db,
      siteId(request),
      rows.map((row) => row.id),
    );
    return { members: rows.map((row) => memberToJson(row, byMember.get(row.id))), next, ...count };
  });

  app.get('/api/config/members.csv', { preHandler: guard }, async (request, reply) => {
    const site = siteId(request);
    // Streamed a page at a time by key: memory does not grow with the list.
    const pages = pagesByKey((after: SiteMembersTable | null, size) =>
      membersAfter(app.db, site, after, size),
    );
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="members.csv"')
      .header('Cache-Control', 'private, no-store')
      .send(csvStream(membersCsv(pages)));
  });

  app.get('/api/config/members/:id', { preHandler: guard }, async (request) => {
    const row = await memberOf(request, memberParams(request).id);
    const byMember = await areas.areasOfMembers(app.db, siteId(request), [row.id]);
    // Orders join a member once the address is confirmed as theirs.
    const orders = row.email_verified_at ? await ordersOfCustomer(app.db, siteId(request), row.email) : [];
    return {
      member: memberToJson(row, byMember.get(row.id)),
      orders: orders.map((order) => ({
        id: order.id,
        number: order.number,
        status: order.status,
        total: order.total,
        currency: order.currency,
        createdAt: order.created_at,
      })),
    };
  });

  // Access to an area: given by the owner (kept as the first grant when given again), or taken away.
  app.put('/api/config/members/:id/areas/:areaId', { preHandler: guard }, async (request) => {
    const parsed = MemberAreaParams.safeParse(request.params);
    if (!parsed.success) throw MemberAdminErrors.memberNotFound();
    const row = await memberOf(request, parsed.data.id);
    await areaOf(request, parsed.data.areaId);
    if (await areas.grantAccess(app.db, siteId(request), parsed.data.areaId, row.id, 'owner'))
      await mailAreaWelcome(app, request, request.site!, parsed.data.areaId, row.id);
    const byMember = await areas.areasOfMembers(app.db, siteId(request), [row.id]);
    return { member: memberToJson(row, byMember.get(row.id)) };
  });

  app.delete('/api/config/members/:id/areas/:areaId', { preHandler: guard }, async (request) => {
    const parsed = MemberAreaParams.safeParse(request.params);
    if (!parsed.success) throw MemberAdminErrors.memberNotFound();
    const row = await memberOf(request, parsed.data.id);
    await areaOf(request, parsed.data.areaId);
    await areas.removeAccess(app.db, siteId(request), parsed.data.areaId, row.id);
    const byMember = await areas.areasOfMembers(app.db, siteId(request), [row.id]);
    return { member: memberToJson(row, byMember.get(row.id)) };
  });

  app.get('/api/config/member-areas', { preHandler: guard }, async (request) => ({
    areas: (await areas.listAreas(app.db, siteId(request))).map(areaToJson),
  }));

  app.post('/api/config/member-areas', { preHandler: guard }, async (request, reply) => {
    const input = parseInput(AreaInput, request.body);
    const row = await changeAreas(request, (db) =>
      areas.insertArea(db, siteId(request), {
        name: input.name,
        join_rule: input.joinRule,
        welcome_text: input.welcomeText,
      }),
    );
    reply.status(201);
    return { area: areaToJson(row) };
  });

  app.patch('/api/config/member-areas/:areaId', { preHandler: guard }, async (request) => {
    const params = AreaParams.safeParse(request.params);
    if (!params.success) throw MemberAdminErrors.areaNotFound();
    await areaOf(request, params.data.areaId);
    const input = parseInput(AreaPatch, request.body);
    await changeAreas(request, (db) =>
      areas.updateArea(db, siteId(request), params.data.areaId, {
        name: input.name,
        join_rule: input.joinRule,
        welcome_text: input.welcomeText,
      }),
    );
    return { area: areaToJson(await areaOf(request, params.data.areaId)) };
  });

  // An area with pages in it stays: removing it would open its pages to everyone.
  app.delete('/api/config/member-areas/:areaId', { preHandler: guard }, async (request) => {
    const params = AreaParams.safeParse(request.params);
    if (!params.success) throw MemberAdminErrors.areaNotFound();
    await areaOf(request, params.data.areaId);
    if ((await pagesInArea(app.db, siteId(request), params.data.areaId)) > 0)
      throw MemberAdminErrors.areaInUse();
    // Blocks that offered it stay on their pages and show nothing until the owner picks another area.
    await changeAreas(request, (db) => areas.deleteArea(db, siteId(request), params.data.areaId));
    return { ok: true };
  });
}
