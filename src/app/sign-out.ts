import { setSession } from '@/lib/api/session';
import { queryClient } from './query-client';

/**
 * Forgets the credentials (memory and sessionStorage) and every cached response.
 * The GraphQL client drops its cache itself when the session goes (lib/graphql/client).
 */
export function signOut(): void {
  setSession(null);
  queryClient.clear();
}
