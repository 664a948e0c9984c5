// The last turn of Dragnet's Mister X the table tapped "Seen" for, for the tab: a reload keeps it,
// so the call of a turn already seen does not come back; a call not yet seen does.
import { fields, kept } from './kept';

export interface Seen {
  /** The game's id. */
  readonly id: string;
  /** His travel log's length when the table tapped "Seen". */
  readonly entries: number;
}

function parse(value: unknown): Seen | null {
  const { id, entries } = fields(value) ?? {};
  return typeof id === 'string' && Number.isInteger(entries) ? (value as Seen) : null;
}

// Before ui/kept the same fields were stored without a version.
export const keptSeen = kept('sessionStorage', 'dragnet.seen', parse);
