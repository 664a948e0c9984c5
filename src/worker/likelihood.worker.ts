// A thin worker around the probability model (src/inference/whereabouts.ts): replays the game it is
// sent and answers with the probability of each candidate after the last event, or after every
// event for a review. Loaded on demand, so the model's code is not part of the page load and its
// work never holds up a tap.
import { replay } from '../game/replay';
import { replayProbabilities } from '../inference/whereabouts';
import type { LikelihoodRequest, LikelihoodResponse } from './likelihood-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LikelihoodRequest>) => void) | null;
  postMessage(message: LikelihoodResponse, transfer: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const { states, failure } = replay(data.setup, data.events);
  if (failure && data.steps !== 'every') {
    scope.postMessage({ id: data.id, ok: false }, []);
    return;
  }
  // A review reads a broken record up to its break: the estimate of every step it has.
  const all = replayProbabilities(states, data.events);
  if (data.steps === 'every') {
    // Steps where the estimate did not change share one array: each buffer is moved once.
    scope.postMessage({ id: data.id, ok: true, every: all }, [...new Set(all.map((step) => step.buffer))]);
    return;
  }
  const probabilities = all[all.length - 1] ?? new Float64Array(0);
  scope.postMessage({ id: data.id, ok: true, probabilities }, [probabilities.buffer]);
};
