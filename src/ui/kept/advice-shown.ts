// Whether the table asked for move advice, for the tab: a reload shows it again; a new tab starts
// without it.
import { kept } from './kept';

export const keptAdviceShown = kept(
  'sessionStorage',
  'dragnet.advice-shown',
  (value) => (typeof value === 'boolean' ? value : null),
  // Before ui/kept: the text '1' or '0'.
  (stored) => (stored === 1 ? true : stored === 0 ? false : null),
);
