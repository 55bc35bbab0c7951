import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { digitalFiles, downloadTermsOf } from '#modules/catalogue/catalogue.queries';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { insertDownload, orderDownloads } from '#modules/orders/order-downloads.queries';
import { downloadPath } from '#modules/orders/order-links';
import type { DB, OrderLinesTable, OrdersTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives a newly paid order one download link per digital line: the product's file as it is now,
 * with the product's terms or the store's (5 downloads within 7 days unless the owner changed them).
 * Runs in the transaction that marks the order paid; a repeat adds nothing.
 */
export async function grantDownloads(
  trx: Db,
  order: Pick<OrdersTable, 'id' | 'website_id'>,
  lines: Pick<OrderLinesTable, 'id' | 'product_id' | 'product_type'>[],
  now: Date,
): Promise<void> {
  const digital = lines.filter((line) => line.product_type === 2);
  if (digital.length === 0) return;
  const products = await downloadTermsOf(
    trx,
    order.website_id,
    digital.map((line) => line.product_id),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const files = await digitalFiles(
    trx,
    order.website_id,
    products.map((p) => p.file_media_id).filter((id): id is string => Boolean(id)),
  );
  const settings = await readStoreSettings(trx, order.website_id);
  for (const line of digital) {
    const product = byId.get(line.product_id);
    const file = product?.file_media_id ? files.get(product.file_media_id) : undefined;
    if (!product || !file) continue;
    const days = product.download_days ?? settings.downloadDays;
    await insertDownload(trx, {
      id: newId(),
      website_id: order.website_id,
      order_id: order.id,
      order_line_id: line.id,
      product_id: product.id,
      media_id: file.mediaId,
      file_name: file.fileName,
      downloads_used: 0,
      download_limit: product.download_limit ?? settings.downloadLimit,
      expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
      revoked_at: null,
      created_at: now.toISOString(),
    });
  }
}

/** One download as the customer's pages and mail show it. */
export interface DownloadLink {
  fileName: string;
  url: string;
  left: number;
  limit: number;
  expiresAt: string;
  usable: boolean;
}

export async function downloadLinks(
  db: Db,
  secret: string,
  orderId: string,
  baseUrl: string,
  now = new Date(),
): Promise<DownloadLink[]> {
  return (await orderDownloads(db, orderId)).map((row) => {
    const left = Math.max(0, row.download_limit - row.downloads_used);
    return {
      fileName: row.file_name,
      url: `${baseUrl}${downloadPath(secret, row.id)}`,
      left,
      limit: row.download_limit,
      expiresAt: row.expires_at,
      usable: !row.revoked_at && left > 0 && row.expires_at > now.toISOString(),
    };
  });
}
