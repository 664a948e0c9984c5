// The move advice's words in English: a section of the English dictionary that loads with the
// advice (src/ui/i18n/advice-words.ts), keeping the table's download small.
import { spokenBefore, spokenRides } from '../../advisor/spoken-rides';
import type { Template } from './en';

/** "3 rides from 67, where he is" when his station is certain; else "on average about 4 rides from
 *  where he may be": the average over where he may be, in whole rides ("4.4 rides" is nothing a
 *  player says out loud, and "3 rides from where he probably is" reads as false while one of his
 *  stations is a ride away). */
const fromHim = (p: Readonly<Record<string, unknown>>) => {
  const rides = spokenRides(Number(p.rides), p.station != null);
  const count = `${rides} ${rides === 1 ? 'ride' : 'rides'}`;
  return p.station == null
    ? `on average about ${count} from where he may be`
    : `${count} from ${p.station}, where he is`;
};

/** "was 6" for a pawn that closes in, or "a little nearer" when the whole rides read the same (5.4
 *  and 5.1 are both "about 5"): "closes in: about 5 rides" alone read as no closing in. */
const was = (p: Readonly<Record<string, unknown>>) => {
  const before = spokenBefore(Number(p.rides), Number(p.before), p.station != null);
  return before === null ? 'a little nearer' : `was ${before}`;
};

/** " from 154" when his station is certain (he has just surfaced); nothing otherwise. */
const fromStation = (station: unknown) => (station == null ? '' : ` from ${station}`);

/** "≈41% of", or "nearly all of" for the largest shares shown (never a promised catch). */
const shareOf = (percent: unknown) => (Number(percent) >= 95 ? 'nearly all of' : `≈${percent}% of`);

/** "3rd", "4th", "21st", "22nd". */
const ordinal = (count: number) => {
  const suffix = Math.floor(count / 10) % 10 === 1 ? 'th' : (['th', 'st', 'nd', 'rd'][count % 10] ?? 'th');
  return `${count}${suffix}`;
};

