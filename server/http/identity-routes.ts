import { z } from 'zod';
import type { Router } from '../context';
import { DEFAULT_TTL_SECONDS, findDevUser, issueCredentials, listDevUsers } from '../domain/identity/accounts';
import { DomainError, forbidden } from '../domain/errors';
import { doc } from './route-docs';
import { parse } from './validate';

const LoginBody = z.object({
  username: z.string().min(1, 'username is required'),
  ttlSeconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .optional(),
});

const LogoutBody = z.object({
  tokens: z.array(z.string().min(1).max(4096)).min(1, 'tokens must list at least one credential').max(10),
});

/**
 * The development identity provider (an extension: the spec does not show how tokens
 * are obtained). On by default only on loopback (see decideDevIdentity in dev-identity.ts); when off,
 * every `/dev/*` path (the camera fault injection of streams-routes too) is a 403 saying why.
 */
export const identityRouter: Router = (app, ctx) => {
  const tags = ['dev identity'];
  if (!ctx.config.devIdentity) {
    const refuse = async () => {
      throw forbidden(`The development identity provider is off: ${ctx.config.devIdentityReason}.`);
    };
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/dev/*',
      config: doc({ summary: 'Refused: the development identity provider is off', tags, auth: 'public', extension: true }),
      handler: refuse,
    });
    return;
  }

  app.get('/dev/users', { config: doc({ summary: 'List the demo accounts', tags, auth: 'public', extension: true }) }, async () =>
    listDevUsers(ctx.db),
  );

  app.post(
    '/dev/login',
    {
      config: doc({
        summary: 'Sign in as a demo user: one credential per auth area',
        tags,
        auth: 'public',
        extension: true,
        body: LoginBody,
        response:
          '{userId, teamId, companyId, role, displayName, credentials: {pat, authToken, identityToken, apiKey, idToken}, expiresAt (epoch ms)}',
      }),
    },
    async (request) => {
      const body = parse(LoginBody, request.body);
      const user = findDevUser(ctx.db, body.username);
      if (!user) throw new DomainError('NOT_FOUND', `No user named ${body.username}`, 'username');
      return issueCredentials(ctx.db, ctx.tokens, user, body.ttlSeconds ?? DEFAULT_TTL_SECONDS);
    },
  );

  // Ends a session now, e.g. to see what a client does when its credential stops working
  // without waiting for it to expire. Holding a token is what allows using it, so it is also
  // what allows refusing it: the route needs no other credential.
  app.post(
    '/dev/logout',
    {
      config: doc({
        summary: 'Refuse the given credentials from now on, as if they had expired',
        tags,
        auth: 'public',
        extension: true,
        body: LogoutBody,
        response: '204; unknown or already invalid tokens are ignored',
      }),
    },
    async (request, reply) => {
      const body = parse(LogoutBody, request.body);
      for (const token of body.tokens) await ctx.tokens.revoke(token);
      return reply.status(204).send();
    },
  );
};
