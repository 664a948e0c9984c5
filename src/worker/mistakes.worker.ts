// A thin worker around the search for likely mistakes (src/inference/mistakes.ts): when the record it is
// sent contradicts itself, it answers with the single-entry corrections that make it consistent,
// likeliest first. Loaded on demand, once a game is under way (in idle time, to get ready: the first
// search of a worker takes several times as long as later ones) or once a record contradicts
// itself, so its code is not part of the page load and the search never holds up a tap.
import { likelyFixes, warmUp } from '../inference/mistakes';
import type { MistakesRequest, MistakesResponse } from './mistakes-protocol';

/** How many corrections the table is offered. */
const OFFERED = 3;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MistakesRequest>) => void) | null;
  postMessage(message: MistakesResponse): void;
};

scope.onmessage = ({ data }) => {
  let fixes: MistakesResponse['fixes'] = [];
  try {
    if (data.warm) warmUp(data.setup);
    else fixes = likelyFixes(data.setup, data.events, { limit: OFFERED });
  } catch {
    // A record the search cannot handle offers no fix; the contradiction notice stays as it was.
  }
  scope.postMessage({ id: data.id, fixes });
};
