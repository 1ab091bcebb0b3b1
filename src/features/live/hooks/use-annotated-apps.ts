import { useEffect, useState } from 'react';
import { aiApps, type AiApp } from '@/lib/api/runtime-config';
import { annotatedAppIds } from '../utils/stream-urls';
import type { TokenManager } from '../utils/token-manager';

/**
 * The AI add-ons whose annotated renditions the viewer token actually carries (the service may
 * return fewer than were asked for), named from the deployment's config.
 */
export function useAnnotatedApps(manager: TokenManager | null): AiApp[] {
  const [apps, setApps] = useState<AiApp[]>([]);
  useEffect(() => {
    if (!manager) {
      setApps([]);
      return;
    }
    let cancelled = false;
    manager.get().then(
      (t) => {
        if (cancelled) return;
        const names = new Map(aiApps().map((a) => [a.id, a.name]));
        setApps(annotatedAppIds(t).map((id) => ({ id, name: names.get(id) ?? id })));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [manager]);
  return apps;
}

/** The add-on ids to ask the token for: every add-on of this deployment. */
export function requestedAiAppIds(): string[] {
  return aiApps().map((a) => a.id);
}
