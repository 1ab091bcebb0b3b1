import { useEffect, useState } from 'react';
import { describeError } from '@/lib/api/api-error';

/**
 * The latest answer of an async worker call for `deps` (an older answer arriving late is dropped).
 * `run` is null while there is nothing to ask.
 */
export function useWorkerAnswer<T>(run: (() => Promise<T>) | null, depsKey: string): { value: T | null; error: string | null } {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!run) return;
    let live = true;
    run().then(
      (v) => {
        if (!live) return;
        setValue(v);
        setError(null);
      },
      (e: unknown) => {
        if (live) setError(describeError(e));
      },
    );
    return () => {
      live = false;
    };
    // `depsKey` stands for everything `run` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [depsKey, run === null]);
  return { value, error };
}
