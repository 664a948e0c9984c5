// @vitest-environment happy-dom
// The key explains every shape with words and letters, and all map words can be replaced.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import { StationSet } from '../../engine/station-set';
import { LondonMap } from './london-map';
import { MapLegend } from './map-legend';
import { currentMapTexts, type MapTexts } from './map-texts';

afterEach(cleanup);

describe('MapLegend', () => {
  it('draws every circle of its samples whole, stroke included, inside the sample', () => {
    // A new player saw the "wider ring" sample cut off at its edge. Stroke widths as in map.css.
    const STROKE: Record<string, number> = { 'map-destination-ring': 3, 'map-pawn-body': 1.8, 'map-candidate': 1.5 };
    render(<MapLegend />);
    const clipped: string[] = [];
    for (const sample of document.querySelectorAll('svg.map-legend-sample')) {
      const [left, top, width, height] = (sample.getAttribute('viewBox') ?? '').split(' ').map(Number) as number[];
      for (const circle of sample.querySelectorAll('circle')) {
        const inline = Number.parseFloat((circle as SVGElement).style.strokeWidth);
        const stroke = Number.isNaN(inline) ? (STROKE[circle.getAttribute('class') ?? ''] ?? 1.2) : inline;
        const reach = Number(circle.getAttribute('r')) + stroke / 2;
        if (
          -reach < (left as number) ||
          -reach < (top as number) ||
          reach > (left as number) + (width as number) ||
          reach > (top as number) + (height as number)
        ) {
          clipped.push(`${circle.getAttribute('class')} reaches ${reach}`);
        }
      }
    }
    expect(clipped).toEqual([]);
  });

  it('names each station shape with its letter, each line and each mark', () => {
    render(<MapLegend />);
    const key = screen.getByRole('region', { name: 'Map key' });
    const items = [...key.querySelectorAll('li')].map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual([
      'TTaxi station: plain circle',
      'BBus stop: thick cap on top',
      'UUnderground: bar across',
    ]);
    expect(items).toContain('Underground: red dashes');
    expect(items).toContain('Mister X could be here');
    // The percentages are marked as estimates, on the map ("≈24%") and in the key.
    // ... and the key says where the tags show and where the list is.
    expect(
      items.some((item) =>
        item.startsWith('Wider ring: likelier. ≈24%: an estimate, beside a station at least twice as likely'),
      ),
    ).toBe(true);
    expect(items.some((item) => item.includes('Tap the station count for the whole list'))).toBe(true);
    expect(items.some((item) => item?.endsWith("Can't move: no-entry mark"))).toBe(true);
    expect(items).toHaveLength(14);
  });
});

describe('map texts', () => {
  it('come from the app when it passes its own', () => {
    const german: MapTexts = {
      ...currentMapTexts(),
      station: (label) => `Station ${label}`,
      candidate: 'Mister X könnte hier sein',
      mapName: 'Stadtplan London',
      candidateCount: (count) => `Mister X: ${count} mögliche Stationen`,
    };
    render(
      <LondonMap board={getBoard('ravensburger-classic')} candidates={StationSet.of(5, 6)} pawns={[]} texts={german} />,
    );
    expect(screen.getByRole('region', { name: 'Stadtplan London' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Station 5, Mister X könnte hier sein' })).toBeTruthy();
    expect(screen.getByText('Mister X: 2 mögliche Stationen')).toBeTruthy();
  });
});
