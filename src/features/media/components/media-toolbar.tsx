import { usePermission } from '@/lib/api/use-permission';
import { buttonClass } from '@/components/ui/button';
import { MEDIA_TYPES } from '@/lib/contract/media';
import { hasFilters, type MediaSearch } from '../utils/media-search';
import { StorageMeter } from './storage-meter';
import { filesFromInput, type PickedFile } from '../utils/dropped-files';

const field = 'rounded-md border border-line bg-canvas px-2 py-1 text-sm';
const TYPE_KEYS = Object.keys(MEDIA_TYPES) as Array<keyof typeof MEDIA_TYPES>;

interface ToolbarProps {
  search: MediaSearch;
  onSearch: (patch: Partial<MediaSearch>) => void;
  onNewFolder: () => void;
  onPick: (files: PickedFile[]) => void;
}

/** View, order and filters (all in the URL), plus new folder and upload. */
export function MediaToolbar({ search, onSearch, onNewFolder, onPick }: ToolbarProps) {
  const view = search.view ?? 'grid';
  // A viewer browses the drive: no folder or upload controls.
  const write = usePermission('write');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div role="group" aria-label="View" className="flex">
        {(['grid', 'list'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            className={buttonClass(view === v ? 'primary' : 'secondary', 'sm')}
            onClick={() => onSearch({ view: v })}
          >
            {v === 'grid' ? 'Grid' : 'List'}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-pressed={search.map === true}
        className={buttonClass(search.map ? 'primary' : 'secondary', 'sm')}
        onClick={() => onSearch({ map: search.map ? undefined : true })}
      >
        Map
      </button>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Sort
        <select
          className={field}
          value={search.sort ?? 'newest'}
          onChange={(e) => onSearch({ sort: e.target.value as MediaSearch['sort'] })}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="name">Name (loaded items)</option>
          <option value="taken-newest">Taken, newest first (loaded items)</option>
          <option value="taken-oldest">Taken, oldest first (loaded items)</option>
        </select>
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Search by name
        <input
          type="search"
          className={field}
          defaultValue={search.q ?? ''}
          onChange={(e) => onSearch({ q: e.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Type
        <select
          className={field}
          value={search.type ?? ''}
          onChange={(e) => onSearch({ type: (e.target.value || undefined) as MediaSearch['type'] })}
        >
          <option value="">All types</option>
          {TYPE_KEYS.map((k) => (
            <option key={k} value={k}>
              {MEDIA_TYPES[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Device
        <input
          className={`${field} w-32`}
          defaultValue={search.device ?? ''}
          onChange={(e) => onSearch({ device: e.target.value.trim() || undefined })}
        />
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Tags
        <input
          className={`${field} w-28`}
          placeholder="rgb, thermal"
          defaultValue={search.tags ?? ''}
          onChange={(e) => onSearch({ tags: e.target.value.trim() || undefined })}
        />
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Dates
        <select
          className={field}
          value={search.dates ?? 'uploaded'}
          onChange={(e) => onSearch({ dates: e.target.value === 'taken' ? 'taken' : undefined })}
        >
          <option value="uploaded">Uploaded</option>
          <option value="taken">Taken (loaded items)</option>
        </select>
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        From
        <input type="date" className={field} value={search.from ?? ''} onChange={(e) => onSearch({ from: e.target.value || undefined })} />
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        To
        <input type="date" className={field} value={search.to ?? ''} onChange={(e) => onSearch({ to: e.target.value || undefined })} />
      </label>
      <label className="flex items-center gap-1 pb-1 text-xs text-muted">
        <input
          type="checkbox"
          checked={search.scope === 'drive'}
          onChange={(e) => onSearch({ scope: e.target.checked ? 'drive' : undefined })}
        />
        Filter the whole drive
      </label>
      {hasFilters(search) && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => onSearch({ type: undefined, device: undefined, tags: undefined, q: undefined, from: undefined, to: undefined })}
        >
          Clear filters
        </button>
      )}
      <span className="ml-auto flex items-center gap-2">
        <StorageMeter />
        {write.allowed && (
          <>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={onNewFolder}>
              New folder
            </button>
            <label className={`${buttonClass('primary', 'sm')} cursor-pointer`}>
              Upload files
              <input
                type="file"
                multiple
                className="sr-only"
                onChange={(e) => (onPick(filesFromInput(e.target.files)), (e.target.value = ''))}
              />
            </label>
            <label className={`${buttonClass('secondary', 'sm')} cursor-pointer`}>
              Upload a folder
              <input
                type="file"
                className="sr-only"
                ref={(el) => el?.setAttribute('webkitdirectory', '')}
                onChange={(e) => (onPick(filesFromInput(e.target.files)), (e.target.value = ''))}
              />
            </label>
          </>
        )}
      </span>
    </div>
  );
}
