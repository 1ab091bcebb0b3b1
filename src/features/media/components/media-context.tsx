import { createContext, useContext } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import type { PickedFile } from '../utils/dropped-files';

/** What any folder, tile or row of the explorer can ask the page to do. */
export interface FolderRef {
  id: string;
  /** Child location (what its children carry). */
  location: string;
  name: string;
}

export interface MediaExplorerActions {
  openFolder(location: string | undefined): void;
  openItem(item: MediaItem): void;
  /** Moves the dragged ids (the selection when the dragged item is selected) into a folder. */
  move(ids: readonly string[], to: FolderRef): void;
  upload(files: readonly PickedFile[], to: FolderRef): void;
  dragIds(item: MediaItem): string[];
  rename(item: MediaItem, newName: string): Promise<boolean>;
  askDelete(items: readonly MediaItem[]): void;
  isSelected(id: string): boolean;
  toggleSelected(id: string, on: boolean): void;
}

/** A virtualised view's input: the loaded items and how to load more. */
export interface PagedView {
  items: readonly MediaItem[];
  label: string;
  hasMore: boolean;
  loadMore: () => void;
  /** Drive-wide results: each item names the folder it is in. */
  showPath?: boolean;
}

export const MediaExplorerContext = createContext<MediaExplorerActions | null>(null);

export function useMediaExplorer(): MediaExplorerActions {
  const ctx = useContext(MediaExplorerContext);
  if (!ctx) throw new Error('useMediaExplorer outside MediaExplorerContext');
  return ctx;
}
