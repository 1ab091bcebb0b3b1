import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Router } from '../../context';
import type { Caller } from '../../domain/identity/tokens';
import { createMediaService } from '../../domain/media/media-service';
import { storageQuotaFor } from '../../domain/media/storage-quota';
import { mediaResolvers, type MediaGraphqlContext } from './media-resolvers';
import { withMediaPermissions } from './media-permissions';
import { MEDIA_SDL } from './media-schema-sdl';
import { DomainError } from '../../domain/errors';
import { doc } from '../route-docs';
import { isDrainingBody, installJsonBodyParser } from '../json-body';
import { statusOf } from '../errors';
import { graphqlCode } from './graphql-errors';
import { GRAPHQL_LIMITS, graphqlLimitPlugins } from './graphql-limits';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  caller: Caller;
}

/**
 * The media drive: GraphQL at POST /graphql (graphql-yoga on the Fastify route).
 * Auth is checked on request, before the body is parsed and GraphQL runs, so an unauthenticated call is an HTTP 401 with a
 * GraphQL-shaped `errors` body (extensions.code UNAUTHENTICATED).
 */
export const mediaGraphqlRouter: Router = (app, ctx) => {
  const media = createMediaService(ctx.db, ctx.files, ctx.trash);
  const storage = storageQuotaFor(ctx.db, media, ctx.config.teamStorageQuotaBytes);
  const yoga = createYoga<ServerContext, MediaGraphqlContext>({
    schema: createSchema<ServerContext & MediaGraphqlContext>({
      typeDefs: MEDIA_SDL,
      resolvers: {
        ...mediaResolvers,
        Mutation: withMediaPermissions<MediaGraphqlContext, typeof mediaResolvers.Mutation>(ctx.db, mediaResolvers.Mutation),
      },
    }),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    // Unexpected errors become "Unexpected error." with no stack, whatever NODE_ENV says.
    maskedErrors: { isDev: false },
    context: ({ caller }) => ({ caller, media, storage }),
    plugins: graphqlLimitPlugins({ introspection: ctx.config.graphqlIntrospection }),
  });

  // A GraphQL document is a few KB: this scope's JSON parser refuses past GRAPHQL_LIMITS.bodyBytes
  // (413) instead of the service-wide 10 MB, before the text reaches the GraphQL parser.
  installJsonBodyParser(app, GRAPHQL_LIMITS.bodyBytes);
  // Rule failures before GraphQL runs (the body limit) keep the GraphQL error shape; anything
  // else goes on to the service's own handler.
  app.setErrorHandler(async (err, request, reply) => {
    if (!(err instanceof DomainError)) throw err;
    if (isDrainingBody(request.raw)) reply.removeHeader('connection');
    return reply.status(statusOf(err)).send(gqlError(err.message, graphqlCode(err.code)));
  });

  // onRequest, before the body is parsed: no credential is a 401 even when the body is malformed.
  app.addHook('onRequest', async (request, reply) => {
    try {
      request.caller = await ctx.auth.resolve('media', request);
    } catch (err) {
      const message = err instanceof DomainError ? err.message : 'Unauthenticated';
      return reply.status(401).send(gqlError(message, 'UNAUTHENTICATED'));
    }
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { caller } = request;
    const params = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | undefined;
    if (!params || typeof params !== 'object' || typeof params.query !== 'string') {
      return reply.status(400).send(gqlError('Send {"query": String, "variables"?: Object, "operationName"?: String}', 'BAD_REQUEST'));
    }
    const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply, caller });
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    if (response.status === 400) return reply.send(withInputCodes(await response.text()));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };

  const response = 'GraphQL response: {data, errors?}; errors carry extensions.code BAD_USER_INPUT, NOT_FOUND or UNAUTHENTICATED';
  app.post(
    '/graphql',
    {
      config: doc({
        summary: 'Media drive GraphQL (get, list, move, rename, delete; extension createFolder). Schema: docs/api/schema.graphql',
        tags: ['media'],
        auth: 'media',
        response,
      }),
    },
    handler,
  );
  // GraphQL-over-HTTP GET for queries (urql and other clients may send queries as GET); mutations stay POST-only.
  app.get(
    '/graphql',
    {
      config: doc({
        summary: 'Media drive GraphQL queries over GET (?query=&variables=)',
        tags: ['media'],
        auth: 'media',
        extension: true,
        response,
      }),
    },
    handler,
  );
};

const gqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * Yoga answers variable-coercion failures with HTTP 400 and no extensions.code; give them
 * BAD_USER_INPUT so clients branch on one field for every input mistake.
 */
function withInputCodes(text: string): string {
  try {
    const parsed = JSON.parse(text) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
    for (const e of parsed.errors ?? []) {
      e.extensions = { ...e.extensions, code: e.extensions?.code ?? 'BAD_USER_INPUT' };
      delete e.extensions.originalError;
    }
    return JSON.stringify(parsed);
  } catch {
    return text;
  }
}
