import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Geocoder, GeocoderUnavailable, NominatimGeocoder } from '#modules/maps/geocoder';
import {
  GEOCODER_NOT_CONFIGURED_MESSAGE,
  GEOCODER_UNAVAILABLE_MESSAGE,
  MapsErrors,
} from '#modules/maps/maps.errors';
import { PlaceDetailsQuery, PlacesAutocompleteQuery } from '#modules/maps/maps.schemas';
import { parseInput } from '#platform/errors/validation';
import { requirePermission } from '#platform/tenancy/permissions';

/** Searches one editor may make a minute on one site: a person typing and choosing, not a crawler. */
export const PLACE_SEARCHES_PER_MINUTE = 60;

/**
 * The Map block panel's address search (spec 001 §7: `GET /api/google-maps/places/autocomplete`
 * and `…/places/details`), answered by the operator's geocoder (GEOCODER_URL, a Nominatim-style
 * API) for whoever may change the site's pages, and rate-limited per person and site.
 */
export async function mapPlacesRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.maps.geocoderUrl;
  const geocoder: Geocoder | null = base ? new NominatimGeocoder(base) : null;
  const pages = requirePermission(app, 'pages');

  app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      await pages(request);
      reply.header('Cache-Control', 'private, no-store');
      const decision = await app.rateLimiter.hit(
        `places:${request.site!.id}:${request.account!.id}`,
        PLACE_SEARCHES_PER_MINUTE,
        60,
      );
      if (!decision.allowed) throw MapsErrors.tooManySearches(undefined, undefined, decision.retryAfter);
    });
    // Asked after the question is read: a bad one is a 400 whatever the server's set-up.
    const configured = (reply: FastifyReply): Geocoder | null => {
      if (!geocoder)
        void reply
          .status(503)
          .send({ error: GEOCODER_NOT_CONFIGURED_MESSAGE, code: 'maps.geocoder_not_configured' });
      return geocoder;
    };
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof GeocoderUnavailable) {
        reply.log.warn({ reason: error.message }, 'address search unavailable');
        return reply
          .status(502)
          .send({ error: GEOCODER_UNAVAILABLE_MESSAGE, code: 'maps.geocoder_unavailable' });
      }
      throw error;
    });

    const language = (request: FastifyRequest, asked?: string) => asked ?? request.site!.locale ?? 'en';

    scope.get('/api/google-maps/places/autocomplete', async (request, reply) => {
      const query = parseInput(PlacesAutocompleteQuery, request.query);
      const search = configured(reply);
      if (!search) return reply;
      return { predictions: await search.autocomplete(query.input, language(request, query.language)) };
    });

    scope.get('/api/google-maps/places/details', async (request, reply) => {
      const query = parseInput(PlaceDetailsQuery, request.query);
      const search = configured(reply);
      if (!search) return reply;
      const result = await search.details(query.placeId, language(request, query.language));
      if (!result) throw MapsErrors.placeNotFound();
      return { result };
    });
  });
}
