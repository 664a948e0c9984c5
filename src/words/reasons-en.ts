// A planned move's reason in English, as the command line prints it (the UI words the codes in the
// players' language: src/ui/advice/reason-words.ts).

import type { AdvisedMove, Reason } from '../advisor/plan';
import { SHARE_SHOWN_MAX } from '../advisor/plan';
import { spokenBefore, spokenRides } from '../advisor/spoken-rides';
import type { TransportTicket } from '../board/types';

const TICKET_WORDS: Readonly<Record<TransportTicket, string>> = {
  taxi: 'taxi',
  bus: 'bus',
  underground: 'underground',
};

/** " from 154", his station when it is certain; nothing otherwise. */
function fromStation(station: number | null | undefined): string {
  return station == null ? '' : ` from ${station}`;
}

/** "3 rides from 67, where he is" when his station is certain, else the average over where he may
 *  be in whole rides (as src/ui/i18n/advice-en.ts words it). */
function fromHim(rides: number, station: number | null): string {
  const said = spokenRides(rides, station !== null);
  const count = `${said} ${said === 1 ? 'ride' : 'rides'}`;
  return station === null ? `on average about ${count} from where he may be` : `${count} from ${station}, where he is`;
}

/** "19", "19 or 20", "19, 20 or 32". */
function orList(stations: readonly number[]): string {
  return stations.length < 2 ? `${stations[0]}` : `${stations.slice(0, -1).join(', ')} or ${stations.at(-1)}`;
}

/** "was 6", or "a little nearer" when the whole rides read the same. */
function wasRides(rides: number, before: number, station: number | null): string {
  const was = spokenBefore(rides, before, station !== null);
  return was === null ? 'a little nearer' : `was ${was}`;
}

/** "≈41% of", or "nearly all of" for the largest shares shown. */
const shareOf = (value: number) => (value >= SHARE_SHOWN_MAX ? 'nearly all of' : `≈${value}% of`);

/** The reason in English. */
export function reasonText(reason: Reason): string {
  switch (reason.code) {
    case 'catch':
      return reason.percent >= 100
        ? `he is on ${reason.station}`
        : `he may be on ${reason.station} (≈${reason.percent}%)`;
    case 'surfacing':
      return `one ride from ${shareOf(reason.percent)} where he may surface next${fromStation(reason.from)}`;
    case 'covers':
      return `one ride from ${shareOf(reason.percent)} where he may go next${fromStation(reason.from)}`;
    case 'net':
      return 'with the others, one ride from nearly all of where he may go next';
    case 'guards-underground':
      return reason.blocks
        ? `holds ${reason.station}, so Mister X cannot take the underground there`
        : `holds ${reason.station}: from there it can follow Mister X on the underground`;
    case 'stays-by':
      return `stays one ride from ${reason.station} and his underground`;
    case 'saves-ticket':
      return reason.left === 1
        ? `saves ${reason.pawn}'s last ${TICKET_WORDS[reason.ticket]} ticket`
        : `saves ${reason.pawn}'s ${TICKET_WORDS[reason.ticket]} tickets (${reason.left} left)`;
    case 'keeps-tickets':
      return `keeps ${reason.pawn}'s scarcer tickets for later rounds`;
    case 'keeps-lines':
      return 'stays where its tickets still take it on';
    case 'spares-x':
      return `hands Mister X no ${TICKET_WORDS[reason.ticket]} ticket`;
    case 'cuts-off':
      return `cuts off ≈${reason.stations} stations he could reach first`;
    case 'narrows':
      return 'narrows his escape room';
    case 'closes-in':
      return `closes in: ${fromHim(reason.rides, reason.station)} (${wasRides(reason.rides, reason.before, reason.station)})`;
    case 'nearest':
      return `the nearest it can get: ${fromHim(reason.rides, reason.station)}`;
    case 'likely': {
      const count = `${reason.rides} ${reason.rides === 1 ? 'ride' : 'rides'} from ${orList(reason.stations)}`;
      const where = `where he most likely is (≈${reason.percent}%${reason.stations.length > 1 ? ' together' : ''})`;
      return reason.rides < reason.before
        ? `closes in: ${count} (was ${reason.before}), ${where}`
        : `${count}, ${where}`;
    }
    case 'best-fit':
      return 'on balance its best move: no single reason stands out';
    case 'only-move':
      return 'its only move';
  }
}

/** A move's reason in English, with "3rd ride in a row between 41 and 29: " before it when it
 *  rides to and fro. */
export function moveReasonText(move: Pick<AdvisedMove, 'reason' | 'again'>): string {
  const { again } = move;
  const said = reasonText(move.reason);
  if (!again) return said;
  return `${ordinal(again.rides)} ride in a row between ${again.from} and ${again.to}: ${said}`;
}

/** "3rd", "4th", "21st", "22nd". */
function ordinal(count: number): string {
  const tens = Math.floor(count / 10) % 10;
  const suffix = tens === 1 ? 'th' : (['th', 'st', 'nd', 'rd'][count % 10] ?? 'th');
  return `${count}${suffix}`;
}
