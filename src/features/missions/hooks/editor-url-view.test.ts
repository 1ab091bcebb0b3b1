import { describe, expect, it } from 'vitest';
import { cameraFromSearch, editorViewSearch, metresPerPixel, selectionFromSearch, selectionToSearch } from './editor-url-view';

describe('editor view in the URL', () => {
  it('writes selections as short ranges and reads them back', () => {
    expect(selectionToSearch([])).toBeUndefined();
    expect(selectionToSearch([4])).toBe(5);
    expect(selectionToSearch([0, 1, 2, 3, 7, 9, 10])).toBe('1-4,8,10-11');
    expect(selectionFromSearch('1-4,8,10-11', 20)).toEqual([0, 1, 2, 3, 7, 9, 10]);
    expect(selectionFromSearch(5, 20)).toEqual([4]);
  });

  it('drops waypoints beyond the route and bad values', () => {
    expect(selectionFromSearch('3-9', 5)).toEqual([2, 3, 4]);
    expect(editorViewSearch.parse({ sel: '1;drop', lng: 500, lat: 47, z: 'x' })).toEqual({
      sel: undefined,
      lng: undefined,
      lat: 47,
      z: undefined,
    });
    expect(cameraFromSearch({ lng: 8.5, lat: 47 })).toBeUndefined();
    expect(cameraFromSearch({ lng: 8.5, lat: 47, z: 15 })).toEqual({ lng: 8.5, lat: 47, zoom: 15 });
  });

  it('gives metres per pixel that halve with each zoom level', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(78271.5, 0);
    expect(metresPerPixel(16, 47) / metresPerPixel(17, 47)).toBeCloseTo(2, 9);
  });
});
