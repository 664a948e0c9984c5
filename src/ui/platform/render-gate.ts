// The screen shows a change only once it is on the device: Preact's re-renders are held until the
// write-ahead copy of the game (store/write-ahead.ts) sent in the same tap is written, a few
// milliseconds, so a killed browser never loses what the screen showed. Renders with no copy on its
// way (selecting a pawn, zooming) go ahead at once; a copy that takes unusually long (a stalled
// disk) holds the screen no longer than GIVE_UP_MS.
import { options } from 'preact';
import { writtenAhead } from '../../store/write-ahead';

const GIVE_UP_MS = 300;

export function showOnlyWhatIsWritten(): void {
  options.debounceRendering = (render) => {
    const pending = writtenAhead();
    if (!pending) {
      queueMicrotask(render);
      return;
    }
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      render();
    };
    const timer = setTimeout(once, GIVE_UP_MS);
    void pending.then(once);
  };
}
