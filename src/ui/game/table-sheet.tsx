// Opens the list of his possible stations or the tickets sheet, loading their module on first use
// (like the Moves list, moves-overlay.tsx), so the table screen's page load stays small.
import type { StationId } from '../../board/types';
import type { GameState } from '../../game/state';
import { moduleLoader, useLazyModule } from '../lazy';

const loadSheets = moduleLoader(() => import('./table-sheets'));

interface TableSheetProps {
  readonly kind: 'candidates' | 'tickets';
  readonly state: GameState;
  readonly likelihood: Float64Array | null;
  onShow(station: StationId): void;
  onClose(): void;
}

export function TableSheet({ kind, state, likelihood, onShow, onClose }: TableSheetProps) {
  const sheets = useLazyModule(loadSheets);
  if (!sheets) return null;
  return kind === 'candidates' ? (
    <sheets.CandidatesSheet state={state} likelihood={likelihood} onShow={onShow} onClose={onClose} />
  ) : (
    <sheets.TicketsSheet state={state} onClose={onClose} />
  );
}
