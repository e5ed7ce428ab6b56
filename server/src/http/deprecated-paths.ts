import type { IncomingMessage } from 'node:http';
import { successorOf } from '@shared/api/deprecated-paths';
import type { FastifyInstance } from 'fastify';

const SUCCESSOR = Symbol('deprecated path successor');

type TaggedRequest = IncomingMessage & { [SUCCESSOR]?: string };

/**
 * Fastify's `rewriteUrl` option: an old path (src/shared/api/deprecated-paths.ts) is routed to
 * its new one before routing, so one handler, one schema and one authorisation check serve both.
 */
export function rewriteDeprecatedPath(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const successor = req.method ? successorOf(req.method, url) : null;
  if (!successor) return url;
  (req as TaggedRequest)[SUCCESSOR] = successor;
  return successor;
}

/** Answers to an old path say so (RFC 9745 Deprecation, RFC 8288 successor-version link). */
export function registerDeprecationHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const successor = (request.raw as TaggedRequest)[SUCCESSOR];
    if (!successor) return;
    reply.header('deprecation', 'true');
    reply.header('link', `<${successor.split('?')[0]}>; rel="successor-version"`);
  });
}
