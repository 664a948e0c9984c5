// Messages between an import (src/ui/archive/import-files.ts) and its checking worker.
import type { CheckedEntry } from '../store/import-check';

/** A batch of an archive's entries; `start`: the index of the first one in the archive. */
export interface ImportCheckRequest {
  readonly id: number;
  readonly start: number;
  readonly entries: readonly unknown[];
}

/** The batch checked, entry by entry. */
export interface ImportCheckResponse {
  readonly id: number;
  readonly checked: readonly CheckedEntry[];
}
