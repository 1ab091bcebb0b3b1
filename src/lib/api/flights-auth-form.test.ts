import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './clients';
import { parseRuntimeConfig, setRuntimeConfig, type FlightsAuthForm } from './runtime-config';
import { areaCredential, areasOpenedBy, credentialKeys, missingAreas, setSession } from './session';

const ADDRESSES = {
  base_url: 'http://svc.test/',
  media_graphql_url: 'http://svc.test/graphql',
  flight_cdn_url: 'http://svc.test/cdn/flights',
  media_cdn_url: 'http://svc.test/cdn/media',
};
const useForm = (flights?: FlightsAuthForm) =>
  setRuntimeConfig(parseRuntimeConfig(flights ? { ...ADDRESSES, auth_headers: { flights } } : ADDRESSES));
const credentials = { pat: 'pat-1', authToken: 'auth-1', identityToken: 'identity-1', apiKey: 'key-1', idToken: 'id-1' };

afterEach(() => setSession(null));

describe('config.json auth_headers.flights', () => {
  it('defaults to the identity header, the form of the service authors’ client', () => {
    expect(parseRuntimeConfig(ADDRESSES).authHeaders).toEqual({ flights: 'identity' });
    expect(parseRuntimeConfig({ ...ADDRESSES, auth_headers: {} }).authHeaders).toEqual({ flights: 'identity' });
    expect(() => parseRuntimeConfig({ ...ADDRESSES, auth_headers: { flights: 'cookie' } })).toThrow();
  });

  it('identity: flights and missions send the identity JWT in the identity header, like jobs', () => {
    useForm('identity');
    setSession({ credentials });
    expect(createApiClient('flights').authHeaders()).toEqual({ 'x-service-identity-security-token': 'identity-1' });
    expect(createApiClient('jobs').authHeaders()).toEqual({ 'x-service-identity-security-token': 'identity-1' });
    expect(areaCredential('flights')).toBe('identityToken');
  });

  it('bearer: flights and missions send the auth token as a bearer', () => {
    useForm('bearer');
    setSession({ credentials });
    expect(createApiClient('flights').authHeaders()).toEqual({ authorization: 'Bearer auth-1' });
    expect(createApiClient('jobs').authHeaders()).toEqual({ 'x-service-identity-security-token': 'identity-1' });
  });

  it('one identity JWT opens jobs, the media drive and, with the identity form, flights and missions', () => {
    useForm('identity');
    expect(credentialKeys()).toEqual(['pat', 'identityToken', 'apiKey', 'idToken']);
    expect(areasOpenedBy('identityToken')).toEqual(['flights', 'jobs', 'media']);
    expect(missingAreas({ credentials: { identityToken: 'x' } })).toEqual(['streams', 'analytics']);
    useForm('bearer');
    expect(credentialKeys()).toEqual(['pat', 'authToken', 'identityToken', 'apiKey', 'idToken']);
    expect(areasOpenedBy('identityToken')).toEqual(['jobs', 'media']);
    expect(missingAreas({ credentials: { identityToken: 'x' } })).toEqual(['streams', 'flights', 'analytics']);
  });
});
