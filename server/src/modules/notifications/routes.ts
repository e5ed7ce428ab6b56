import {
  markReadBody,
  markReadResponse,
  notificationsQuery,
  notificationsResponse,
  preferencesBody,
  preferencesResponse,
  unsubscribeBody,
  unsubscribeResponse,
} from '@shared/api/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-hooks';
import { requestLang, say } from '../../http/language';
import type { NotificationsService } from './service';

/**
 * Everything under /notifications (issue 15): the caller's feed, read marks and preferences;
 * the unsubscribe link of an email works without signing in (its token is the authority).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  // Emails go in the language the user's app uses: learned from the calls it makes anyway.
  const learnLanguage = (request: FastifyRequest) =>
    request.headers['accept-language']
      ? service.recordLanguage(currentUser(request).id, requestLang(request))
      : Promise.resolve();

  app.get(
    '/',
    {
      onRequest: app.requireAuth,
      schema: { querystring: notificationsQuery, response: { 200: notificationsResponse } },
    },
    async (request) => {
      const [data] = await Promise.all([
        service.feed(currentUser(request).id, requestLang(request), request.query),
        request.query.before ? undefined : learnLanguage(request),
      ]);
      return { message: say(request, 'notifications.fetched'), data };
    },
  );

  app.post(
    '/read',
    { onRequest: app.requireAuth, schema: { body: markReadBody, response: { 200: markReadResponse } } },
    async (request) => {
      const data = await service.markRead(currentUser(request).id, request.body);
      return { message: say(request, 'notifications.marked'), data };
    },
  );

  app.get(
    '/preferences',
    { onRequest: app.requireAuth, schema: { response: { 200: preferencesResponse } } },
    async (request) => {
      const [preferences] = await Promise.all([
        service.preferences(currentUser(request).id),
        learnLanguage(request),
      ]);
      return { message: say(request, 'notifications.preferencesFetched'), data: { preferences } };
    },
  );

  app.put(
    '/preferences',
    {
      onRequest: app.requireAuth,
      schema: { body: preferencesBody, response: { 200: preferencesResponse } },
    },
    async (request) => {
      const preferences = await service.savePreferences(currentUser(request).id, request.body.preferences);
      await learnLanguage(request);
      return { message: say(request, 'notifications.preferencesSaved'), data: { preferences } };
    },
  );

  app.post(
    '/unsubscribe',
    { schema: { body: unsubscribeBody, response: { 200: unsubscribeResponse } } },
    async (request) => {
      const kind = await service.unsubscribe(request.body.token);
      return { message: say(request, 'notifications.unsubscribed'), data: { kind } };
    },
  );
};
