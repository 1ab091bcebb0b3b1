import { useEffect, useRef, useState } from 'react';
import type { TileKind } from '@/lib/video/tile-status';
import { nextDarkAlerts, type DarkAlert } from '../utils/dark-alerts';

/** A short two-tone beep from WebAudio: no sound file to ship, nothing to fetch. */
function beep() {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.setValueAtTime(880, ctx.currentTime);
    osc.frequency.setValueAtTime(660, ctx.currentTime + 0.15);
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.3);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio device (a headless wall PC): the banner still shows.
  }
}

const canNotify = () => typeof Notification !== 'undefined';

/**
 * Cameras that went dark or stale, from the tiles' statuses. A new one beeps when `sound` is on
 * and, while the tab is hidden, raises a browser notification if the user allowed them (asked
 * only on their click, see `askNotifications`).
 */
export function useDarkAlerts(
  statuses: Readonly<Record<string, TileKind>>,
  names: ReadonlyMap<string, string>,
  opts: { sound?: boolean } = {},
): DarkAlert[] {
  const [alerts, setAlerts] = useState<DarkAlert[]>([]);
  const wasLive = useRef(new Set<string>());
  const sound = opts.sound ?? false;
  const key = JSON.stringify(statuses);
  useEffect(() => {
    setAlerts((prev) => {
      const next = nextDarkAlerts(prev, statuses, names, wasLive.current, Date.now());
      const fresh = next.filter((a) => !prev.some((p) => p.deviceId === a.deviceId));
      if (fresh.length) {
        if (sound) beep();
        if (document.hidden && canNotify() && Notification.permission === 'granted') {
          for (const a of fresh)
            new Notification(`${a.name} went dark`, { body: 'Its tile is not live any more.', tag: `dark:${a.deviceId}` });
        }
      }
      return JSON.stringify(next) === JSON.stringify(prev) ? prev : next;
    });
    // `key` is the statuses' content; names only label.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sound]);
  return alerts;
}

/** Asks for browser notifications once, from a click (never at load). */
export function useNotificationPermission(): { state: NotificationPermission | 'unsupported'; ask: () => void } {
  const [state, setState] = useState<NotificationPermission | 'unsupported'>(() => (canNotify() ? Notification.permission : 'unsupported'));
  const ask = () => {
    if (!canNotify()) return;
    void Notification.requestPermission().then(setState);
  };
  return { state, ask };
}
