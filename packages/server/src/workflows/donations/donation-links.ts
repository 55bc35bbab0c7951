import { orderStatusToken, validOrderToken } from '#modules/orders/order-links';

/**
 * The contribution confirmed page of a gift (page type 204), behind the same signed token as its
 * order's status page: only whoever gave (or was sent there by the provider) opens it.
 */
export const contributionPath = (secret: string, orderId: string) =>
  `/checkout/donate/confirmed/${orderId}?token=${orderStatusToken(secret, orderId)}`;

export const validContributionToken = validOrderToken;
