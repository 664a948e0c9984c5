// The English words every message shares (lists, tickets, boards): with the table's dictionary,
// which names tickets with them; the rules' messages (rules-en.ts) load after the first frame.
import type { Basics } from './words';

export const basicsEn: Basics = {
  and: 'and',
  or: 'or',
  ticket: { taxi: 'taxi', bus: 'bus', underground: 'underground', black: 'black' },
  board: {
    'ravensburger-classic': 'Ravensburger, classic (light) board',
    'ravensburger-modern': 'Ravensburger, modern (dark) board',
    'milton-bradley-1985': 'Milton Bradley 1985 board',
  },
};
