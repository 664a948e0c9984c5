// A turning point's position, opened from the list over the review (a full-screen sheet, so closing
// it finds the review as it was; loaded when first opened, opened-turn.tsx): the map at the turn's start with the better moves drawn as the
// table's advice draws its suggestions, their reasons in words beside what the table played, and
// "Try it", where the table picks the moves again and Dragnet weighs them (try-panel.tsx).
import { useMemo, useState } from 'preact/hooks';
import type { StationId, TransportTicket } from '../../board/types';
import { lastSeenStation } from '../../game/answers';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import type { StationProbabilities } from '../../inference/model/estimator';
import type { DetectivesTurn, ReviewedMove } from '../../inference/review/review';
import { reasonWords } from '../advice/reason-words';
import { mapPawns } from '../game/map-pawns';
import { Sheet } from '../game/sheet';
import { label, pawnName, ticketWord } from '../game/texts';
import { adviceSection } from '../i18n/advice-words';
import { language, wordsOf } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';
import { reviewSection } from '../i18n/review-words';
import { turnsSection } from '../i18n/turns-words';
import { LondonMap } from '../map/london-map';
import { mapTextsFor } from '../map/map-texts';
import { pawnLetters } from '../pawns/pawn-letters';
import { PawnToken } from '../pawns/pawn-token';
import { settings } from '../state/preferences';
import { type MarkedMove, PlanMarks, planTags } from './plan-marks';
import { TryPanel } from './try-panel';
import { useTryMoves } from './use-try-moves';

const { t } = wordsOf(reviewSection, turnsSection, adviceSection);

const NO_DESTINATIONS: ReadonlyMap<StationId, readonly TransportTicket[]> = new Map();

export interface TurnPositionProps {
  readonly turn: DetectivesTurn;
  /** The game as the review reads it (for the worker that weighs the moves tried). */
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  readonly state: GameState;
  readonly chances: StationProbabilities | null;
  /** Close, and show the turn's step in the review. */
  onShow(step: number): void;
  onClose(): void;
}

export function TurnPosition({ turn, setup, events, state, chances, onShow, onClose }: TurnPositionProps) {
  const [trying, setTrying] = useState(false);
  const tries = useTryMoves({ state, turn, setup, events, active: trying });
  const texts = mapTextsFor(language.value);
  const pawns = useMemo(() => mapPawns(state), [state]);
  const marked = useMemo<readonly MarkedMove[]>(
    () =>
      trying ? tries.picks.map((ride) => ({ ...ride, pawn: state.game.setup.pawns[ride.pawn]?.id ?? '' })) : turn.best,
    [trying, tries.picks, turn, state],
  );
  const tags = useMemo(() => planTags(state, marked, texts), [state, marked, texts]);
  const shading = settings.value.likelihood === 'shown' ? chances : null;
  const selected = tries.selected === null ? null : (state.game.setup.pawns[tries.selected]?.id ?? null);
  const title = t('review.position.title', { round: turn.round, verdict: t(`review.turns.verdict.${turn.verdict}`) });
  return (
    <Sheet title={title} onClose={onClose} variant="review-position" closeLabel={t('review.position.close')}>
      <div class="review-position-map">
        <LondonMap
          board={state.game.board}
          candidates={state.candidates}
          pawns={pawns}
          lastRevealed={lastSeenStation(state)}
          likelihood={shading}
          texts={texts}
          destinations={trying ? tries.destinations : NO_DESTINATIONS}
          selectedPawn={trying ? selected : null}
          // Taps pick moves only while the table tries them.
          onStationTap={(station) => trying && tries.tapStation(station)}
          onPawnTap={(pawn) => trying && tries.tapPawn(pawn)}
          overlay={<PlanMarks state={state} moves={marked} />}
          tags={tags}
        />
      </div>
      <div class="review-position-panel">
        {trying ? (
          <TryPanel state={state} tries={tries} onDone={() => setTrying(false)} />
        ) : (
          <BetterMoves state={state} turn={turn} onTry={() => setTrying(true)} onShow={() => onShow(turn.step)} />
        )}
      </div>
    </Sheet>
  );
}

interface BetterMovesProps {
  readonly state: GameState;
  readonly turn: DetectivesTurn;
  onTry(): void;
  onShow(): void;
}

function BetterMoves({ state, turn, onTry, onShow }: BetterMovesProps) {
  const catcher = turn.missedCatch ? turn.catchers[0] : undefined;
  return (
    <>
      <p class="review-position-lost">
        {t('review.turns.lost', {
          points: Math.round(turn.loss * 100),
          chance: formatPercent(language.value, turn.chance),
        })}
        .
      </p>
      <section aria-labelledby="review-better-title">
        <h3 id="review-better-title" class="review-heading">
          {t('review.position.better')}
        </h3>
        <MoveList state={state} moves={turn.best} />
      </section>
      <section aria-labelledby="review-played-title">
        <h3 id="review-played-title" class="review-heading">
          {t('review.position.played')}
        </h3>
        <MoveList state={state} moves={turn.moves} />
      </section>
      {catcher && (
        <p class="review-turn-missed">
          {t('review.turns.missed', {
            pawn: pawnName(state, catcher.pawn),
            station: label(state, catcher.to),
            percent: formatPercent(language.value, turn.truthChance ?? 0),
          })}
        </p>
      )}
      <div class="review-position-actions">
        <button type="button" class="button-primary" onClick={onTry}>
          {t('review.try.start')}
        </button>
        <button type="button" class="link-button" onClick={onShow}>
          {t('review.position.inReview')}
        </button>
      </div>
    </>
  );
}

/** Moves as the advice lists them ("Red: underground to 46"), each with its reason when it has one. */
export function MoveList({
  state,
  moves,
}: {
  readonly state: GameState;
  readonly moves: readonly (ReviewedMove & Partial<Pick<MarkedMove, 'reason'>>)[];
}) {
  const letters = pawnLetters(state.game.setup.pawns);
  return (
    <ol class="review-plan-list">
      {moves.map((move) => {
        const pawn = state.game.setup.pawns[state.game.pawnIndex.get(move.pawn) ?? -1];
        const words = {
          pawn: pawnName(state, move.pawn),
          station: label(state, move.to),
          ticket: ticketWord(move.ticket),
        };
        return (
          <li key={move.pawn} class="review-plan-item">
            {pawn && <PawnToken colour={pawn.colour} kind={pawn.kind} letters={letters.get(pawn.id) ?? ''} />}
            <span class="review-plan-text">
              <strong>{t('advice.move', words)}</strong>
              {move.reason && (
                <span class="review-plan-reason">{reasonWords(state, { ...move, reason: move.reason })}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
