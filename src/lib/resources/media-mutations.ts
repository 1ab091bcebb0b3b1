import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { childLocationOf } from '@/lib/contract/media';
import { graphql, graphqlMutation } from '@/lib/graphql/client';
import { mediaKeys } from './media';
import type { MutationNotices } from './mutation-notices';

export const MoveDocument = graphql<{ move: unknown }, { ids: Array<{ id: string }>; to: string }>(`
  mutation MediaMove($ids: [ItemIdInput!]!, $to: String!) {
    move(moveItems: $ids, to: { id: $to }) {
      id
      parentId
      location
    }
  }
`);
export const RenameDocument = graphql<{ rename: unknown }, { id: string; newName: string }>(`
  mutation MediaRename($id: String!, $newName: String!) {
    rename(item: { id: $id }, newName: $newName) {
      id
      name
    }
  }
`);
export const DeleteDocument = graphql<{ delete: unknown }, { ids: Array<{ id: string }> }>(`
  mutation MediaDelete($ids: [ItemIdInput!]!) {
    delete(deleteItems: $ids) {
      deleteItems {
        id
      }
      ownerId
    }
  }
`);
export const CreateFolderDocument = graphql<{ createFolder: unknown }, { name: string; location?: string }>(`
  mutation MediaCreateFolder($name: String!, $location: String) {
    createFolder(name: $name, location: $location) {
      id
      name
      location
    }
  }
`);

const asIds = (ids: readonly string[]) => ids.map((id) => ({ id }));

/**
 * Ids per move or delete request. The service takes a GraphQL body of at most 64 KB; 500 ids
 * are ~23 KB, so "select all loaded" over thousands of items goes in several requests.
 */
export const MAX_IDS_PER_REQUEST = 500;

/** Runs `send` on each slice of ids in turn; the first failure stops the rest (the lists are refetched either way). */
async function inBatches(ids: readonly string[], send: (batch: readonly string[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) await send(ids.slice(i, i + MAX_IDS_PER_REQUEST));
}

/** Every media change touches lists, the tree and details alike: refetch the whole resource. */
function useMediaMutation<V>(run: (vars: V) => Promise<unknown>, notices?: MutationNotices<V, unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: notices?.onSuccess,
    onError: notices?.onError,
    onSettled: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export interface MoveMediaVars {
  ids: readonly string[];
  /** Destination folder id (the team id is the root). */
  to: string;
}
export const useMoveMediaMutation = (notices?: MutationNotices<MoveMediaVars, unknown>) =>
  useMediaMutation((v: MoveMediaVars) => inBatches(v.ids, (ids) => graphqlMutation(MoveDocument, { ids: asIds(ids), to: v.to })), notices);

export interface RenameMediaVars {
  id: string;
  newName: string;
}
export const useRenameMediaMutation = (notices?: MutationNotices<RenameMediaVars, unknown>) =>
  useMediaMutation((v: RenameMediaVars) => graphqlMutation(RenameDocument, v), notices);

export const useDeleteMediaMutation = (notices?: MutationNotices<readonly string[], unknown>) =>
  useMediaMutation((ids: readonly string[]) => inBatches(ids, (batch) => graphqlMutation(DeleteDocument, { ids: asIds(batch) })), notices);

export interface CreateFolderVars {
  name: string;
  location?: string;
}
/**
 * Extension of the reference service (not in the spec). A plain fetcher too, for the folders
 * an upload of a whole folder creates before its files; answers the new folder's child location.
 */
export async function createMediaFolder(v: CreateFolderVars): Promise<{ id: string; location: string }> {
  const { data } = await graphqlMutation(CreateFolderDocument, v);
  const folder = data.createFolder as { id?: unknown; location?: unknown } | null;
  if (typeof folder?.id !== 'string') throw new ApiError(200, 'NO_DATA', 'The media service did not create the folder.');
  return {
    id: folder.id,
    location: childLocationOf({ id: folder.id, location: typeof folder.location === 'string' ? folder.location : null }),
  };
}
export const useCreateMediaFolderMutation = (notices?: MutationNotices<CreateFolderVars, unknown>) =>
  useMediaMutation((v: CreateFolderVars) => createMediaFolder(v), notices);
