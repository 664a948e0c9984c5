// A thin worker around Dragnet's Mister X (src/mister-x/): loaded on demand when a game with Dragnet
// as Mister X reaches his turn, so neither the player's code nor its thinking touches the page load
// or a tap.
import { playMisterX } from './mister-x-job';
import type { MisterXRequest, MisterXResponse } from './mister-x-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MisterXRequest>) => void) | null;
  postMessage(message: MisterXResponse): void;
};

scope.onmessage = ({ data }) => {
  let response: MisterXResponse;
  try {
    response = playMisterX(data);
  } catch {
    response = { id: data.id, ok: false, code: 'failed' };
  }
  scope.postMessage(response);
};
