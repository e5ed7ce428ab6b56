import { messageResponse } from '@shared/api/envelope';
import {
  acceptInvitationResponse,
  activityQuery,
  activityResponse,
  changeRoleBody,
  invitationIdParams,
  invitationPreviewResponse,
  invitationResponse,
  invitationTokenBody,
  invitationsResponse,
  inviteBody,
  memberIdParams,
  memberResponse,
  membersResponse,
  transferOwnershipBody,
} from '@shared/api/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requiredCompanyOf } from '../../http/auth-hooks';
import { requestLang, say } from '../../http/language';
import { perAddressLimit } from '../../rate-limit/limits';
import type { TeamCaller, TeamService } from './team-service';

/**
 * Company teams (issue 18), mounted under /company beside the company's own routes. Every guard
 * reads the role × action table (src/shared/team/permissions.ts); the service checks what the
 * table cannot (never an owner, only one's own company).
 */
export const teamRoutes: FastifyPluginAsyncZod<{ service: TeamService }> = async (app, { service }) => {
  const member = app.requireCompanyAction('jobs.read', { companyRequired: true });
  const manager = app.requireCompanyAction('team.manage', { companyRequired: true });
  const auditor = app.requireCompanyAction('activity.read', { companyRequired: true });
  const owner = app.requireCompanyAction('ownership.transfer', { companyRequired: true });
  const caller = (request: Parameters<typeof currentUser>[0]): TeamCaller => ({
    id: currentUser(request).id,
    company: requiredCompanyOf(request),
    lang: requestLang(request),
  });

  app.get(
    '/members',
    { onRequest: member, schema: { response: { 200: membersResponse } } },
    async (request) => {
      const members = await service.members(requiredCompanyOf(request).id);
      return { message: say(request, 'team.membersFetched'), data: { members } };
    },
  );

  app.put(
    '/members/:userId',
    {
      onRequest: manager,
      schema: { params: memberIdParams, body: changeRoleBody, response: { 200: memberResponse } },
    },
    async (request) => {
      const updated = await service.changeRole(caller(request), request.params.userId, request.body.role);
      return { message: say(request, 'team.roleChanged'), data: { member: updated } };
    },
  );

  // A manager removes a member; any member may remove themselves (leave), never an owner.
  app.delete(
    '/members/:userId',
    { onRequest: member, schema: { params: memberIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(caller(request), request.params.userId);
      return { message: say(request, 'team.memberRemoved') };
    },
  );

  app.post(
    '/ownership',
    { onRequest: owner, schema: { body: transferOwnershipBody, response: { 200: messageResponse } } },
    async (request) => {
      const name = await service.transferOwnership(caller(request), request.body.userId);
      return { message: say(request, 'team.ownershipTransferred', { name }) };
    },
  );

  app.get(
    '/invitations',
    { onRequest: manager, schema: { response: { 200: invitationsResponse } } },
    async (request) => {
      const invitations = await service.invitations(requiredCompanyOf(request).id);
      return { message: say(request, 'team.invitationsFetched'), data: { invitations } };
    },
  );

  app.post(
    '/invitations',
    { onRequest: manager, schema: { body: inviteBody, response: { 201: invitationResponse } } },
    async (request, reply) => {
      const invitation = await service.invite(caller(request), request.body);
      return reply
        .status(201)
        .send({ message: say(request, 'team.invited', { email: invitation.email }), data: { invitation } });
    },
  );

  app.post(
    '/invitations/:id/resend',
    { onRequest: manager, schema: { params: invitationIdParams, response: { 200: invitationResponse } } },
    async (request) => {
      const invitation = await service.resend(caller(request), request.params.id);
      return {
        message: say(request, 'team.invitationResent', { email: invitation.email }),
        data: { invitation },
      };
    },
  );

  app.delete(
    '/invitations/:id',
    { onRequest: manager, schema: { params: invitationIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.revoke(caller(request), request.params.id);
      return { message: say(request, 'team.invitationRevoked') };
    },
  );

  // The link is the secret: no sign-in to read what it offers, but guesses are limited per address.
  app.post(
    '/invitations/preview',
    {
      onRequest: perAddressLimit(app.ctx.limits, app.ctx.config.authRateLimitPerMinute),
      schema: { body: invitationTokenBody, response: { 200: invitationPreviewResponse } },
    },
    async (request) => {
      const data = await service.preview(request.body.token);
      return { message: say(request, 'team.invitationFound'), data };
    },
  );

  app.post(
    '/invitations/accept',
    {
      onRequest: app.requireAuth,
      schema: { body: invitationTokenBody, response: { 200: acceptInvitationResponse } },
    },
    async (request) => {
      const data = await service.accept(currentUser(request), request.body.token);
      return { message: say(request, 'team.joined', { company: data.company_info.company_name }), data };
    },
  );

  app.get(
    '/activity',
    { onRequest: auditor, schema: { querystring: activityQuery, response: { 200: activityResponse } } },
    async (request) => {
      const data = await service.activity(
        requiredCompanyOf(request).id,
        request.query.limit,
        request.query.before,
      );
      return { message: say(request, 'team.activityFetched'), data };
    },
  );
};
