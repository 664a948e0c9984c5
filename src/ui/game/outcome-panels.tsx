// "Was Mister X there?": loaded on demand by turn-panel.tsx, like the end of the game (end-panels.tsx).
import { useState } from 'preact/hooks';
import type { GameState } from '../../game/state';
import { t } from '../i18n/turns-words';
import { enter } from '../state/game-store';
import { label, pawnName } from './texts';

/** "No" is the usual answer and the main button; "Yes" ends the game, so it asks once more. */
export function QuestionPanel({ state }: { state: GameState }) {
  const [confirming, setConfirming] = useState<'yes' | 'no' | null>(null);
  const question = state.question;
  if (!question) return null;
  const pawn = pawnName(state, question.pawn);
  const station = label(state, question.station);
  // By the record he can only be here: "yes" is the answer to expect, and "no" would contradict
  // the record, so it asks once more (as a ruled-out surfacing station does).
  const certain = state.candidates.size === 1 && state.candidates.has(question.station);
  const no = (
    <button
      type="button"
      class={certain ? undefined : 'button-primary'}
      onClick={() => (certain ? setConfirming('no') : enter({ type: 'answer', found: false }))}
    >
      {t('question.no')}
    </button>
  );
  const yes = (
    <button type="button" class={certain ? 'button-primary' : undefined} onClick={() => setConfirming('yes')}>
      {t('question.yes')}
    </button>
  );
  return (
    <section class="panel panel-question" aria-labelledby="question-title">
      <h2 id="question-title" class="panel-title" tabIndex={-1}>
        {t('question.title', { pawn, station })}
      </h2>
      {certain && !confirming && <p class="panel-hint">{t('question.certain', { station })}</p>}
      {confirming === 'yes' ? (
        <div class="notice notice-warning" role="alert">
          <p>{t('question.confirm', { pawn, station })}</p>
          <div class="choice-row choice-row-big">
            <button type="button" class="button-danger" onClick={() => enter({ type: 'answer', found: true })}>
              {t('question.confirmYes')}
            </button>
            <button type="button" onClick={() => setConfirming(null)}>
              {t('question.back')}
            </button>
          </div>
        </div>
      ) : confirming === 'no' ? (
        <div class="notice notice-warning" role="alert">
          <p>{t('question.noAnyway', { station })}</p>
          <div class="choice-row choice-row-big">
            <button type="button" onClick={() => enter({ type: 'answer', found: false })}>
              {t('question.confirmNo')}
            </button>
            <button type="button" class="button-primary" onClick={() => setConfirming(null)}>
              {t('question.back')}
            </button>
          </div>
        </div>
      ) : (
        // Always in the same places, "No" first: only the main button's colour moves to "Yes" when
        // he can only be there (a player used to tapping "No" on the left found "Yes: caught!" there).
        <div class="choice-row choice-row-big">
          {no}
          {yes}
        </div>
      )}
    </section>
  );
}
