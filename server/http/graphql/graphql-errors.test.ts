import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '../../../src/lib/contract/errors';
import { type DomainError, invalid, notFound } from '../../domain/errors';
import { graphqlCode, guard } from './graphql-errors';

describe('GraphQL error mapping', () => {
  it.each(ERROR_CODES)('gives %s one extensions.code that agrees with its REST status', (code) => {
    const gql = graphqlCode(code);
    const status = ERROR_STATUS[code];
    if (status === 400) expect(gql).toBe('BAD_USER_INPUT');
    else if (status === 401) expect(gql).toBe('UNAUTHENTICATED');
    else if (status === 404) expect(gql).toBe('NOT_FOUND');
    else if (status === 500) expect(gql).toBe('INTERNAL_SERVER_ERROR');
    else expect(gql).toBe(code);
  });

  it('turns a DomainError thrown by a resolver into a GraphQLError with code and field', () => {
    const run = (err: DomainError) => {
      try {
        guard(() => {
          throw err;
        });
      } catch (e) {
        return e;
      }
    };
    const bad = run(invalid('limit must be 1..1000', 'limit'));
    expect(bad).toBeInstanceOf(GraphQLError);
    expect(bad).toMatchObject({ message: 'limit must be 1..1000', extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
    const missing = run(notFound('Folder')) as GraphQLError;
    expect(missing.extensions).toEqual({ code: 'NOT_FOUND' });
  });

  it('lets anything else through untouched (yoga masks it)', () => {
    const boom = new Error('boom');
    expect(() =>
      guard(() => {
        throw boom;
      }),
    ).toThrow(boom);
  });
});
