import { dictionariesFor, PageType } from '@atelier/domain';
import type { ReviewProductView, ReviewRefusal, ReviewRequestScreenProps } from '@atelier/site';
import { REVIEW_REQUEST_BEHAVIOUR } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { linesInLanguage } from '#modules/catalogue/line-translations';
import { reviewRequestPath } from '#modules/reviews/review-links';
import { REVIEW_TEXT_MAX } from '#modules/reviews/review-text';
import { AppError } from '#platform/errors/app-error';
import { sendScreen } from '#render/plain-page';
import { type RequestState, requestState } from '#workflows/reviews/review-request-state';
import { submitReview } from '#workflows/reviews/submit-review.workflow';

const ID = /^[0-9a-f]{24}$/;
/** Review posts one address may make on one site in a window: a spam run stops here. */
const POSTS_PER_WINDOW = 10;
const WINDOW_SECONDS = 600;

const REFUSALS: Record<string, ReviewRefusal> = {
  'reviews.request_expired': 'expired',
  'reviews.nothing_to_review': 'nothing',
  'reviews.already_reviewed': 'reviewed',
};
const REFUSAL_STATUS: Record<ReviewRefusal, number> = { expired: 409, nothing: 409, reviewed: 409 };

type Problem = NonNullable<ReviewProductView['problem']>;

/**
 * The reviews request page (spec 001 §2, page type 209) behind the link of a review request mail:
 * `/commerce/reviews/{request id}?token=`. Each product's form posts to the same address without a
 * crumb: the token in the address is the customer's credential, and nothing else is changed by it.
 */
export async function reviewRequestRoutes(app: FastifyInstance): Promise<void> {
  const params = (request: FastifyRequest) => {
    const id = String((request.params as { id?: unknown }).id ?? '');
    const token = (request.query as Record<string, unknown>).token;
    return { id, token };
  };

  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    state: RequestState,
    options: {
      refusal?: ReviewRefusal | null;
      /** The product just reviewed, and whether its review waits for the owner. */
      thanks?: { productId: string; pending: boolean };
      problem?: { productId: string; problem: Problem; rating?: number; text: string };
      status?: number;
    } = {},
  ) => {
    const siteId = request.site!.id;
    const { id, token } = params(request);
    const names = new Map(
      (
        await linesInLanguage(
          app.db,
          siteId,
          state.lines.map((line) => ({ productId: line.product_id, name: line.name })),
          state.order.locale ?? null,
        )
      ).map((line) => [line.productId, line.name]),
    );
    const refusal = options.refusal !== undefined ? options.refusal : state.refusal;
    const view: ReviewRequestScreenProps = {
      orderNumber: state.order.number,
      action: reviewRequestPath(id, String(token)),
      refusal,
      products: state.open.map((line) => {
        const problem = options.problem?.productId === line.product_id ? options.problem : undefined;
        return {
          id: line.product_id,
          name: names.get(line.product_id) ?? line.name,
          image: state.images.get(line.product_id),
          ...(problem ? { problem: problem.problem, rating: problem.rating, text: problem.text } : {}),
        };
      }),
      thanks: options.thanks
        ? { product: names.get(options.thanks.productId) ?? '', pending: options.thanks.pending }
        : null,
      textMax: REVIEW_TEXT_MAX,
    };
    reply.header('Cache-Control', 'private, no-store');
    // The token is in the address: no other site ever gets it as a referrer, and the page's own
    // forms still say where they come from (no-referrer would send `Origin: null`, which the
    // same-origin check refuses).
    reply.header('Referrer-Policy', 'same-origin');
    return sendScreen(reply, {
      title: dictionariesFor(state.order.locale ?? request.site!.locale).reviews.pageTitle,
      view: { screen: 'review-request', ...view },
      pageType: PageType.reviewsRequest,
      status: options.status ?? (refusal && view.products.length === 0 ? REFUSAL_STATUS[refusal] : 200),
      behaviours: view.products.length ? [REVIEW_REQUEST_BEHAVIOUR] : [],
      locale: state.order.locale ?? null,
    });
  };

  app.get('/commerce/reviews/:id', async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const { id, token } = params(request);
    if (!ID.test(id)) return reply.callNotFound();
    const state = await requestState(app.db, request.site.id, id, token, app.jobs.clock.now());
    return page(request, reply, state);
  });

  app.post('/commerce/reviews/:id', { config: { crumb: false } }, async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const siteId = request.site.id;
    const { id, token } = params(request);
    if (!ID.test(id)) return reply.callNotFound();
    const now = app.jobs.clock.now();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const productId = typeof body.productId === 'string' ? body.productId : '';
    const limit = await app.rateLimiter.hit(
      `reviews:${siteId}:${request.ip}`,
      POSTS_PER_WINDOW,
      WINDOW_SECONDS,
    );
    if (!limit.allowed) {
      const state = await requestState(app.db, siteId, id, token, now);
      reply.header('Retry-After', String(limit.retryAfter));
      return page(request, reply, state, {
        problem: { productId, problem: 'rateLimited', text: typeof body.text === 'string' ? body.text : '' },
        status: 429,
      });
    }
    try {
      const result = await submitReview(
        app,
        siteId,
        id,
        token,
        { productId, rating: body.rating, text: body.text },
        now,
      );
      const state = await requestState(app.db, siteId, id, token, now);
      if (result.kind === 'problem') return page(request, reply, state, { problem: result, status: 400 });
      return page(request, reply, state, {
        thanks: { productId: result.productId, pending: result.status === 'pending' },
        refusal: state.refusal === 'reviewed' ? null : state.refusal,
      });
    } catch (error) {
      const refusal = error instanceof AppError ? REFUSALS[error.code] : undefined;
      if (!refusal) throw error;
      const state = await requestState(app.db, siteId, id, token, now);
      return page(request, reply, state, { refusal, status: REFUSAL_STATUS[refusal] });
    }
  });
}
