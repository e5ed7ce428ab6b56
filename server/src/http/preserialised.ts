import type { FastifyReply } from 'fastify';

/**
 * Sends bytes that were already encoded through the route's response schema (a kept, possibly
 * gzipped, body). Fastify sends a Buffer as it is, without the serializer; the reply's type,
 * inferred from the schema, only knows the object form, hence the widening here and nowhere else.
 */
export function sendPreserialised(reply: { send(payload: never): unknown }, body: Buffer): FastifyReply {
  return (reply as unknown as FastifyReply).send(body);
}
