// The set-up being chosen survives a reload: the screen's draft is remembered on the device as it
// changes (store/setup-draft.ts) and read back at start-up. When a game starts, its set-up without
// the start cards is kept in its place: the next game opens on it.
import { signal } from '@preact/signals';
import { saveSetupDraft } from '../../store/setup-draft';
import type { Draft } from '../setup/draft';

/** The draft the set-up screen opens on: the one restored at start-up, or the last one shown. */
export const savedDraft = signal<Draft | null>(null);

export function rememberDraft(draft: Draft | null): void {
  savedDraft.value = draft;
  void saveSetupDraft(draft);
}
