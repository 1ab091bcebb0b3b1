import type { FastifyInstance } from 'fastify';

/**
 * The JSON body parser: Fastify's own (with its prototype-poisoning protection), except that an
 * empty body is no body rather than a 400. The service authors' sample client sends
 * `content-type: application/json` on every request, DELETEs and GETs included, with no body;
 * a route that needs a body still says what is missing through its own validation.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
