// The set-up being chosen survives a reload: the screen's draft is remembered on the device as it
// changes (store/setup-draft.ts), read back at start-up, and forgotten once the game starts.
import { signal } from '@preact/signals';
import { saveSetupDraft } from '../../store/setup-draft';
import type { Draft } from '../setup/draft';

/** The draft the set-up screen opens on: the one restored at start-up, or the last one shown. */
export const savedDraft = signal<Draft | null>(null);

export function rememberDraft(draft: Draft | null): void {
  savedDraft.value = draft;
  void saveSetupDraft(draft);
}
