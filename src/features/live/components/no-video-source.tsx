/**
 * A device that has nothing to play: a calm, final state instead of a player that reconnects
 * forever. No player controls (there is nothing to snapshot, retry or measure).
 */
export function NoVideoSource({ name, variant = 'tile' }: { name: string; variant?: 'full' | 'tile' }) {
  return (
    <div
      role="group"
      aria-label={name}
      data-player-state="no-source"
      className="flex h-full w-full flex-col items-center justify-center gap-1 bg-zinc-900 p-2 text-center text-zinc-300"
    >
      <span aria-hidden="true" className="text-2xl text-zinc-500">
        ⌀
      </span>
      <span className={variant === 'full' ? 'text-sm font-medium' : 'text-xs font-medium'}>No video source configured</span>
      {variant === 'full' ? (
        <span className="max-w-sm text-xs text-zinc-400">
          This device has no camera feed set up. An administrator adds its RTMP or RTSP source; until then there is nothing to watch.
        </span>
      ) : null}
    </div>
  );
}
