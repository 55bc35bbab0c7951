import { orderMailMessages } from '../../message-groups/order-mail';

/** What a customer reads in the mails about an order. */
export const orderMail = { ...orderMailMessages } as const;
