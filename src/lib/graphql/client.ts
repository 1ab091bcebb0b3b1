import { authExchange } from '@urql/exchange-auth';
import { Client, cacheExchange, fetchExchange, gql, type AnyVariables, type CombinedError, type TypedDocumentNode } from 'urql';
import { ApiError } from '@/lib/api/api-error';
import { mediaApi } from '@/lib/api/clients';
import { reportReachable } from '@/lib/api/connectivity';
import { requestReauth } from '@/lib/api/reauth';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { subscribeSession } from '@/lib/api/session';
import { apiErrorFromGraphql, serviceWasReached } from './errors';

/**
 * The urql client for the media drive. Import this module only from media code (it is
 * lazily loaded with its route), so urql stays out of the initial bundle.
 */
let client: Client | null = null;

function authHeaders(): Record<string, string> | null {
  try {
    return mediaApi.authHeaders();
  } catch {
    return null; // not connected: send nothing, the service answers 401
  }
}

function didAuthError(error: CombinedError): boolean {
  const status = (error.response as { status?: number } | undefined)?.status;
  return status === 401 || error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

function createGraphqlClient(): Client {
  return new Client({
    url: getRuntimeConfig().mediaGraphqlUrl,
    requestPolicy: 'cache-and-network',
    exchanges: [
      cacheExchange,
      authExchange(async (utils) => ({
        // The media drive takes the raw ID token in `authorization` (no "Bearer").
        addAuthToOperation: (operation) => {
          const headers = authHeaders();
          return headers ? utils.appendHeaders(operation, headers) : operation;
        },
        didAuthError,
        // A 401 opens the re-sign-in dialog; the exchange retries the operation afterwards.
        refreshAuth: () => requestReauth().catch(() => undefined),
      })),
      fetchExchange,
    ],
  });
}

export function getGraphqlClient(): Client {
  client ??= createGraphqlClient();
  return client;
}

/** Drops the client and its cache (sign-out, or another user signs in). */
export function resetGraphqlClient(): void {
  client = null;
}

// Sign-out (or a different user) must not see the previous user's cached documents.
let lastUser: string | undefined;
subscribeSession((s) => {
  if (!s || s.userId !== lastUser) resetGraphqlClient();
  lastUser = s?.userId;
});

/** Builds a typed document: `graphql<Data, Vars>(\`query …\`)`. */
export function graphql<TData, TVars extends AnyVariables = AnyVariables>(source: string): TypedDocumentNode<TData, TVars> {
  return gql<TData, TVars>(source);
}

export interface GraphqlResult<TData> {
  data: TData;
  /** Errors that came with partial data: show the data and say what is missing. */
  partialErrors: ApiError[];
}

async function run<TData, TVars extends AnyVariables>(
  kind: 'query' | 'mutation',
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<GraphqlResult<TData>> {
  const c = getGraphqlClient();
  const result =
    kind === 'query'
      ? await c.query(document, variables, { requestPolicy: 'network-only' }).toPromise()
      : await c.mutation(document, variables).toPromise();
  reportReachable(serviceWasReached(result.error));
  if (result.data === undefined || result.data === null) {
    throw result.error ? apiErrorFromGraphql(result.error) : new ApiError(200, 'NO_DATA', 'The media service answered without data.');
  }
  return { data: result.data, partialErrors: result.error ? [apiErrorFromGraphql(result.error)] : [] };
}

/** For TanStack Query fetchers: resolves with data (and any partial errors) or throws an ApiError. */
export function graphqlQuery<TData, TVars extends AnyVariables>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<GraphqlResult<TData>> {
  return run('query', document, variables);
}

export function graphqlMutation<TData, TVars extends AnyVariables>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<GraphqlResult<TData>> {
  return run('mutation', document, variables);
}
