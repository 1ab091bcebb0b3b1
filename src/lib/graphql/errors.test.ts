import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { apiErrorFromGraphql, serviceWasReached } from './errors';

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

describe('serviceWasReached', () => {
  it('is false when nothing answered, or a gateway answered for a dead service', () => {
    expect(serviceWasReached(new CombinedError({ networkError: new Error('Failed to fetch') }))).toBe(false);
    expect(serviceWasReached(new CombinedError({ networkError: new Error('Bad Gateway'), response: { status: 502 } }))).toBe(false);
    expect(serviceWasReached(new CombinedError({ networkError: new Error('Gateway Timeout'), response: { status: 504 } }))).toBe(false);
  });

  it('is true for any answer of the service itself, errors included', () => {
    expect(serviceWasReached(undefined)).toBe(true);
    expect(serviceWasReached(new CombinedError({ networkError: new Error('Unauthorized'), response: { status: 401 } }))).toBe(true);
    expect(serviceWasReached(new CombinedError({ graphQLErrors: [{ message: 'not found' }], response: { status: 200 } }))).toBe(true);
    expect(serviceWasReached(new CombinedError({ networkError: new Error('Internal'), response: { status: 500 } }))).toBe(true);
  });
});
