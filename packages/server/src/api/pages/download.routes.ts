import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '#modules/media/content-disposition';
import { originalKey } from '#modules/media/media-derive';
import {
  claimDownload,
  downloadById,
  refusalOf,
  unclaimDownload,
} from '#modules/orders/order-downloads.queries';
import { orderStatusPath, validDownloadToken } from '#modules/orders/order-links';
import { sendScreen } from '#render/plain-page';
import { type DownloadRefusalCode, DownloadRefusals } from './download.errors';

const ID = /^[0-9a-f]{24}$/;

/**
 * A digital product's file behind its signed link (`/commerce/downloads/{id}?token=`). Each GET
 * takes one download off the link with a conditional update, so simultaneous clicks never pass
 * the limit; the file streams from media storage as an attachment under its original name. An
 * invalid, expired, used-up or withdrawn link gets a page saying so.
 */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const refuse = (reply: FastifyReply, why: DownloadRefusalCode, orderLink?: string) => {
    const { status, title, text } = DownloadRefusals[why];
    return sendScreen(reply, {
      title,
      view: { screen: 'download-refused', reason: why, title, text, orderLink },
      status,
    });
  };

  app.get('/commerce/downloads/:id', async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const siteId = request.site.id;
    const id = String((request.params as { id: string }).id);
    const token = (request.query as Record<string, unknown>).token;
    if (!ID.test(id) || !validDownloadToken(app.secret, id, token)) return refuse(reply, 'invalid');
    const now = new Date();
    const orderLink = (orderId: string) => orderStatusPath(app.secret, orderId);
    // A HEAD (link previews, download managers probing) looks but never counts.
    const head = request.method === 'HEAD';
    const claimed = !head && (await claimDownload(app.db, siteId, id, now));
    const row = await downloadById(app.db, siteId, id);
    if (!row) return refuse(reply, 'unknown');
    if (!claimed) {
      const order = await app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', row.order_id)
        .executeTakeFirst();
      const why = refusalOf(row, order?.status ?? null, now);
      const open = why === 'used_up' && row.downloads_used < row.download_limit;
      if (head && open) return reply.status(200).header('Cache-Control', 'private, no-store').send();
      return refuse(reply, why, orderLink(row.order_id));
    }
    const media = await app.db
      .selectFrom('media_items')
      .select(['hash', 'mime_type', 'file_name'])
      .where('website_id', '=', siteId)
      .where('id', '=', row.media_id)
      .executeTakeFirst();
    const key = media ? originalKey(media.hash) : null;
    const info = key ? await app.blobs.head(key) : null;
    const body = key && info ? await app.blobs.get(key) : null;
    if (!media || !info || !body) {
      await unclaimDownload(app.db, id);
      return refuse(reply, 'missing', orderLink(row.order_id));
    }
    return reply
      .status(200)
      .header('Content-Type', media.mime_type)
      .header('Content-Length', info.size)
      .header('Content-Disposition', contentDisposition(row.file_name || media.file_name))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Robots-Tag', 'noindex')
      .header('Referrer-Policy', 'no-referrer')
      .send(body);
  });
}
