// Looking back at a game, to settle an argument or learn from a loss: step through it move by
// move, see the map, the candidate set and the travel log as they were, the set's size over the
// game and the chase (the chance to catch him, round by round), where the record contradicted
// itself, and check Mister X's secret log against it. Where his route is known (Dragnet played him,
// or his logbook was typed), the map shows where he really was.
// Phone: map above the panel, all scrolling; tablet landscape: map beside the panel (review.css).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { Session } from '../../format/session';
import { lastSeenStation } from '../../game/answers';
import { replay } from '../../game/replay';
import type { GameState } from '../../game/state';
import type { DetectivesTurn } from '../../inference/review/review';
import { withShownNames } from '../../words/default-names';
import { shownGameName } from '../../words/game-names';
import { mapPawns } from '../game/map-pawns';
import { explain, label } from '../game/texts';
import { language } from '../i18n/i18n';
import { formatPercent, formatPercentsApart } from '../i18n/percent';
import { Loading } from '../lazy';
import { LondonMap } from '../map/london-map';
import { MapLegend } from '../map/map-legend';
import { mapTextsFor } from '../map/map-texts';
import { settings } from '../state/preferences';
import { ChaseChart } from './chase-chart';
import { LogbookCheck } from './logbook-check';
import { OpenedTurn } from './opened-turn';
import { RecordProblems } from './record-problems';
import { type ReviewAnalysis, useReviewAnalysis, warmFor } from './review-analysis';
import { keptRecord } from './review-cache';
import { ReviewLog } from './review-log';
import { nextRoundStep, previousRoundStep, surfacingMarks } from './review-steps';
import { RouteKey, RoutePath, TrueStation, trueStationTag } from './route-marks';
import { type KnownRoute, routeSoFar } from './route-so-far';
import { SizeChart } from './size-chart';
import { useStepChances } from './step-chances';
import { StepControls } from './step-controls';
import { TruthChances } from './truth-chances';
import { TurningPoints } from './turning-points';
import '../game/game.css';
import './review.css';
import { t } from '../i18n/review-words';

/** Read when the saved games are shown: which games have their analysis kept (review-cache.ts). */
export { readKeptGames as prepareReview } from './review-cache';

// Dragnet's secret side, fetched with the review's own code: the analysis waits for his route.
void import('../secret/dragnet-x').catch(() => undefined);

/** Keys that type or move on their own: the arrows belong to them, not to the review. */
function ownsArrows(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"], .map, dialog') !== null;
}

interface ReviewScreenProps {
  readonly session: Session;
  onClose(): void;
}

/** What a review opens with, read before its first drawing (a drawing of a whole game takes long
 *  on a slow phone; these reads take a moment): the analysis kept for the game, as stored, and his
 *  route when Dragnet played him. */
export interface ReviewOpening {
  readonly kept: { readonly record: unknown };
  readonly route: KnownRoute | null;
}

export async function openingOf(session: Session): Promise<ReviewOpening> {
  const [record, route] = await Promise.all([
    keptRecord(session.id),
    import('../secret/dragnet-x')
      .then((secret) => secret.revealedRouteOf(session))
      .then((steps) => (steps ? knownRoute(steps) : null))
      .catch(() => null),
  ]);
  return { kept: { record }, route };
}

/** Dragnet's route as the review shows it: where he started, then his station after each entry. */
function knownRoute(steps: readonly { readonly station: StationId }[]): KnownRoute {
  return { start: steps[0]?.station ?? null, stations: steps.slice(1).map((step) => step.station), by: 'dragnet' };
}

/** The review, drawn once what it opens with is read (a moment, shown as loading). */
export function ReviewOpener(props: ReviewScreenProps) {
  const [opening, setOpening] = useState<{ session: Session; value: ReviewOpening } | null>(null);
  // A game known to have no analysis kept: its worker starts now and weighs ahead while the reads
  // and the first drawing go on (the screen's analysis takes it over).
  const [unwarm] = useState(() =>
    warmFor(props.session.id, withShownNames(props.session.setup, language.value), props.session.events),
  );
  useEffect(() => unwarm, [unwarm]);
  useEffect(() => {
    let current = true;
    void openingOf(props.session).then((value) => {
      if (!current) return;
      // Something is kept for the game after all: the worker started for it may not be needed.
      if (value.kept.record !== undefined) unwarm();
      setOpening({ session: props.session, value });
    });
    return () => {
      current = false;
    };
  }, [props.session, unwarm]);
  return opening?.session === props.session ? (
    <ReviewScreen {...props} opening={opening.value} mapLater />
  ) : (
    <Loading />
  );
}

/** How long a review opened by its "Review" button waits for its first verdict before it draws the
 *  map anyway (ms). */
export const MAP_WAIT_MS = 1000;

