// How the table mistypes an entry: a model of slips of the finger, not of the game. Each function
// answers "the table meant `truth`; how likely is it that `typed` went in instead?" as a probability
// over what could have gone in (at most 1 in all), so slips of every kind compare (mistakes.ts):
// a key beside the right one or in its keypad column, two digits swapped, one dropped or doubled, a
// station next to it on the board, a tap beside it on the map, a ticket button beside the right one.
import type { Board } from '../board/graph';
import type { StationId, Ticket } from '../board/types';
import { TICKETS } from '../board/types';

/** Keypad rows of a phone's numeric keypad: 1 2 3 / 4 5 6 / 7 8 9 / _ 0 _. */
const KEY_AT: Readonly<Record<string, readonly [row: number, column: number]>> = {
  '1': [0, 0],
  '2': [0, 1],
  '3': [0, 2],
  '4': [1, 0],
  '5': [1, 1],
  '6': [1, 2],
  '7': [2, 0],
  '8': [2, 1],
  '9': [2, 2],
  '0': [3, 1],
};

/** The share of each slip among the slips that type one number as another. Studies of typing
 *  find substitutions the most common slip (about 45%; on a keypad mostly a key beside the right
 *  one, then one above or below in the same column, rarely any other), then a dropped key (25%),
 *  a bounced, doubled key and two keys swapped (15% each). Within a shape, every number it makes
 *  from the meant one is as likely. */
export const DIGIT_SLIPS = {
  neighbourKey: 0.27,
  sameColumn: 0.11,
  otherDigit: 0.07,
  dropped: 0.25,
  doubled: 0.15,
  swapped: 0.15,
} as const;

export type DigitSlip = keyof typeof DIGIT_SLIPS;

/** The shape of the slip that turns the number `meant` into `typed`, or null for none of them. */
export function digitSlip(meant: number, typed: number): DigitSlip | null {
  const a = String(meant);
  const b = String(typed);
  if (a === b) return null;
  if (a.length === b.length) {
    const differ: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
    if (differ.length === 1) {
      const i = differ[0] as number;
      const [r1, c1] = KEY_AT[a[i] as string] as readonly [number, number];
      const [r2, c2] = KEY_AT[b[i] as string] as readonly [number, number];
      if (Math.abs(r1 - r2) + Math.abs(c1 - c2) === 1) return 'neighbourKey';
      if (c1 === c2) return 'sameColumn';
      return 'otherDigit';
    }
    if (differ.length === 2) {
      const [i, j] = differ as [number, number];
      if (j === i + 1 && a[i] === b[j] && a[j] === b[i]) return 'swapped';
    }
    return null;
  }
  // A digit dropped (a key that did not register), or doubled (a key that bounced).
  if (b.length === a.length - 1) {
    for (let i = 0; i < a.length; i++) if (a.slice(0, i) + a.slice(i + 1) === b) return 'dropped';
  }
  if (b.length === a.length + 1) {
    for (let i = 0; i < a.length; i++) if (a.slice(0, i + 1) + a.slice(i) === b) return 'doubled';
  }
  return null;
}

/** How far a finger lands from the station it aims at, in the map's units (the board is 1000
 *  wide; neighbouring stations are about 30-50 apart). */
const TAP_SPREAD = 30;
/** Beyond this distance a tap's chance (below 1e-4 of the nearest) is left out. */
const TAP_REACH = TAP_SPREAD * Math.sqrt(2 * Math.log(1e4));

/** How a wrong station comes about, with the share of each: a slip while typing its number, the
 *  number of a station next to it on the board read instead (joined to it by a route), or a tap
 *  that landed on a station near it on the map. */
export interface StationEntry {
  readonly typed: number;
  readonly read: number;
  readonly tapped: number;
}

/** A surfacing station is typed on the keypad (the reveal panel) after reading it off the board. */
export const REVEAL_ENTRY: StationEntry = { typed: 0.6, read: 0.3, tapped: 0.1 };
/** A pawn's destination tapped on the map, as `stationSlip` weighs any station (`destinationSlip`
 *  weighs it among the stations the app accepts). */
export const PAWN_ENTRY: StationEntry = { typed: 0, read: 0.3, tapped: 0.7 };

/** From one meant station: the chance of each other station by each way of getting it wrong. */
interface StationSlips {
  readonly typed: Map<StationId, number>;
  readonly read: Map<StationId, number>;
  readonly tapped: Map<StationId, number>;
}

const slipCache = new WeakMap<Board, Map<StationId, StationSlips>>();

