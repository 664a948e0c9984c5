// The table's estimate of where he was after each entry of a reviewed game, worked out in the
// likelihood worker so the review's first drawing does not wait for it; without a worker (an old
// browser, a test's DOM), on the page once the screen is drawn.
import { useEffect, useState } from 'preact/hooks';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import type { StationProbabilities } from '../../inference/model/estimator';
import { replayProbabilities } from '../../inference/whereabouts';
import { askEveryStep } from '../../worker/likelihood-client';

/** The estimate after each step of `states` (null until it comes). */
export function useStepChances(
  setup: Setup,
  events: readonly GameEvent[],
  states: readonly GameState[],
): readonly StationProbabilities[] | null {
  const [answer, setAnswer] = useState<{
    readonly states: readonly GameState[];
    readonly every: readonly StationProbabilities[];
  } | null>(null);
  useEffect(() => {
    let current = true;
    const stop = askEveryStep(setup, events, (every) => {
      if (!current) return;
      setAnswer({ states, every: every ?? replayProbabilities(states, events) });
    });
    return () => {
      current = false;
      stop();
    };
  }, [setup, events, states]);
  return answer?.states === states ? answer.every : null;
}