export const adviceEn = {
  'advice.title': 'Suggested moves',
  'advice.thinking': 'Thinking…',
  'advice.refining': 'A first plan; looking for a better one…',
  // No seconds: "Best plan found in the 1.5 s allowed" reads as technical, and "0.00 s" as nothing
  // done. What the table needs is that the plan is done, and the order.
  'advice.final': 'The plan is ready: enter the moves in this order.',
  'advice.held': 'The plan holds: nothing new is known since it was made.',
  'advice.catchOnly': 'By the record he can only be there: this move ends the game, the others need not move.',
  'advice.why.not-there': (p) => `New plan: Mister X was not at ${p.station}.`,
  'advice.why.other-move': (p) => `New plan: ${p.pawn} went to ${p.to} instead of ${p.suggested}.`,
  'advice.why.moved': (p) => `New plan: ${p.pawn} went to ${p.to}.`,
  'advice.why.corrected': 'New plan: an entry was undone or corrected.',
  // Something new, and the same moves: said, as their reasons may change, and a reason changing
  // under "The plan is ready" with no word reads as a fault.
  'advice.same.not-there': (p) => `Mister X was not at ${p.station}: the same moves still fit best.`,
  'advice.same.other-move': (p) => `${p.pawn} went to ${p.to}: the same moves still fit best for the others.`,
  'advice.same.corrected': 'An entry was undone or corrected: the same moves still fit best.',
  // No plan on a record that contradicts itself: a plan built on a mistyped surfacing would say
  // "closes in: 4 rides from 153, where he is" of a station he was never on.
  'advice.contradiction': 'No plan: the record contradicts itself.',
  'advice.putRight':
    'Put it right first: a plan built on a mistaken entry looks for him where he is not. The plan comes back once the record is right.',
  'advice.none': 'No suggestion: this record cannot be read.',
  'advice.hint':
    'Tap a marked station on the map, or Move, to enter that move. You decide: nothing is entered by itself.',
  'advice.move': (p) => `${p.pawn}: ${p.ticket} to ${p.station}`,
  'advice.take': 'Move',
  'advice.after': (p) => `once ${p.pawn} has moved off`,
  'advice.mayBeThere': 'he may be there too: you will be asked',
  // Said once when it is true of every move (as in round 1), not under every item.
  'advice.mayBeThereAll': 'Each of these moves lands where he may be: you will be asked if he was there.',
  'advice.mayBeThere.dragnet': 'he may be there too: Dragnet will say',
  'advice.mayBeThereAll.dragnet': 'Each of these moves lands where he may be: Dragnet will say if he was there.',
  'advice.takeLabel': (p) => `Move ${p.pawn} to ${p.station} by ${p.ticket}`,
  'advice.reason.catch': (p) =>
    p.percent === 100 ? `he is on ${p.station}` : `he may be on ${p.station} (≈${p.percent}%)`,
  'advice.reason.surfacing': (p) =>
    `one ride from ${shareOf(p.percent)} where he may surface next${fromStation(p.from)}`,
  'advice.reason.covers': (p) => `one ride from ${shareOf(p.percent)} where he may go next${fromStation(p.from)}`,
  'advice.reason.net': 'with the others, one ride from nearly all of where he may go next',
  'advice.reason.guards-underground': (p) =>
    // Not "cuts off his underground", a promise broken while he can still ride it elsewhere.
    p.blocks
      ? `holds ${p.station}, so Mister X cannot take the underground there`
      : `holds ${p.station}: from there it can follow Mister X on the underground`,
  'advice.reason.stays-by': (p) => `stays one ride from ${p.station} and his underground`,
  'advice.reason.saves-ticket': (p) =>
    p.left === 1
      ? `saves ${p.pawn}'s last ${p.ticket} ticket`
      : `saves ${p.pawn}'s ${p.ticket} tickets (${p.left} left)`,
  'advice.reason.keeps-tickets': (p) => `keeps ${p.pawn}'s scarcer tickets for later rounds`,
  'advice.reason.keeps-lines': 'stays where its tickets still take it on',
  // With its cause: the bare "hands Mister X no taxi ticket" on a move away from him reads as the
  // app not caring about the chase.
  'advice.reason.spares-x': (p) => `hands Mister X no ${p.ticket} ticket: the tickets you spend go to him`,
  'advice.reason.cuts-off': (p) => `cuts off ≈${p.stations} stations he could reach first`,
  'advice.reason.narrows': 'narrows his escape room',
  'advice.reason.closes-in': (p) => `closes in: ${fromHim(p)} (${was(p)})`,
  'advice.reason.nearest': (p) => `the nearest it can get: ${fromHim(p)}`,
  // His likeliest stations by name, which the map shows with their percentages ("one ride from ≈5%
  // of where he may go next" says little while ≈84% of him sits on one station).
  'advice.reason.likely': (p) => {
    const count = `${p.rides} ${Number(p.rides) === 1 ? 'ride' : 'rides'} from ${p.likeliest}`;
    const where = `where he most likely is (≈${p.percent}%${Number(p.count) > 1 ? ' together' : ''})`;
    return Number(p.rides) < Number(p.before)
      ? `closes in: ${count} (was ${p.before}), ${where}`
      : `${count}, ${where}`;
  },
  'advice.reason.best-fit': 'on balance its best move: no single reason stands out',
  'advice.reason.only-move': 'its only move',
  // Before the reason of a ride to and fro, so that the table following it round after round is
  // told so: the advisor suggests one only where it guards something there.
  'advice.again': (p) => `${ordinal(Number(p.rides))} ride in a row between ${p.from} and ${p.to}`,
  'advice.short.catch': (p) => (p.percent === 100 ? 'he is here' : `≈${p.percent}% here`),
  // "1 ride from", not "reaches ≈67%", which reads as a 67% chance he is there.
  'advice.short.surfacing': (p) => (Number(p.percent) >= 95 ? '1 ride from most' : `1 ride from ≈${p.percent}%`),
  'advice.short.covers': (p) => (Number(p.percent) >= 95 ? '1 ride from most' : `1 ride from ≈${p.percent}%`),
  // Not "holds U", which says nothing to a new player; "underground" as in the list ("watches
  // tube" beside "follow Mister X on the underground" reads as two things).
  'advice.short.guards-underground': (p) => (p.blocks ? 'blocks underground' : 'follows underground'),
  'advice.short.net': 'closes the net',
  'advice.short.stays-by': (p) => `near tube ${p.station}`,
  'advice.short.saves-ticket': (p) => `saves ${p.ticket}`,
  'advice.short.keeps-tickets': 'saves tickets',
  'advice.short.keeps-lines': 'keeps lines',
  // As the list says it: "no taxi for X" read as "he cannot take a taxi here".
  'advice.short.spares-x': (p) => `hands X no ${p.ticket}`,
  'advice.short.cuts-off': (p) => `cuts off ≈${p.stations}`,
  // Not the bare "narrows", which a player could not read on the map.
  'advice.short.narrows': 'hems him in',
  'advice.short.closes-in': 'closes in',
  'advice.short.nearest': 'nearest',
  // As short as "closes in": the list names the stations (three of them crowded the map's tags).
  'advice.short.likely': (p) =>
    Number(p.rides) < Number(p.before) ? 'closes in' : Number(p.count) > 1 ? 'near him' : `1 ride from ${p.likeliest}`,
  'advice.short.best-fit': 'on balance',
  'advice.short.only-move': 'only move',
  'advice.offScreen': (p) =>
    Number(p.count) === 1
      ? 'Zoomed in, 1 suggested station is off screen: ⤢ shows the whole board.'
      : `Zoomed in, ${p.count} suggested stations are off screen: ⤢ shows the whole board.`,
  'advice.folded':
    "Where the map has no room for the words, it shows only the number; where it has none even for that, only the station's ring in the pawn's colour.",
} satisfies Record<string, Template>;
