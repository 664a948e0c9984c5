// A thin worker around the probability model (src/game/whereabouts.ts): replays the game it is
// sent and answers with the probability of each candidate after the last event. Loaded on demand,
// so the model's code is not part of the page load and its work never holds up a tap.
import { replay } from '../game/replay';
import { replayProbabilities } from '../game/whereabouts';
import type { LikelihoodRequest, LikelihoodResponse } from './likelihood-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LikelihoodRequest>) => void) | null;
  postMessage(message: LikelihoodResponse, transfer: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const { states, failure } = replay(data.setup, data.events);
  if (failure) {
    scope.postMessage({ id: data.id, ok: false }, []);
    return;
  }
  const all = replayProbabilities(states, data.events);
  const probabilities = all[all.length - 1] ?? new Float64Array(0);
  scope.postMessage({ id: data.id, ok: true, probabilities }, [probabilities.buffer]);
};
