// @vitest-environment happy-dom
// "Go to station" reads the number printed on the players' own board (docs/board.md: the Milton
// Bradley board prints 118 on the Ravensburger 108 pier and has no 108).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { type Board, getBoard } from '../../board/graph';
import type { StationId } from '../../board/types';
import { StationSet } from '../../engine/station-set';
import { GoToStation, lookUpStation } from './go-to-station';
import { LondonMap } from './london-map';

afterEach(cleanup);

const classic = getBoard('ravensburger-classic');
const miltonBradley = getBoard('milton-bradley-1985');

describe('the Go message', () => {
  it('goes once the player types again or turns to something else, not only after a valid Go', () => {
    render(
      <>
        <GoToStation board={classic} onGo={() => {}} />
        <button type="button">elsewhere</button>
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Go to station' });
    const message = () => screen.getByRole('status').textContent;
    const go = () => fireEvent.submit(box.closest('form') as HTMLFormElement);
    go();
    expect(message()).toBe('Type the number printed on a station.');
    fireEvent.input(box, { target: { value: '7' } });
    expect(message()).toBe('');
    fireEvent.input(box, { target: { value: '' } });
    go();
    expect(message()).toBe('Type the number printed on a station.');
    // Focus moving within the form (to Go) keeps it; to the map or anything else, it goes.
    fireEvent.focusOut(box, { relatedTarget: screen.getByRole('button', { name: 'Go' }) });
    expect(message()).toBe('Type the number printed on a station.');
    fireEvent.focusOut(box, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(message()).toBe('');
  });
});

describe('lookUpStation', () => {
  it.each([
    [classic, '118', 118],
    [classic, ' 74 ', 74],
    [miltonBradley, '118', 108],
    [miltonBradley, '200', 171],
    [miltonBradley, '74', 74],
  ] as const)('finds %s label %j', (board, typed, station) => {
    expect(lookUpStation(board, typed)).toEqual({ ok: true, station });
  });

  it.each([
    [classic, '', 'Type the number printed on a station.'],
    [classic, 'abc', '“abc” is not a station number.'],
    [classic, '-3', '“-3” is not a station number.'],
    [classic, '0', 'There is no station 0 on this board.'],
    [classic, '200', 'There is no station 200 on this board.'],
    [miltonBradley, '108', 'There is no station 108 on this board.'],
  ] as const)('refuses %s input %j', (board, typed, message) => {
    expect(lookUpStation(board, typed)).toEqual({ ok: false, message });
  });
});

function Table({ board }: { board: Board }) {
  const [focus, setFocus] = useState<StationId | null>(null);
  return (
    <>
      <GoToStation board={board} onGo={setFocus} />
      <LondonMap
        board={board}
        candidates={StationSet.EMPTY}
        pawns={[]}
        focusStation={focus}
        onFocusHandled={() => setFocus(null)}
      />
    </>
  );
}

function go(typed: string) {
  fireEvent.input(screen.getByLabelText('Go to station'), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

describe('GoToStation with the map', () => {
  it('focuses the station a Milton Bradley player means by 118', () => {
    render(<Table board={miltonBradley} />);
    go('118');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Station 118');
    expect(document.activeElement?.getAttribute('data-station')).toBe('108');
  });

  it('can go to the same station twice', () => {
    render(<Table board={classic} />);
    go('74');
    (screen.getByLabelText('Go to station') as HTMLInputElement).focus();
    go('74');
    expect(document.activeElement?.getAttribute('data-station')).toBe('74');
  });

  it('says clearly when the board has no such station', () => {
    render(<Table board={miltonBradley} />);
    const input = screen.getByLabelText('Go to station');
    go('108');
    expect(screen.getByRole('status').textContent).toBe('There is no station 108 on this board.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.getAttribute('data-station')).toBeNull();
    go('1');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
