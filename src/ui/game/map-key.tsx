// The map's key under the table's panel: closed at first, its drawing loaded when first opened
// (map-legend.tsx), so the table screen's page load stays small.
import { useState } from 'preact/hooks';
import { moduleLoader, useLazyModule } from '../lazy';
import type { MapTexts } from '../map/map-texts';

const loadLegend = moduleLoader(() => import('../map/map-legend'));

function Legend({ texts }: { texts: MapTexts }) {
  const legend = useLazyModule(loadLegend);
  return legend && <legend.MapLegend texts={texts} />;
}

export function MapKey({ texts }: { texts: MapTexts }) {
  const [opened, setOpened] = useState(false);
  return (
    <details class="map-key" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{texts.legendName}</summary>
      {opened && <Legend texts={texts} />}
    </details>
  );
}
