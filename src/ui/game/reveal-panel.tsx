// Surfacing: Mister X's pawn is on the board; the table enters his station. Every candidate is
// one tap away; any other station needs a second, explicit "enter anyway".
import { useState } from 'preact/hooks';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { revealAt, revealDraft } from '../state/table-actions';
import { label } from './texts';

export function RevealPanel({ state }: { state: GameState }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const board = state.game.board;
  const draft = revealDraft.value;
  const submit = (event: Event) => {
    event.preventDefault();
    const station = board.stationOfLabel(Number(typed.trim()));
    if (station === undefined || typed.trim() === '') {
      setProblem(t('reveal.unknown', { value: typed.trim() }));
      return;
    }
    setProblem(null);
    revealAt(station);
  };
  return (
    <section class="panel" aria-labelledby="reveal-title">
      <h2 id="reveal-title" class="panel-title" tabIndex={-1}>
        {t('reveal.title', { entry: state.log.length })}
      </h2>
      <p class="panel-hint">{t('reveal.where')}</p>
      <div class="station-grid">
        {[...state.candidates]
          .sort((a, b) => label(state, a) - label(state, b))
          .map((station) => (
            <button type="button" key={station} class="station-button" onClick={() => revealAt(station)}>
              {label(state, station)}
            </button>
          ))}
      </div>
      <form class="inline-form" onSubmit={submit}>
        <label>
          {t('reveal.other')}
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            size={4}
            aria-label={t('reveal.otherLabel')}
            value={typed}
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
        </label>
        <button type="submit">{t('reveal.show')}</button>
      </form>
      {problem && (
        <p class="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      {draft !== null && (
        <div class="notice notice-warning" role="alert">
          <p>{t('reveal.outsideWarning', { station: label(state, draft) })}</p>
          <div class="choice-row">
            <button type="button" onClick={() => revealAt(draft, true)}>
              {t('reveal.enterAnyway')}
            </button>
            <button type="button" onClick={() => (revealDraft.value = null)}>
              {t('app.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
