// What the table's record reads: the index of saved games (made anew first where entries are
// missing or older, with its progress: store/saved-games.ts), unless the saved games hand over the
// entries they listed, and for who played Mister X the strength of each of Dragnet's secret records
// (src/ui/secret/secret-store.ts). Never a game's own record, so it opens as fast with 2,000 games
// as the list of saved games does.
import type { IndexEntry } from '../../store/game-index';
import type { Progress } from '../../store/saved-games';
import { listGames } from '../archive/archive-data';
import type { XStrength } from '../state/x-player';

export interface RecordData {
  readonly entries: readonly IndexEntry[];
  readonly strengths: ReadonlyMap<string, XStrength>;
}

export async function loadRecordData(listed: readonly IndexEntry[] | null, onProgress?: Progress): Promise<RecordData> {
  // His secret side is reached only through its entry, loaded on demand (as the review and export do).
  const strengths = import('../secret/dragnet-x').then((secret) => secret.strengthsOfGames());
  const [entries, known] = await Promise.all([listed ?? listGames(onProgress), strengths]);
  return { entries, strengths: known };
}
