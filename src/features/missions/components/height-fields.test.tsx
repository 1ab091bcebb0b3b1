import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { geoidUndulation, loadGeoid } from '@/lib/geo/geoid';
import { HeightFields } from './height-fields';

const wp = { lat: 47.37, lng: 8.54, altitude: 30, actions: [] };

beforeAll(loadGeoid);

describe('HeightFields', () => {
  it('shows the relative, EGM96 and WGS84 altitude from the take-off elevation, and edits any of them', () => {
    const onAltitude = vi.fn();
    render(<HeightFields waypoints={[wp]} heightMode="relativeToStartPoint" takeoff={408} onAltitude={onAltitude} />);
    expect(screen.getByLabelText(/Alt\. rel\. start/)).toHaveProperty('value', '30');
    expect(screen.getByLabelText(/Alt\. EGM96/)).toHaveProperty('value', '438');
    const wgs = Number((screen.getByLabelText(/Alt\. WGS84/) as HTMLInputElement).value);
    expect(wgs - 438).toBeCloseTo(geoidUndulation(47.37, 8.54), 1);
    fireEvent.change(screen.getByLabelText(/Alt\. EGM96/), { target: { value: '500' } });
    expect(onAltitude).toHaveBeenCalledWith('EGM96', 500);
  });

  it('says terrain data is needed under a terrain-following mode and offers no absolute heights', () => {
    render(<HeightFields waypoints={[wp]} heightMode="aboveGroundLevel" takeoff={0} onAltitude={() => undefined} />);
    expect(screen.getByRole('note').textContent).toMatch(/needs terrain elevation data, which is not available/);
    expect(screen.queryByLabelText(/EGM96/)).toBeNull();
  });
});
