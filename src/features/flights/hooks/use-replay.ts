import { useCallback, useEffect, useRef, useState } from 'react';

export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8, 16] as const;

/**
 * Replay clock over a flight of `duration` seconds: play/pause, speed, seek. While playing it
 * advances with requestAnimationFrame by real elapsed time × speed, and stops at the end.
 */
export function useReplay(duration: number) {
  const [t, setT] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const speedRef = useRef(speed);
  speedRef.current = speed;

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const dt = ((now - last) / 1000) * speedRef.current;
      last = now;
      let ended = false;
      setT((prev) => {
        const next = prev + dt;
        if (next >= duration) {
          ended = true;
          return duration;
        }
        return next;
      });
      if (ended) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, duration]);

  const toggle = useCallback(() => {
    setPlaying((p) => {
      // Play from the start again once the end is reached.
      if (!p) setT((cur) => (cur >= duration ? 0 : cur));
      return !p;
    });
  }, [duration]);
  const seek = useCallback((s: number) => setT(Math.min(duration, Math.max(0, s))), [duration]);
  return { t, playing, speed, setSpeed, toggle, seek };
}
