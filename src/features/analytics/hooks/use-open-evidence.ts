import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { describeError } from '@/lib/api/api-error';
import type { Detection } from '../utils/detection';
import { findEvidence } from '../utils/find-evidence';

export type EvidenceState = { key: string; status: 'finding' } | { key: string; status: 'missing'; message: string };

/** Opens the media item a detection names, at its frame; or says, for that row, why it cannot. */
export function useOpenEvidence(deviceName: (id: string) => string) {
  const navigate = useNavigate();
  const [state, setState] = useState<EvidenceState | null>(null);
  const open = useCallback(
    async (d: Detection, key: string) => {
      setState({ key, status: 'finding' });
      try {
        const item = await findEvidence(d);
        if (!item) {
          setState({
            key,
            status: 'missing',
            message: `${d.sourceFileName} is not in the media drive (looked for it by name, on ${deviceName(d.deviceId)} and on any device).`,
          });
          return;
        }
        setState(null);
        void navigate({
          to: '/media',
          search: { folder: item.location ?? undefined, item: item.id, frame: item.type === 'V' ? d.frameNumber : undefined },
        });
      } catch (err) {
        setState({ key, status: 'missing', message: `Could not search the media drive for ${d.sourceFileName}: ${describeError(err)}.` });
      }
    },
    [navigate, deviceName],
  );
  return { open, state };
}
