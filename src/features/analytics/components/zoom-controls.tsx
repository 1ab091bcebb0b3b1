import { Button } from '@/components/ui/button';
import type { TimeWindow } from '../utils/time-range';

interface Props {
  /** The zoomed view, or null when the whole window is shown. */
  zoom: TimeWindow | null;
  /** The loaded window the view pans along. */
  window: TimeWindow;
  onPan: (fraction: number) => void;
  onReset: () => void;
}

/**
 * Earlier / Later / Reset zoom for the time series. Always laid out, and only made invisible (and
 * inert: hidden from assistive tech, not focusable) while nothing is zoomed, so the first zoom does
 * not reflow the header or move the chart (that reflow was most of the first zoom's frame).
 */
export function ZoomControls({ zoom, window, onPan, onReset }: Props) {
  return (
    <div className={`flex gap-2 ${zoom ? '' : 'invisible'}`} aria-hidden={zoom ? undefined : true}>
      <Button size="sm" onClick={() => onPan(-0.5)} disabled={!zoom || zoom.from <= window.from}>
        ← Earlier
      </Button>
      <Button size="sm" onClick={() => onPan(0.5)} disabled={!zoom || zoom.to >= window.to}>
        Later →
      </Button>
      <Button size="sm" onClick={onReset} disabled={!zoom}>
        Reset zoom
      </Button>
    </div>
  );
}
