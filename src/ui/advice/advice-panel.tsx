// The suggested moves as a list in the panel: in the order to enter them, each with its reason
// and a button that enters it (the usual questions follow, as for any move).
import type { PawnSetup } from '../../game/setup';
import type { GameState } from '../../game/state';
import type { PlannedMoveMessage } from '../../worker/advisor-protocol';
import { label, pawnName, ticketWord } from '../game/texts';
import { t } from '../i18n/advice-words';
import { useLazyModule } from '../lazy';
import { pawnLetters } from '../pawns/pawn-letters';
import { PAWN_PALETTE } from '../pawns/pawn-palette';
import { PawnToken } from '../pawns/pawn-token';
import { game, replayed, session } from '../state/game-store';
import { movePawn } from '../state/table-actions';
import { playedByDragnet } from '../state/x-player';
import {
  certainCatch,
  currentPlan,
  movesToMake,
  noAdvice,
  planHistory,
  planNumber,
  recordBroken,
} from './advice-runner';
import { adviceTagsShown, openFix } from './advice-state';
import { reasonWords } from './reason-words';

function status(): string {
  const shown = currentPlan();
  const why = noAdvice()?.why;
  if (recordBroken() || why === 'contradiction') return t('advice.contradiction');
  if (why) return t('advice.none');
  if (!shown) return t('advice.thinking');
  if (planHistory()?.followed) return t('advice.held');
  return t(shown.final ? 'advice.final' : 'advice.refining');
}

/** A pawn's token with the same letters as on the map and the panel. */
function AdvicePawnToken({ pawn }: { pawn: PawnSetup }) {
  const letters = pawnLetters(game.value?.game.setup.pawns ?? [pawn]).get(pawn.id) ?? pawn.name.charAt(0);
  return <PawnToken colour={pawn.colour} kind={pawn.kind} letters={letters} />;
}

/** One line on why the plan shown replaced the one before ("New plan: ..."), or that it is the
 *  same moves ("..., the same moves still fit best"), or null. */
function changeLine(state: GameState): string | null {
  const history = planHistory();
  const why = history?.why;
  if (!why) return null;
  const same = history.sameMoves;
  switch (why.code) {
    case 'not-there':
      return t(same ? 'advice.same.not-there' : 'advice.why.not-there', { station: label(state, why.station) });
    case 'other-move': {
      const words = { pawn: pawnName(state, why.pawn), to: label(state, why.to) };
      if (same) return t('advice.same.other-move', words);
      return why.suggested === null
        ? t('advice.why.moved', words)
        : t('advice.why.other-move', { ...words, suggested: label(state, why.suggested) });
    }
    case 'corrected':
      return t(same ? 'advice.same.corrected' : 'advice.why.corrected');
  }
}

/** The likely mistakes the contradiction notice lists, here too where the Move buttons were: one
 *  tap opens the correction with the fix filled in (the same component and the same answer). */
function AdviceFixes({ state }: { state: GameState }) {
  const loaded = useLazyModule(() => import('../game/moves-sheets'));
  const states = replayed.value?.states;
  const events = session.value?.events;
  if (!loaded || !states || !events) return null;
  return (
    <loaded.LikelyFixes
      setup={state.game.setup}
      states={states}
      events={events}
      onFix={(index, replacement) => openFix.current?.(index, replacement)}
    />
  );
}

export function AdvicePanel() {
  const state = game.value;
  if (!state) return null;
  if (recordBroken()) {
    // No plan on a record that contradicts itself (its Move would chase the mistake): what to do
    // instead, and the likely mistakes.
    return (
      <div class="advice-panel advice-broken">
        <h3 class="advice-title">{t('advice.title')}</h3>
        <p class="advice-status" role="status">
          {t('advice.contradiction')}
        </p>
        <p class="advice-change">{t('advice.putRight')}</p>
        <AdviceFixes state={state} />
      </div>
    );
  }
  const waiting = movesToMake(state);
  const { whole, offScreen } = adviceTagsShown.value;
  const catching = waiting.some(certainCatch);
  const change = changeLine(state);
  // The question "Was Mister X there?" follows a move onto one of his stations: said beforehand,
  // so that it is no surprise. Said once when every move brings it, as in round 1.
  const asked = (move: PlannedMoveMessage) => move.reason.code !== 'catch' && state.candidates.has(move.to);
  const askedEvery = waiting.length > 1 && waiting.every(asked);
  // With Dragnet as Mister X nobody is asked: Dragnet says whether he was there, and the line must
  // not promise a question that never comes.
  const byDragnet = session.value ? playedByDragnet(session.value.id) : false;
  const mayBeThere = byDragnet ? 'advice.mayBeThere.dragnet' : 'advice.mayBeThere';
  const mayBeThereAll = byDragnet ? 'advice.mayBeThereAll.dragnet' : 'advice.mayBeThereAll';
  return (
    <div class="advice-panel">
      <h3 class="advice-title">{t('advice.title')}</h3>
      <p class="advice-status" role="status">
        {status()}
      </p>
      {change && <p class="advice-change">{change}</p>}
      {catching && <p class="advice-change">{t('advice.catchOnly')}</p>}
      {askedEvery && <p class="advice-change">{t(mayBeThereAll)}</p>}
      {waiting.length > 0 && (
        <ol class="advice-list">
          {waiting.map((move, index) => {
            const pawn = state.game.setup.pawns[move.pawn];
            const words = {
              pawn: pawnName(state, move.pawn),
              station: label(state, move.to),
              ticket: ticketWord(move.ticket),
            };
            // The plan may send a pawn where another still stands that moves first in it: its Move
            // waits for that one, rather than being refused where the refusal may go unseen.
            const blocker = state.positions.findIndex(
              (at, other) => other !== move.pawn && at === move.to && !state.moved[other],
            );
            return (
              <li key={move.pawn} class="advice-item">
                {/* The number the map's tag starts with, and all it shows when the map is crowded. */}
                <span class="advice-number" style={{ borderColor: pawn && PAWN_PALETTE[pawn.colour].fill }}>
                  {planNumber(move.pawn, index + 1)}.
                </span>
                {pawn && <AdvicePawnToken pawn={pawn} />}
                <span class="advice-text">
                  <strong>{t('advice.move', words)}</strong>
                  <span class="advice-reason">{reasonWords(state, move)}</span>
                  {!askedEvery && asked(move) && <span class="advice-after">{t(mayBeThere)}</span>}
                  {blocker >= 0 && (
                    <span class="advice-after">{t('advice.after', { pawn: pawnName(state, blocker) })}</span>
                  )}
                </span>
                <button
                  type="button"
                  class="button-primary"
                  disabled={blocker >= 0}
                  aria-label={t('advice.takeLabel', words)}
                  onClick={() => movePawn(move.pawn, move.to, move.ticket)}
                >
                  {t('advice.take')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {/* How to enter a suggestion, only while there is one. */}
      {waiting.length > 0 && <p class="panel-hint">{t('advice.hint')}</p>}
      {/* Zoomed in, where the suggestions are that the map leaves out: off screen, they would be
          missing with nothing saying so. */}
      {offScreen > 0 && <p class="panel-hint">{t('advice.offScreen', { count: offScreen })}</p>}
      {/* What a lone number on the map means, only while the map shows one. */}
      {waiting.length - offScreen > whole && <p class="panel-hint">{t('advice.folded')}</p>}
    </div>
  );
}
