// Surfacing: Mister X's pawn is on the board; the table enters his station. One quick step on a
// phone: the number printed on the board, typed on a numeric keypad (or his station tapped on the
// map), with the stations he could be on below, filtered as the number is typed. A station no
// candidate needs a second, explicit "enter anyway"; a taken one is refused at once.
import { useState } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { GameState } from '../../game/state';
import { t } from '../i18n/turns-words';
import { likelihood, likelihoodPending } from '../state/likelihood';
import { revealAt, revealDraft } from '../state/table-actions';
import { label } from './texts';

/** Candidate buttons shown before "show all": a phone's screenful, not a wall of 150. */
const FEW = 12;

export function RevealPanel({ state }: { state: GameState }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const board = state.game.board;
  const draft = revealDraft.value;
  const text = typed.trim();
  const byNumber = (a: [StationId, string], b: [StationId, string]) => Number(a[1]) - Number(b[1]);
  const candidates = [...state.candidates]
    .map((station): [StationId, string] => [station, String(label(state, station))])
    .filter(([, name]) => name.startsWith(text))
    .sort(byNumber);
  // With the percentages shown, a screenful of his likeliest stations (in number order), not the
  // lowest numbers, which may leave out his likeliest station and make the table type it. Until
  // they come (a moment after his ticket), no station is offered, so that the offer does not
  // change from the lowest numbers to his likeliest under a finger.
  const chances = likelihood.value;
  const some = !showAll && candidates.length > FEW;
  const likeliest = some && chances !== null;
  const waiting = some && chances === null && likelihoodPending.value;
  const chance = ([station]: [StationId, string]) => chances?.[station] ?? 0;
  const shown = showAll
    ? candidates
    : waiting
      ? []
      : likeliest
        ? [...candidates]
            .sort((a, b) => chance(b) - chance(a) || byNumber(a, b))
            .slice(0, FEW)
            .sort(byNumber)
        : candidates.slice(0, FEW);
  const submit = (event: Event) => {
    event.preventDefault();
    const station = board.stationOfLabel(Number(text));
    if (station === undefined || text === '') {
      // An empty box asks for a number in this box (the map's own box above only moves the map),
      // rather than naming a station "" that is not there.
      setProblem(text === '' ? t('reveal.empty') : t('reveal.unknown', { value: text }));
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
      <form class="inline-form reveal-form" onSubmit={submit}>
        <label>
          {t('reveal.otherLabel')}
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            enterKeyHint="done"
            autoComplete="off"
            size={4}
            maxLength={4}
            value={typed}
            onInput={(event) => {
              setTyped(event.currentTarget.value);
              setProblem(null);
            }}
          />
        </label>
        <button type="submit" class="button-primary">
          {t('reveal.show')}
        </button>
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
      <p class="panel-hint">
        {t(likeliest ? 'reveal.whereLikeliest' : 'reveal.where', { count: state.candidates.size, few: FEW })}
      </p>
      {waiting && <p class="panel-hint">{t('reveal.likeliestPending')}</p>}
      <div class="station-grid">
        {shown.map(([station, name]) => (
          <button type="button" key={station} class="station-button" onClick={() => revealAt(station)}>
            {name}
          </button>
        ))}
      </div>
      {!waiting && candidates.length > shown.length && (
        <button type="button" class="link-button" onClick={() => setShowAll(true)}>
          {t('reveal.showAll', { count: candidates.length })}
        </button>
      )}
    </section>
  );
}