function slipsFrom(board: Board, meant: StationId): StationSlips {
  let byStation = slipCache.get(board);
  if (!byStation) {
    byStation = new Map();
    slipCache.set(board, byStation);
  }
  const cached = byStation.get(meant);
  if (cached) return cached;
  // Typing: each shape's share, spread evenly over the stations it makes; shapes that make no
  // station are left out (the app refuses a number that is no station, so the table retypes it).
  // Only the numbers one slip away from the meant one are looked up (a few dozen, not the board).
  const byShape = new Map<DigitSlip, StationId[]>();
  const label = String(board.label(meant));
  const made = new Set<StationId>();
  const tryText = (text: string) => {
    if (!/^[1-9][0-9]*$/.test(text)) return;
    const other = board.stationOfLabel(Number(text));
    if (other === undefined || other === meant || made.has(other)) return;
    made.add(other);
    const slip = digitSlip(board.label(meant), board.label(other));
    if (slip) byShape.set(slip, [...(byShape.get(slip) ?? []), other]);
  };
  for (let i = 0; i < label.length; i++) {
    for (const digit of '0123456789') tryText(label.slice(0, i) + digit + label.slice(i + 1));
    if (i + 1 < label.length) tryText(label.slice(0, i) + label[i + 1] + label[i] + label.slice(i + 2));
    tryText(label.slice(0, i) + label.slice(i + 1));
    tryText(label.slice(0, i + 1) + label.slice(i));
  }
  const taps = new Map<StationId, number>();
  let tapTotal = 0;
  const here = board.station(meant);
  for (const other of board.stationIds) {
    if (other === meant) continue;
    const there = board.station(other);
    const tap = Math.exp(-0.5 * (Math.hypot(there.x - here.x, there.y - here.y) / TAP_SPREAD) ** 2);
    if (Math.hypot(there.x - here.x, there.y - here.y) <= TAP_REACH) {
      taps.set(other, tap);
      tapTotal += tap;
    }
  }
  let shapes = 0;
  for (const shape of byShape.keys()) shapes += DIGIT_SLIPS[shape];
  const typed = new Map<StationId, number>();
  for (const [shape, stations] of byShape) {
    for (const station of stations) typed.set(station, DIGIT_SLIPS[shape] / shapes / stations.length);
  }
  for (const [station, tap] of taps) taps.set(station, tap / tapTotal);
  const neighbours = new Set(TICKETS.flatMap((ticket) => board.ticketNeighbours(meant, ticket)));
  const read = new Map([...neighbours].map((station) => [station, 1 / neighbours.size]));
  const slips = { typed, read, tapped: taps };
  byStation.set(meant, slips);
  return slips;
}

/** The stations from which `typed` is one shaped slip away (every one whose `stationSlip` to
 *  `typed` is more than an unshaped slip's, and maybe a few more): the slips are symmetric (a digit
 *  changed or two swapped either way, a dropped digit the other way round a doubled one, a station
 *  next to it, a tap the same distance away), so they are found from `typed` alone. */
export function slipSources(board: Board, typed: StationId): Set<StationId> {
  const out = new Set<StationId>();
  const label = String(board.label(typed));
  const tryText = (text: string) => {
    if (!/^[1-9][0-9]*$/.test(text)) return;
    const other = board.stationOfLabel(Number(text));
    if (other !== undefined && other !== typed) out.add(other);
  };
  for (let i = 0; i <= label.length; i++) {
    for (const digit of '0123456789') {
      // Meant with this digit changed, or with a digit here that the keypad dropped.
      if (i < label.length) tryText(label.slice(0, i) + digit + label.slice(i + 1));
      tryText(label.slice(0, i) + digit + label.slice(i));
    }
    if (i + 1 < label.length) tryText(label.slice(0, i) + label[i + 1] + label[i] + label.slice(i + 2));
    // Meant without this digit, which bounced.
    if (i < label.length) tryText(label.slice(0, i) + label.slice(i + 1));
  }
  for (const ticket of TICKETS) for (const other of board.ticketNeighbours(typed, ticket)) out.add(other);
  const here = board.station(typed);
  for (const other of board.stationIds) {
    const there = board.station(other);
    if (other !== typed && Math.hypot(there.x - here.x, there.y - here.y) <= TAP_REACH) out.add(other);
  }
  return out;
}

/** A slip none of the shapes above describe (a station read off the wrong pawn, say): possible,
 *  but far rarer than any of them. Spread evenly over the board. */
const OTHER_SLIP = 0.02;

/** The chance that the table, meaning `meant`, entered `typed` given that it entered a wrong
 *  station, by the ways a station is entered wrongly. */
/** `stationSlip` between two stations no shape joins. */
export function unshapedSlip(board: Board): number {
  return OTHER_SLIP / Math.max(1, board.stationIds.length - 1);
}

