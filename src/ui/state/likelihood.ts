// How likely each candidate is, for the game in play: asked of the likelihood worker after every
// change of the session (while the table wants it shown), and kept only while it answers for the
// session as it is now. Until it answers, the map shows the plain set. The worker's client loads
// with the first question (the table's first frame does not wait for it).
import { computed, effect, signal } from '@preact/signals';
import type { Session } from '../../format/session';
import { session } from './game-store';
import { settings } from './preferences';

/** The worker's last answer and the session it is for (null probabilities: it could not say). */
const answered = signal<{ readonly session: Session; readonly probabilities: Float64Array | null } | null>(null);

/** Probabilities by station id for the game as it stands, or null (hidden, or not yet known). */
export const likelihood = computed<Float64Array | null>(() => {
  const current = answered.value;
  return current && current.session === session.value && settings.value.likelihood === 'shown'
    ? current.probabilities
    : null;
});

/** Shown, and the worker has not yet answered for the game as it stands: what the percentages
 *  would choose (his likeliest stations to offer) waits for them rather than changing under a tap. */
export const likelihoodPending = computed(
  () => settings.value.likelihood === 'shown' && session.value !== null && answered.value?.session !== session.value,
);

let client: Promise<typeof import('../../worker/likelihood-client')> | null = null;
const loadClient = () => (client ??= import('../../worker/likelihood-client'));

/** Keeps `likelihood` up to date while the table screen is open; returns the stop function. */
export function followLikelihood(): () => void {
  return effect(() => {
    const current = session.value;
    if (!current || settings.value.likelihood !== 'shown') return;
    // Questions asked while the client loads go out in order, once it is there.
    void loadClient()
      .then(({ askLikelihood }) =>
        askLikelihood(current.setup, current.events, (probabilities) => {
          if (session.peek() === current) answered.value = { session: current, probabilities };
        }),
      )
      .catch(() => undefined);
  });
}
