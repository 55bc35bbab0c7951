import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { analyticsCsv } from '#modules/analytics/analytics.csv';
import { CsvQuery, DayRangeQuery } from '#modules/analytics/analytics.schemas';
import { analyticsReport, dayRange } from '#modules/analytics/analytics-report';
import { isVisitorDataRestricted } from '#modules/analytics/visitor-data';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';

function rangeOf<T extends typeof DayRangeQuery | typeof CsvQuery>(schema: T, request: FastifyRequest) {
  const query = parseInput(schema, request.query) as z.infer<T>;
  return { query, range: dayRange(query.from, query.to) };
}

/** The owner's dashboard of what visitors did, and its lists as CSV (site host, editing roles). */
export async function analyticsReportRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'analytics'));

  app.get('/api/config/analytics', async (request, reply) => {
    const { range } = rangeOf(DayRangeQuery, request);
    const site = request.site!;
    reply.header('Cache-Control', 'private, no-store');
    return analyticsReport(app.db, site.id, range, isVisitorDataRestricted(site));
  });

  app.get('/api/config/analytics.csv', async (request, reply) => {
    const { query, range } = rangeOf(CsvQuery, request);
    const csv = await analyticsCsv(app.db, request.site!.id, range, query.report);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="analytics-${query.report}-${range.from}-to-${range.to}.csv"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });
}