export function stationSlip(board: Board, meant: StationId, typed: StationId, entry: StationEntry): number {
  if (meant === typed) return 0;
  const slips = slipsFrom(board, meant);
  const shaped =
    entry.typed * (slips.typed.get(typed) ?? 0) +
    entry.read * (slips.read.get(typed) ?? 0) +
    entry.tapped * (slips.tapped.get(typed) ?? 0);
  return (1 - OTHER_SLIP) * shaped + OTHER_SLIP / Math.max(1, board.stationIds.length - 1);
}

/** The chance that the table, meaning ticket `meant`, entered `typed`, given that it entered a
 *  wrong ticket and `usable` were the tickets it could tap then (the app disables the others): any
 *  other of them as likely. A ticket is one tap on one of four coloured buttons, read off a ticket
 *  of the same colour; no study tells which colours are confused more, and black taken as half
 *  as likely puts black entries behind taxi ones on the training seeds (`npm run mistakes`). */
export function ticketSlip(meant: Ticket, typed: Ticket, usable: readonly Ticket[]): number {
  if (meant === typed || !usable.includes(meant) || !usable.includes(typed)) return 0;
  return 1 / (usable.length - 1);
}

/** How a pawn's wrong destination comes about, with the share of each. The app takes a pawn's move
 *  only to a station it can reach with a ticket it holds (a tap on the map or one of the buttons
 *  listing those stations by number), so a slip that went in is one of those few stations: a tap
 *  beside the right one on the map, the button beside it, a station next to it on the board read
 *  instead, or any of the others (the table lost track of where the pawn went: its player moved
 *  it before the move was entered, or said the number of another of its stations). */
export const DESTINATION_SLIPS = { tapped: 0.4, button: 0.15, read: 0.15, other: 0.3 } as const;

/** For each of `destinations` (the stations the app would take for a pawn's move, `typed` among
 *  them) the chance that the table, meaning to move the pawn there, entered `typed` instead, given
 *  that it entered a wrong one of them: a probability over the other destinations for each meant
 *  one. All at once, as the search weighs every destination of a move against the one entered. */
export function destinationSlips(
  board: Board,
  typed: StationId,
  destinations: readonly StationId[],
): Map<StationId, number> {
  const out = new Map<StationId, number>();
  const n = destinations.length;
  if (n < 2 || !destinations.includes(typed)) return out;
  const at = destinations.map((station) => board.station(station));
  const typedAt = board.station(typed);
  const tap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.exp(-0.5 * (Math.hypot(a.x - b.x, a.y - b.y) / TAP_SPREAD) ** 2);
  const byLabel = [...destinations].sort((a, b) => board.label(a) - board.label(b));
  for (let i = 0; i < n; i++) {
    const meant = destinations[i] as StationId;
    if (meant === typed) continue;
    const here = at[i] as { x: number; y: number };
    let taps = 0;
    for (let j = 0; j < n; j++) if (j !== i) taps += tap(here, at[j] as { x: number; y: number });
    const k = byLabel.indexOf(meant);
    const buttons = (k > 0 ? 1 : 0) + (k < n - 1 ? 1 : 0);
    const isButton = byLabel[k - 1] === typed || byLabel[k + 1] === typed;
    let read = 0;
    let isRead = false;
    const seen = new Set<StationId>();
    for (const ticket of TICKETS)
      for (const station of board.ticketNeighbours(meant, ticket)) {
        if (seen.has(station) || !destinations.includes(station)) continue;
        seen.add(station);
        read++;
        if (station === typed) isRead = true;
      }
    // Each shape's share among the shapes that make one of the other destinations.
    let shares = DESTINATION_SLIPS.other + DESTINATION_SLIPS.button;
    let chance = DESTINATION_SLIPS.other / (n - 1) + (isButton ? DESTINATION_SLIPS.button / buttons : 0);
    if (read > 0) {
      shares += DESTINATION_SLIPS.read;
      if (isRead) chance += DESTINATION_SLIPS.read / read;
    }
    if (taps > 0) {
      shares += DESTINATION_SLIPS.tapped;
      chance += (DESTINATION_SLIPS.tapped * tap(here, typedAt)) / taps;
    }
    out.set(meant, chance / shares);
  }
  return out;
}

/** One of `destinationSlips`: meaning `meant`, entering `typed` (0 for the same station or a
 *  station that is not one of `destinations`). */
export function destinationSlip(
  board: Board,
  meant: StationId,
  typed: StationId,
  destinations: readonly StationId[],
): number {
  return destinationSlips(board, typed, destinations).get(meant) ?? 0;
}