/** Whether the map is drawn yet. `later`: it waits until the frame showing the analysis's first
 *  verdict (or the analysis kept, done or failed) is painted, or MAP_WAIT_MS: drawing the whole
 *  board takes a slow phone longer than the rest of the screen, and the verdict would wait for it. */
function useMapShown(later: boolean, analysis: ReviewAnalysis): boolean {
  const [shown, setShown] = useState(!later);
  const waiting = analysis.state === 'opening' || (analysis.state === 'working' && analysis.turns.length === 0);
  useEffect(() => {
    if (shown) return;
    let frame = 0;
    // A task queued from a frame's callback runs after that frame is painted.
    const afterPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setShown(true), 0);
      });
    };
    let timer = setTimeout(afterPaint, waiting ? MAP_WAIT_MS : 0);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [shown, waiting]);
  return shown;
}

export function ReviewScreen({
  session,
  onClose,
  opening,
  mapLater = false,
}: ReviewScreenProps & {
  readonly opening?: ReviewOpening;
  /** Draw the panel first and the map after the first verdict (useMapShown). */
  readonly mapLater?: boolean;
}) {
  // Pawns the table did not name are named in the player's language (words/default-names.ts).
  const setup = useMemo(() => withShownNames(session.setup, language.value), [session.setup, language.value]);
  const record = useMemo(() => replay(setup, session.events), [setup, session.events]);
  const { states, failure } = record;
  // The shading as it was at each step, from the likelihood worker (null until it comes).
  const chances = useStepChances(setup, session.events, states);
  const last = Math.max(0, states.length - 1);
  const [wanted, setStep] = useState(last);
  const step = Math.min(wanted, last);
  /** His route, once known: the logbook a person typed in, or Dragnet's, who played him. */
  const [known, setKnown] = useState<KnownRoute | null>(opening?.route ?? null);
  /** A turning point opened over the review (turn-position.tsx). */
  const [opened, setOpened] = useState<DetectivesTurn | null>(null);
  /** The replay whose route lookup below has finished: the analysis waits for it. */
  const [looked, setLooked] = useState<readonly GameState[] | null>(opening ? states : null);
  const marks = useMemo(() => surfacingMarks(states, session.events), [states, session.events]);
  const state = states[step];
  const pawns = useMemo(() => (state ? mapPawns(state) : []), [state]);
  const sofar = useMemo(() => (known && state ? routeSoFar(known, state.log) : null), [known, state]);
  const truth = sofar?.here ?? undefined;
  const seen = state ? lastSeenStation(state) : null;
  // Where the table saw him (he surfaced, or was caught), his last-seen badge marks the station.
  const truthTags = useMemo(
    () => (truth === undefined || truth === seen ? undefined : [trueStationTag(truth)]),
    [truth, seen, language.value],
  );
  const texts = mapTextsFor(language.value);
  const shading = settings.value.likelihood === 'shown' ? (chances?.[step] ?? null) : null;
  // The map is drawn again only when what it shows changes, not with each verdict of the analysis.
  const map = useMemo(
    () =>
      state && (
        <LondonMap
          board={state.game.board}
          candidates={state.candidates}
          pawns={pawns}
          lastRevealed={seen}
          likelihood={shading}
          texts={texts}
          underlay={sofar && <RoutePath board={state.game.board} legs={sofar.legs} />}
          overlay={truth !== undefined && <TrueStation board={state.game.board} station={truth} />}
          tags={truthTags}
        />
      ),
    [state, pawns, seen, shading, texts, sofar, truth, truthTags],
  );
  const go = (to: number) => setStep(Math.min(last, Math.max(0, to)));
  const root = useRef<HTMLDivElement>(null);
  /** Go to a step and bring the map back into sight (the phone layout scrolls as a whole). */
  const show = (to: number) => {
    go(to);
    root.current?.scrollTo?.({ top: 0 });
  };
  /** The replay the review opened with: what `opening` says holds for it. */
  const openedOn = useRef(opening ? states : null);
  // Another game: start again at its end.
  useEffect(() => {
    if (openedOn.current === states) return;
    setStep(states.length - 1);
    setKnown(null);
    setOpened(null);
  }, [states]);
  // A finished game Dragnet played as Mister X: his real route from his secret side, beside what the
  // table could deduce at every entry (nothing while the game is still being played).
  useEffect(() => {
    if (openedOn.current === states) return;
    openedOn.current = null;
    let current = true;
    void import('../secret/dragnet-x')
      .then((secret) => secret.revealedRouteOf(session))
      .then((steps) => {
        if (current && steps) setKnown(knownRoute(steps));
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setLooked(states);
      });
    return () => {
      current = false;
    };
  }, [session, states]);

  const analysis = useReviewAnalysis({
    setup,
    events: session.events,
    route: known?.stations ?? null,
    start: known?.start ?? null,
    ratesMisterX: known?.by === 'logbook',
    game: session.id,
    routePending: looked !== states,
    keptRead: opening?.kept,
  });

  const mapShown = useMapShown(mapLater, analysis);

  const latest = useRef({ step, states, go });
  latest.current = { step, states, go };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsArrows(event.target)) return;
      const { step: at, states: all, go: move } = latest.current;
      const target: Record<string, () => number> = {
        ArrowLeft: () => (event.shiftKey ? previousRoundStep(all, at) : at - 1),
        ArrowRight: () => (event.shiftKey ? nextRoundStep(all, at) : at + 1),
        Home: () => 0,
        End: () => all.length - 1,
      };
      const next = target[event.key];
      if (!next) return;
      event.preventDefault();
      move(next());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const final = states[last];
  if (!state || !final) {
    return (
      <div class="review review-broken">
        <p class="notice notice-error">{failure ? explain(failure.error, setup) : t('review.empty')}</p>
        <button type="button" onClick={onClose}>
          {t('review.close')}
        </button>
      </div>
    );
  }
  const entry = state.log.length;
  const by = known?.by ?? 'logbook';
  const truthChance = truth !== undefined && state.candidates.has(truth) ? chances?.[step]?.[truth] : undefined;
  const here = final.inconsistencies.find((found) => found.event + 1 === step);
  return (
    <div ref={root} class="review">
      <header class="review-bar">
        <div class="review-title">
          <h1>{t('review.title')}</h1>
          <span class="review-game-name">{shownGameName(session, language.value)}</span>
        </div>
        <Outcome final={final} />
        <button type="button" onClick={onClose}>
          {t('review.close')}
        </button>
      </header>
      <div class="review-map">{mapShown ? map : <Loading />}</div>
      <div class="review-panel">
        <StepControls states={states} events={session.events} step={step} onStep={go} />
        {truth !== undefined && (
          <p class="review-truth">
            {entry === 0
              ? t('review.truthStartDragnet', { station: label(state, truth) })
              : t(by === 'dragnet' ? 'review.truthDragnet' : 'review.truth', { station: label(state, truth), entry })}
            {!state.candidates.has(truth) && ` ${t('review.truthOutside')}`}
            {truthChance !== undefined &&
              state.candidates.size > 1 &&
              ` ${t(by === 'dragnet' ? 'review.truthChanceDragnet' : 'review.truthChance', {
                percent: formatPercentsApart(language.value, truthChance, 1 / state.candidates.size)[0],
                count: state.candidates.size,
                flat: formatPercent(language.value, 1 / state.candidates.size),
              })}`}
          </p>
        )}
        {sofar && <RouteKey />}
        {here && <p class="notice notice-warning">{explain(here.error, setup, { states, events: session.events })}</p>}
        {failure && (
          <p class="notice notice-error">
            {t('review.failure', { step: failure.index + 1, reason: explain(failure.error, setup) })}
          </p>
        )}
        <SizeChart states={states} marks={marks} step={step} onStep={go} />
        <ChaseChart states={states} analysis={analysis} marks={marks} step={step} onStep={go} />
        <TurningPoints analysis={analysis} states={states} onShow={show} onOpen={setOpened} />
        {opened && states[opened.step] && (
          <OpenedTurn
            turn={opened}
            setup={setup}
            events={session.events}
            state={states[opened.step] as GameState}
            chances={chances?.[opened.step] ?? null}
            onShow={(to) => {
              setOpened(null);
              show(to);
            }}
            onClose={() => setOpened(null)}
          />
        )}
        <ReviewLog final={final} current={state} onJump={go} />
        <RecordProblems states={states} events={session.events} step={step} onJump={show} />
        {/* Dragnet played him: his route is known, there is no logbook to type in. */}
        {by !== 'dragnet' && (
          <LogbookCheck
            setup={setup}
            events={session.events.slice(0, last)}
            states={states}
            onJump={go}
            onShow={show}
            onRoute={(typed) => setKnown(typed && { start: null, stations: typed, by: 'logbook' })}
          />
        )}
        {known && chances && (
          <TruthChances states={states} chances={chances} route={known.stations} by={by} onShow={show} />
        )}
        <details class="map-key">
          <summary>{texts.legendName}</summary>
          <MapLegend texts={texts} />
        </details>
      </div>
    </div>
  );
}

function Outcome({ final }: { final: GameState }) {
  if (!final.over) return <span class="review-outcome">{t('review.unfinished')}</span>;
  return (
    <strong class="review-outcome">
      {t(final.over.winner === 'detectives' ? 'end.detectivesWin' : 'end.misterXWins')}
    </strong>
  );
}
