import type { DownloadRefusal } from '#modules/orders/order-downloads.queries';

/** Why a download link gives no file; the code is the catalogue key, shown on the page for scripts. */
export type DownloadRefusalCode = DownloadRefusal | 'invalid' | 'missing';

/** The page a refused download answers with: its status, title and text. */
export interface RefusalPage {
  status: 403 | 404 | 410;
  title: string;
  text: string;
}

/**
 * The download link's refusals. They answer with a page of their own rather than through the error
 * handler, since most are 410 Gone, a status no error kind stands for.
 */
export const DownloadRefusals: Readonly<Record<DownloadRefusalCode, RefusalPage>> = {
  invalid: {
    status: 403,
    title: 'This download link is not valid',
    text: 'Open the whole link from your order confirmation email or your order page.',
  },
  unknown: {
    status: 404,
    title: 'This download does not exist',
    text: 'Open the link from your order confirmation email or your order page.',
  },
  expired: {
    status: 410,
    title: 'This download link has expired',
    text: 'Download links last a limited time after payment. Contact the store if you still need the file.',
  },
  used_up: {
    status: 410,
    title: 'This download link has been used up',
    text: 'It allowed a limited number of downloads, and all of them were used. Contact the store if you still need the file.',
  },
  revoked: {
    status: 410,
    title: 'This download is no longer available',
    text: 'The order was refunded or cancelled, so its download links were withdrawn.',
  },
  missing: {
    status: 410,
    title: 'This file is no longer available',
    text: 'The store no longer has this file. Your download was not counted; contact the store.',
  },
};
