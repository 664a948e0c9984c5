// @vitest-environment happy-dom
// The map as a player meets it: every station named by its printed number, marks in the names,
// taps and keys reaching the app. Board facts from docs/board.md (Milton Bradley labels).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBoard } from '../../board/graph';
import type { StationId, TransportTicket } from '../../board/types';
import { StationSet } from '../../engine/station-set';
import { LondonMap } from './london-map';
import type { MapPawn, MapTag } from './map-types';

afterEach(cleanup);

const classic = getBoard('ravensburger-classic');
const miltonBradley = getBoard('milton-bradley-1985');
const PAWNS: MapPawn[] = [
  { id: 'red', name: 'Red', colour: '#d32f2f', station: 13, kind: 'detective' },
  { id: 'bobby1', name: 'Bobby 1', colour: '#6a3fb5', station: 29, kind: 'bobby', stranded: true },
];

function stationButton(id: StationId): Element {
  const found = document.querySelector(`[data-station="${id}"]`);
  if (!found) throw new Error(`no target for station ${id}`);
  return found;
}

/** The map's view box on the board: x, y, width, height. */
function shown(): number[] {
  return (document.querySelector('svg.map-svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number);
}

function inView(id: StationId): boolean {
  const [x = 0, y = 0, w = 0, h = 0] = shown();
  const at = classic.station(id);
  return at.x >= x && at.x <= x + w && at.y >= y && at.y <= y + h;
}

/** Zooms in three steps with the keyboard and pans to the board's top left corner. */
function zoomToTopLeft(): HTMLElement {
  const viewport = screen.getByRole('region', { name: 'London map' });
  for (let i = 0; i < 3; i++) fireEvent.keyDown(viewport, { key: '+' });
  for (let i = 0; i < 30; i++) fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
  for (let i = 0; i < 30; i++) fireEvent.keyDown(viewport, { key: 'ArrowUp' });
  return viewport;
}

describe('LondonMap', () => {
  it('names all 199 stations by the number printed on the board', () => {
    render(<LondonMap board={classic} candidates={StationSet.EMPTY} pawns={[]} />);
    const targets = document.querySelectorAll('[data-station]');
    expect(targets).toHaveLength(199);
    expect(stationButton(74).getAttribute('aria-label')).toBe('Station 74');
    expect(screen.getByRole('button', { name: 'Station 153' })).toBe(stationButton(153));
  });

  it('uses Milton Bradley labels: its 118 is the Ravensburger 108 pier', () => {
    render(<LondonMap board={miltonBradley} candidates={StationSet.EMPTY} pawns={[]} />);
    expect(screen.getByRole('button', { name: 'Station 118' }).getAttribute('data-station')).toBe('108');
    expect(screen.getByRole('button', { name: 'Station 200' }).getAttribute('data-station')).toBe('171');
    expect(screen.queryByRole('button', { name: 'Station 108' })).toBeNull();
    expect(document.querySelector('.map-stations')?.textContent).not.toContain('108');
  });

  it('marks candidates, destinations, the last reveal and pawns in names and drawing', () => {
    const destinations = new Map<StationId, TransportTicket[]>([
      [14, ['taxi', 'bus']],
      [46, ['underground']],
    ]);
    render(
      <LondonMap
        board={classic}
        candidates={StationSet.of(46, 67, 89)}
        pawns={PAWNS}
        lastRevealed={67}
        destinations={destinations}
        selectedPawn="red"
      />,
    );
    expect(stationButton(14).getAttribute('aria-label')).toBe('Station 14, Red can move here by taxi or bus');
    expect(stationButton(46).getAttribute('aria-label')).toBe(
      'Station 46, Red can move here by underground, Mister X could be here',
    );
    expect(stationButton(67).getAttribute('aria-label')).toBe(
      'Station 67, Mister X could be here, Mister X was last seen here',
    );
    expect(stationButton(13).getAttribute('aria-label')).toBe('Station 13, Red');
    expect(stationButton(29).getAttribute('aria-label')).toBe('Station 29, Bobby 1, stranded');
    expect(document.querySelectorAll('.map-candidate')).toHaveLength(3);
    expect(document.querySelectorAll('.map-destination')).toHaveLength(2);
    expect(document.querySelectorAll('.map-revealed')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Red, on station 13, selected' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('Mister X: 3 possible stations').getAttribute('aria-live')).toBe('polite');
  });

  it('keeps the last-seen "X" badge clear of the pawns standing on that station, one or two', () => {
    // A new player lost the badge under a detective who had moved onto where he surfaced.
    const circle = (element: Element | null) => {
      if (!element) throw new Error('not drawn');
      const [x, y, r] = ['cx', 'cy', 'r'].map((name) => Number(element.getAttribute(name)));
      return { x: x as number, y: y as number, r: r as number };
    };
    for (const standing of [1, 2]) {
      const pawns: MapPawn[] = PAWNS.map((pawn, index) => (index < standing ? { ...pawn, station: 67 } : pawn));
      render(<LondonMap board={classic} candidates={StationSet.of(46, 67)} pawns={pawns} lastRevealed={67} />);
      const badge = circle(document.querySelector('.map-revealed-badge'));
      const bodies = [...document.querySelectorAll('.map-pawn-body')].map(circle);
      const here = bodies.filter(
        (body) => Math.hypot(body.x - classic.station(67).x, body.y - classic.station(67).y) < 10,
      );
      expect(here).toHaveLength(standing);
      for (const body of here) expect(Math.hypot(badge.x - body.x, badge.y - body.y)).toBeGreaterThan(badge.r + body.r);
      cleanup();
    }
  });

  it('reports taps on stations and pawns, but not the end of a drag', () => {
    const onStationTap = vi.fn();
    const onPawnTap = vi.fn();
    render(
      <LondonMap
        board={classic}
        candidates={StationSet.EMPTY}
        pawns={PAWNS}
        onStationTap={onStationTap}
        onPawnTap={onPawnTap}
      />,
    );
    fireEvent.click(stationButton(74));
    expect(onStationTap).toHaveBeenCalledWith(74);
    fireEvent.click(screen.getByRole('button', { name: 'Red, on station 13' }));
    expect(onPawnTap).toHaveBeenCalledWith('red');

    const viewport = screen.getByRole('region', { name: 'London map' });
    fireEvent.pointerDown(stationButton(75), { pointerId: 1, clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 160, clientY: 130, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 160, clientY: 130, pointerType: 'touch' });
    fireEvent.click(stationButton(75));
    expect(onStationTap).toHaveBeenCalledTimes(1);
  });

  it('keeps one Tab stop among stations; arrows move it, Enter taps', () => {
    const onStationTap = vi.fn();
    render(<LondonMap board={classic} candidates={StationSet.of(74)} pawns={[]} onStationTap={onStationTap} />);
    const tabStops = () => [...document.querySelectorAll('.map-target[tabindex="0"]')];
    expect(tabStops()).toEqual([stationButton(74)]);
    (stationButton(74) as SVGElement).focus();
    fireEvent.keyDown(stationButton(74), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(stationButton(75));
    expect(tabStops()).toEqual([stationButton(75)]);
    fireEvent.keyDown(stationButton(75), { key: 'Enter' });
    expect(onStationTap).toHaveBeenCalledWith(75);
  });

  it('zooms with + and - and shows the whole board with 0', () => {
    render(<LondonMap board={classic} candidates={StationSet.EMPTY} pawns={[]} />);
    const svg = document.querySelector('svg.map-svg') as SVGSVGElement;
    const width = () => Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const whole = width();
    const viewport = screen.getByRole('region', { name: 'London map' });
    fireEvent.keyDown(viewport, { key: '+' });
    expect(width()).toBeLessThan(whole);
    fireEvent.keyDown(viewport, { key: '0' });
    expect(width()).toBe(whole);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(width()).toBeLessThan(whole);
  });

  it("comes back at the table's zoom after a reload, for the same game only; the whole board once fitted", () => {
    localStorage.clear();
    const viewBox = () => document.querySelector('svg.map-svg')?.getAttribute('viewBox');
    const mount = (key: string) =>
      render(<LondonMap board={classic} candidates={StationSet.EMPTY} pawns={[]} viewKey={key} />);
    mount('table:a');
    const whole = viewBox();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.keyDown(screen.getByRole('region', { name: 'London map' }), { key: 'ArrowLeft' });
    const zoomed = viewBox();
    expect(zoomed).not.toBe(whole);
    cleanup();
    mount('table:a');
    expect(viewBox()).toBe(zoomed);
    cleanup();
    mount('table:b');
    expect(viewBox()).toBe(whole);
    cleanup();
    mount('table:a');
    fireEvent.keyDown(screen.getByRole('region', { name: 'London map' }), { key: '0' });
    cleanup();
    mount('table:a');
    expect(viewBox()).toBe(whole);
  });

  it('pans to his stations when they change and none is on screen, at the same zoom', () => {
    // Zoomed in on the top left corner (station 1 at 60,28), he surfaces at 171, bottom right.
    const mount = (candidates: StationSet) => (
      <LondonMap board={classic} candidates={candidates} pawns={[]} focusStation={null} />
    );
    const { rerender } = render(mount(StationSet.of(1, 8)));
    zoomToTopLeft();
    const [, , zoomedWidth] = shown();
    expect(inView(1)).toBe(true);
    expect(inView(171)).toBe(false);
    rerender(mount(StationSet.of(171)));
    expect(inView(171)).toBe(true);
    expect(shown()[2]).toBe(zoomedWidth);
    // While one of them is on screen, the map stays where the table put it.
    const before = shown();
    rerender(mount(StationSet.of(171, 1)));
    expect(shown()).toEqual(before);
  });

  it('pans to the pawn to move when it is off screen, unless it has just panned to his stations', () => {
    // Zoomed in on the top left; Red stands on 171 and Blue on 199, bottom right.
    const pawns: MapPawn[] = [
      { id: 'red', name: 'Red', colour: '#d32f2f', station: 171, kind: 'detective' },
      { id: 'blue', name: 'Blue', colour: '#1565c0', station: 199, kind: 'detective' },
    ];
    const mount = (selected: string | null, candidates = StationSet.of(1, 9)) => (
      <LondonMap board={classic} candidates={candidates} pawns={pawns} selectedPawn={selected} />
    );
    const { rerender } = render(mount('blue'));
    const viewport = zoomToTopLeft();
    expect(inView(171)).toBe(false);
    rerender(mount('red'));
    expect(inView(171)).toBe(true);
    // He surfaces at 1 as Blue becomes the pawn to move: his station is shown, not Blue's.
    for (let i = 0; i < 30; i++) fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    for (let i = 0; i < 30; i++) fireEvent.keyDown(viewport, { key: 'ArrowUp' });
    for (let i = 0; i < 30; i++) fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(inView(1)).toBe(false);
    rerender(mount('blue', StationSet.of(1)));
    expect(inView(1)).toBe(true);
  });

  it("brings a question's station into view, and zooms on it while it is asked", () => {
    // Zoomed in on the top left; Red has ridden to 171, bottom right, one of his stations: the
    // table is asked whether he was there (RB 2013: a detective on his station catches him).
    const pawns: MapPawn[] = [{ id: 'red', name: 'Red', colour: '#d32f2f', station: 171, kind: 'detective' }];
    const mount = (asked: StationId | null) => (
      <LondonMap board={classic} candidates={StationSet.of(1, 171)} pawns={pawns} selectedPawn={null} asked={asked} />
    );
    const { rerender } = render(mount(null));
    const viewport = zoomToTopLeft();
    const [, , width] = shown();
    expect(inView(171)).toBe(false);
    rerender(mount(171));
    expect(inView(171)).toBe(true);
    expect(shown()[2]).toBe(width);
    // Panned away and zoomed in with the button: it comes back to the middle.
    for (let i = 0; i < 30; i++) fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(inView(171)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const [x = 0, y = 0, w = 0, h = 0] = shown();
    const at = classic.station(171);
    expect(Math.abs(x + w / 2 - at.x)).toBeLessThan(w / 4);
    expect(Math.abs(y + h / 2 - at.y)).toBeLessThan(h / 4);
  });

  it('zooms on the station the table went to, not the chosen pawn, until another pawn is chosen', () => {
    // A new player went to 7 and tapped +: the map zoomed in on Blue elsewhere. Here: 111, in the
    // middle of the board, with Blue far off on 171.
    const pawns: MapPawn[] = [
      { id: 'red', name: 'Red', colour: '#d32f2f', station: 13, kind: 'detective' },
      { id: 'blue', name: 'Blue', colour: '#1565c0', station: 171, kind: 'detective' },
    ];
    const mount = (focusStation: StationId | null, selectedPawn: string) => (
      <LondonMap
        board={classic}
        candidates={StationSet.EMPTY}
        pawns={pawns}
        selectedPawn={selectedPawn}
        focusStation={focusStation}
      />
    );
    const middleNear = (id: StationId) => {
      const [x = 0, y = 0, w = 0, h = 0] = shown();
      const at = classic.station(id);
      return Math.abs(x + w / 2 - at.x) < w / 4 && Math.abs(y + h / 2 - at.y) < h / 4;
    };
    const { rerender } = render(mount(null, 'blue'));
    rerender(mount(111, 'blue'));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(middleNear(111)).toBe(true);
    expect(inView(171)).toBe(false);
    // Another pawn chosen: the zoom keeps that pawn in sight again.
    rerender(mount(null, 'red'));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(inView(13)).toBe(true);
  });

  it('tells how many suggested stations are off screen, so the list can say so when zoomed in', async () => {
    const tags: MapTag[] = [1, 171, 199].map((station, index) => ({
      key: `advice-${station}`,
      station,
      text: `${index + 1}. closes in`,
      marker: `${index + 1}.`,
      colour: '#d32f2f',
    }));
    const told = vi.fn();
    render(<LondonMap board={classic} candidates={StationSet.of(2)} pawns={[]} tags={tags} onTagsShown={told} />);
    // The whole board: every suggested station is on screen.
    await waitFor(() => expect(told).toHaveBeenLastCalledWith(expect.objectContaining({ offScreen: 0 })));
    zoomToTopLeft();
    expect(inView(1)).toBe(true);
    await waitFor(() => expect(told).toHaveBeenLastCalledWith(expect.objectContaining({ offScreen: 2 })));
  });

  it('opens at the whole board when the kept view is not one (a foreign value)', () => {
    localStorage.setItem('dragnet.map-view', '{"game":"table:a","cx":"x","scale":-1}');
    render(<LondonMap board={classic} candidates={StationSet.EMPTY} pawns={[]} viewKey="table:a" />);
    const [x, y] = (document.querySelector('svg.map-svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect([x, y]).toEqual([-20, -22]);
  });

  it('centres on and focuses focusStation, then says so', () => {
    const onFocusHandled = vi.fn();
    render(
      <LondonMap
        board={classic}
        candidates={StationSet.EMPTY}
        pawns={[]}
        focusStation={153}
        onFocusHandled={onFocusHandled}
      />,
    );
    expect(document.activeElement).toBe(stationButton(153));
    expect(onFocusHandled).toHaveBeenCalledOnce();
    const [x, y, w, h] = (document.querySelector('svg.map-svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const station = classic.station(153);
    expect(station.x).toBeGreaterThan(x as number);
    expect(station.x).toBeLessThan((x as number) + (w as number));
    expect(station.y).toBeGreaterThan(y as number);
    expect(station.y).toBeLessThan((y as number) + (h as number));
  });

  it('speaks and draws how likely each candidate is, without hiding the unlikely ones', async () => {
    const likelihood = new Float64Array(200);
    likelihood[74] = 0.6;
    likelihood[58] = 0.39;
    likelihood[45] = 0.01;
    render(<LondonMap board={classic} candidates={StationSet.of(45, 58, 74)} pawns={[]} likelihood={likelihood} />);
    expect(stationButton(74).getAttribute('aria-label')).toBe('Station 74, Mister X could be here, 60% likely');
    expect(stationButton(45).getAttribute('aria-label')).toBe('Station 45, Mister X could be here, 1% likely');
    // Every candidate keeps its halo; the likelier get a ring and the likeliest a percentage tag.
    expect(document.querySelectorAll('.map-candidate')).toHaveLength(3);
    expect(document.querySelectorAll('.map-likely')).toHaveLength(2);
    // Only 74 is 25 points above an even share of three (likely-tags.ts), marked as an estimate.
    // The tags' layout loads on demand (a chunk of its own): its first import takes a moment.
    await waitFor(
      () =>
        expect([...document.querySelectorAll('.map-tag.is-likely text')].map((tag) => tag.textContent)).toEqual([
          '≈60%',
        ]),
      { timeout: 60_000 },
    );
  }, 120_000);
});
