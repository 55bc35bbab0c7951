import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { analyticsCsv } from '#modules/analytics/analytics.csv';
import { CsvQuery, DayRangeQuery } from '#modules/analytics/analytics.schemas';
import { analyticsReport } from '#modules/analytics/analytics-report';
import { publishedTags } from '#modules/analytics/event-language';
import { dayRange } from '#modules/analytics/report-range';
import { openReportReader } from '#modules/analytics/report-reader';
import type { ReportSource } from '#modules/analytics/report-rollups';
import { isVisitorDataRestricted } from '#modules/analytics/visitor-data';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';

function rangeOf<T extends typeof DayRangeQuery | typeof CsvQuery>(schema: T, request: FastifyRequest) {
  const query = parseInput(schema, request.query) as z.infer<T>;
  return { query, range: dayRange(query.from, query.to) };
}

/**
 * The owner's dashboard of what visitors did, and its lists as CSV (site host, editing roles). Both
 * read the roll-ups through one reader: on SQLite a worker thread with its own connection, so a
 * report never holds up the requests around it.
 */
export async function analyticsReportRoutes(app: FastifyInstance): Promise<void> {
  const source: ReportSource = {
    db: app.db,
    engine: app.engine,
    reader: await openReportReader(app.db, app.engine),
  };
  app.addHook('onClose', () => source.reader.close());
  app.addHook('preHandler', requireReadOr(app, 'analytics'));

  app.get('/api/config/analytics', async (request, reply) => {
    const { range } = rangeOf(DayRangeQuery, request);
    const site = request.site!;
    reply.header('Cache-Control', 'private, no-store');
    return analyticsReport(
      source,
      site.id,
      range,
      isVisitorDataRestricted(site),
      publishedTags(site.languages),
    );
  });

  app.get('/api/config/analytics.csv', async (request, reply) => {
    const { query, range } = rangeOf(CsvQuery, request);
    const site = request.site!;
    const csv = await analyticsCsv(source, site.id, range, query.report, publishedTags(site.languages));
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
