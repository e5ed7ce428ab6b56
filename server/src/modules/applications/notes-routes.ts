import {
  applicationNoteParams,
  applicationNotesResponse,
  noteBody,
  noteResponse,
  ratingBody,
  ratingResponse,
} from '@shared/api/application-notes';
import { applicationIdParams } from '@shared/api/applications';
import { messageResponse } from '@shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { NotesService } from './notes-service';

/**
 * /applications/{id}/notes and /applications/{id}/rating (issue 19). Viewers read (jobs.read);
 * writing and rating need notes.write (src/shared/team/permissions.ts).
 */
export const notesRoutes: FastifyPluginAsyncZod<{ service: NotesService }> = async (app, { service }) => {
  const reader = app.requireCompanyAction('jobs.read');
  const writer = app.requireCompanyAction('notes.write');

  app.get(
    '/:id/notes',
    {
      onRequest: reader,
      schema: { params: applicationIdParams, response: { 200: applicationNotesResponse } },
    },
    async (request) => {
      const data = await service.list(currentUser(request), request.params.id);
      return { message: say(request, 'notes.fetched'), data };
    },
  );

  app.post(
    '/:id/notes',
    {
      onRequest: writer,
      schema: { params: applicationIdParams, body: noteBody, response: { 201: noteResponse } },
    },
    async (request, reply) => {
      const data = await service.add(currentUser(request), request.params.id, request.body.body);
      return reply.status(201).send({ message: say(request, 'notes.added'), data });
    },
  );

  app.put(
    '/:id/notes/:noteId',
    {
      onRequest: writer,
      schema: { params: applicationNoteParams, body: noteBody, response: { 200: noteResponse } },
    },
    async (request) => {
      const { id, noteId } = request.params;
      const data = await service.edit(currentUser(request), id, noteId, request.body.body);
      return { message: say(request, 'notes.updated'), data };
    },
  );

  app.delete(
    '/:id/notes/:noteId',
    { onRequest: writer, schema: { params: applicationNoteParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(currentUser(request), request.params.id, request.params.noteId);
      return { message: say(request, 'notes.deleted') };
    },
  );

  app.put(
    '/:id/rating',
    {
      onRequest: writer,
      schema: { params: applicationIdParams, body: ratingBody, response: { 200: ratingResponse } },
    },
    async (request) => {
      const data = await service.rate(currentUser(request), request.params.id, request.body.score);
      return { message: say(request, 'ratings.saved'), data };
    },
  );

  app.delete(
    '/:id/rating',
    { onRequest: writer, schema: { params: applicationIdParams, response: { 200: ratingResponse } } },
    async (request) => {
      const data = await service.clearRating(currentUser(request), request.params.id);
      return { message: say(request, 'ratings.cleared'), data };
    },
  );
};
