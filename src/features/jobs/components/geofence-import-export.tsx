import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import { saveFile } from '@/lib/save-file';
import { describeError } from '@/lib/api/api-error';
import { decodeText } from '@/lib/mission-files/import-error';
import { readImportFile } from '@/lib/mission-files/import-limits';
import type { GeozoneImport } from '../utils/geozone-files';

/** Import a geofence (GeoJSON, KML, QGC .plan, ED-269/ED-318/FAA geozones) into the edit; export the edit as GeoJSON. */
export function GeofenceImportExport({
  fence,
  onImport,
}: {
  fence: GeoFeatureCollection;
  onImport: (fc: GeoFeatureCollection, geozones?: GeozoneImport) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File) => {
    try {
      // The file readers (KML, .plan, and the geoid tables the mission importers use) load on the
      // first import, not with the task page: they cost ~80 ms of script on every open.
      const { importGeofence } = await import('../utils/import-geofence');
      const { fence: imported, notes, geozones } = importGeofence(file.name, decodeText(await readImportFile(file)));
      onImport(imported, geozones);
      toast.success(`Imported ${imported.features.length} shape(s) from ${file.name}`);
      for (const n of notes) toast.info(n);
    } catch (e) {
      // An ImportError names the file and the place in it; anything else is a bug, said and logged.
      toast.error(`Could not import the geofence. ${describeError(e)}`);
    }
  };
  const exportFile = () => saveFile(JSON.stringify(fence, null, 2), 'geofence.geojson', 'application/geo+json');
  return (
    <>
      <Button size="sm" onClick={() => input.current?.click()}>
        Import…
      </Button>
      <input
        ref={input}
        type="file"
        aria-label="Import geofence file"
        accept=".geojson,.json,.kml,.plan"
        className="hidden"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void read(f);
          e.target.value = '';
        }}
      />
      <Button size="sm" onClick={exportFile} disabled={fence.features.length === 0}>
        Export GeoJSON
      </Button>
    </>
  );
}

/** The zones of the last geozone file imported, as published: limits with their reference, validity, source. */
export function ImportedGeozones({ geozones, farKm }: { geozones: GeozoneImport; farKm: number | undefined }) {
  const { source } = geozones;
  return (
    <section aria-label="Imported geozones" className="flex flex-col gap-1 rounded border border-line p-2 text-xs">
      <p className="font-medium">
        {geozones.format}: {source.fileName} — published by {source.publisher}, {source.date}
      </p>
      {farKm !== undefined && (
        <p role="alert" className="text-danger">
          These zones are about {Math.round(farKm)} km from the task: check that this is the right file.
        </p>
      )}
      <table className="w-full text-left">
        <thead>
          <tr>
            <th scope="col">Zone</th>
            <th scope="col">Restriction</th>
            <th scope="col">Lower limit</th>
            <th scope="col">Upper limit</th>
            <th scope="col">Validity</th>
          </tr>
        </thead>
        <tbody>
          {geozones.zones.map((z, i) => (
            <tr key={`${z.name}-${i}`}>
              <td>{z.name}</td>
              <td>{z.restriction}</td>
              <td>{z.lower}</td>
              <td>{z.upper}</td>
              <td>{z.validity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
