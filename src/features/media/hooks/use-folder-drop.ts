import { useState, type DragEvent } from 'react';
import { usePermission } from '@/lib/api/use-permission';
import { useMediaExplorer, type FolderRef } from '../components/media-context';
import { carriesFiles, carriesMediaItems, draggedIds, filesFromDataTransfer } from '../utils/dropped-files';

/** Makes an element a drop target for a folder: items dragged from the explorer move, files from the desktop upload. */
export function useFolderDrop(folder: FolderRef | null) {
  const actions = useMediaExplorer();
  const [over, setOver] = useState(false);
  // Moving and uploading are writes the service refuses a viewer: the drop is declined ("no drop"
  // cursor, no highlight), and a dropped desktop file is not opened by the browser in its place.
  const write = usePermission('write');
  if (!folder) return { over: false, props: {} };
  const accepts = (e: DragEvent) => carriesMediaItems(e.dataTransfer) || carriesFiles(e.dataTransfer);
  if (!write.allowed) {
    const decline = (e: DragEvent) => {
      if (!accepts(e)) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = 'none';
    };
    return { over: false, props: { onDragOver: decline, onDrop: decline } };
  }
  return {
    over,
    props: {
      onDragOver: (e: DragEvent) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.stopPropagation();
        e.dataTransfer.dropEffect = carriesMediaItems(e.dataTransfer) ? 'move' : 'copy';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(false);
        if (carriesMediaItems(e.dataTransfer)) {
          const ids = draggedIds(e.dataTransfer).filter((id) => id !== folder.id);
          if (ids.length) actions.move(ids, folder);
        } else void filesFromDataTransfer(e.dataTransfer).then((files) => actions.upload(files, folder));
      },
    },
  };
}
