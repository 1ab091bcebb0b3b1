import { queryOptions } from '@tanstack/react-query';
import { StorageUsageSchema, type StorageUsage } from '@/lib/contract/storage';
import { graphql, graphqlQuery } from '@/lib/graphql/client';
import { mediaKeys } from './media';

/** The team drive's space (extension `storageUsage`): what its files take and the team's quota. */
export const StorageUsageDocument = graphql<{ storageUsage: unknown }, Record<string, never>>(
  'query MediaStorageUsage { storageUsage { usedBytes quotaBytes } }',
);

export const storageUsageKey = () => [...mediaKeys.all, 'storage'] as const;

/** Null when the answer is not the shape the drive can show (another implementation of the spec). */
export async function fetchStorageUsage(): Promise<StorageUsage | null> {
  const { data } = await graphqlQuery(StorageUsageDocument, {});
  const parsed = StorageUsageSchema.safeParse(data.storageUsage);
  return parsed.success ? parsed.data : null;
}

export function storageUsageQueryOptions() {
  return queryOptions({ queryKey: storageUsageKey(), queryFn: fetchStorageUsage, staleTime: 30_000 });
}
