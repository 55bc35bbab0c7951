import { DICTIONARIES, formatIcuMessage, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';

/** What a review request mail needs: the order's number and products, where to review, until when. */
export interface ReviewRequestMailInput {
  orderNumber: number;
  /** The products to review, as the customer reads them (translated names). */
  products: string[];
  url: string;
  expiresAt: Date;
  site: { title: string };
  /** The order's language, else the site's primary one. */
  tag: string;
}

/** The review request mail, in the language the order was placed in. */
export function reviewRequestMail(input: ReviewRequestMailInput) {
  const text = translator(input.tag, DICTIONARIES[uiLocaleFor(input.tag)].reviews, formatIcuMessage);
  const number = String(input.orderNumber);
  const date = new Intl.DateTimeFormat(input.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    input.expiresAt,
  );
  return {
    subject: text('requestSubject', { number, site: input.site.title }),
    text: `${text('requestBody', { number })}\n\n${input.products.map((name) => `  ${name}`).join('\n')}\n\n${input.url}\n\n${text('requestUntil', { date })}\n`,
  };
}
