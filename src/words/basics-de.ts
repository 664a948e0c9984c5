// Die deutschen Wörter, die alle Meldungen teilen (Listen, Tickets, Pläne): mit dem Wörterbuch des
// Tisches, das Tickets damit benennt; die Meldungen der Regeln (rules-de.ts) laden nach dem ersten Bild.
import type { Basics } from './words';

export const basicsDe: Basics = {
  and: 'und',
  or: 'oder',
  ticket: { taxi: 'Taxi', bus: 'Bus', underground: 'U-Bahn', black: 'Black Ticket' },
  board: {
    'ravensburger-classic': 'klassischen Ravensburger-Plan (hell)',
    'ravensburger-modern': 'neuen Ravensburger-Plan (dunkel)',
    'milton-bradley-1985': 'Milton-Bradley-Plan von 1985',
  },
};
