import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { apiErrorFromGraphql } from './errors';

describe('apiErrorFromGraphql', () => {
  it('maps a network failure to a NETWORK ApiError', () => {
    const e = apiErrorFromGraphql(new CombinedError({ networkError: new Error('Failed to fetch') }));
    expect(e.isNetwork).toBe(true);
  });

  it('maps a 401 response to isUnauthorized', () => {
    const e = apiErrorFromGraphql(new CombinedError({ networkError: new Error('Unauthorized'), response: { status: 401 } }));
    expect(e.isUnauthorized).toBe(true);
  });

  it('takes message, code and field from the first GraphQL error', () => {
    const e = apiErrorFromGraphql(
      new CombinedError({
        graphQLErrors: [{ message: 'name already exists', extensions: { code: 'CONFLICT', field: 'name', status: 409 } }],
        response: { status: 200 },
      }),
    );
    expect(e).toMatchObject({ status: 409, code: 'CONFLICT', field: 'name', message: 'name already exists' });
  });
});
