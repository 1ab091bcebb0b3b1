import { addProtocol } from 'maplibre-gl';
import { Protocol } from 'pmtiles';

let registered = false;

/** `pmtiles://<url>` sources: maplibre reads the archive with HTTP Range requests to the service. */
export function ensurePmtilesProtocol(): void {
  if (registered) return;
  registered = true;
  const protocol = new Protocol({ metadata: true });
  addProtocol('pmtiles', protocol.tile);
}
