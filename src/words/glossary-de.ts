// The German glossary: one word for each thing the app talks about, and the synonyms a German text
// must not use for it ("Rückblick" on one screen and "Nachverfolgen" on the next read as two
// features). glossary-de.test.ts holds every German dictionary to it. It is data beside the words
// it governs, so the list a translator reads and the list the test checks are one; the app never
// loads it.

export interface GlossaryEntry {
  /** What the word names, in the English of the app. */
  readonly concept: string;
  /** The German word(s) to use, as they appear in the texts. */
  readonly use: string;
  /** Words a German text must not use for it: each is a mistake wherever it appears. */
  readonly forbidden: readonly RegExp[];
}

export const GLOSSARY_DE: readonly GlossaryEntry[] = [
  {
    concept: 'the review: stepping through a game, its chart and the logbook check ("Review")',
    use: 'Rückblick',
    forbidden: [/nachverfolg/i, /\bnachspiel/i, /\bAnsehen\b/, /Rückschau/i, /Wiederholung/i],
  },
  {
    concept: 'a ticket of any kind ("Taxi", "Black Ticket"), what a pawn or Mister X pays a ride with',
    use: 'Ticket (Taxi-Ticket, Black Ticket)',
    forbidden: [/Fahrschein/i, /Fahrkarte/i, /schwarze[sn]? Ticket/i],
  },
  {
    concept:
      "Mister X's move as his travel log counts it ('entry 6'): only with its number or as his, as the rulebook counts them ('nach dem 3. Zug')",
    use: 'Zug 6, nach Zug 3, in den Zügen 2 und 5, Doppelzug',
    // A numbered entry of his log is his move, never an "Eintrag 6" or "Feld 6".
    forbidden: [/\bEintrag \d/, /\bEinträge[n]? \d/, /\bFeld \d/],
  },
  {
    concept:
      "a pawn's move: the verb 'ziehen', its way there 'Fahrt'; never the noun 'Zug', which is Mister X's numbered move",
    use: 'ziehen, gezogen, Fahrt',
    forbidden: [/Zugvorschl/i, /Zugliste/i],
  },
  {
    concept: 'what the table entered, one item or all of them ("the record", the Moves list)',
    use: 'Eintrag, die Einträge, Alle Einträge',
    forbidden: [/Aufzeichnung/i, /Protokoll/i, /\bLog\b/],
  },
  {
    concept: "Mister X's travel log, the row of his tickets",
    use: 'Fahrtenbuch',
    forbidden: [/Fahrtentafel/i, /Logbuch/i, /Reiselog/i, /Fahrtenliste/i],
  },
  {
    concept: 'move advice for the detectives',
    use: 'Vorschlag, vorschlagen',
    forbidden: [/\bRat\b/, /\bRatschl/i, /\bTipps?\b/, /Empfehlung/i, /empfiehlt/i],
  },
  {
    concept: 'how likely each station is: an estimate, never a promise',
    use: 'wahrscheinlich, Wahrscheinlichkeit, geschätzt, Schätzung',
    // "zu 13 % steht er auf 108" is not German: "mit 13 % Wahrscheinlichkeit steht er auf 108".
    forbidden: [/\bChancen?\b/, /\bzu \d+ ?%/],
  },
  {
    concept: 'Mister X surfacing: the verb "sich zeigen", the rulebook\'s noun "Auftauchen"',
    use: 'zeigt sich, Auftauchen',
    forbidden: [/\btaucht\b/, /\bauftauch/, /\baufgetaucht/],
  },
  {
    concept: 'a capture: a pawn on Mister X\'s station when asked "Was Mister X there?"',
    use: 'fassen, gefasst',
    forbidden: [/\bgefangen\b/i, /erwischt/i, /geschnappt/i],
  },
  {
    concept: 'Mister X trapped: no free station to move to',
    use: 'festsitzen, sitzt fest, saß fest',
    forbidden: [/eingekesselt/i, /umzingelt/i],
  },
  {
    concept: 'a pawn on the board: a detective or a Bobby',
    use: 'Figur',
    forbidden: [/Spielfigur/i, /Spielstein/i, /\bToken\b/i, /Pöppel/i],
  },
  {
    concept: 'the printed board',
    use: 'Spielplan, kurz Plan',
    forbidden: [/Spielbrett/i, /\bBrett\b/],
  },
  {
    concept: 'a correction of an earlier entry',
    use: 'korrigieren, Korrektur (the button: Korrigieren)',
    forbidden: [/^Ändern\b/, /^Bearbeiten\b/],
  },
  {
    concept: 'the end of a game, said as what happened, not who did it',
    use: 'Spiel beendet, Spielende',
    forbidden: [/Der Tisch beendet/],
  },
];

/** The noun "Zug" (Mister X's numbered move) stands with its number or as his: "Zug 6", "3 Züge",
 *  "in den Zügen 2 und 5", "seinem Zug", "seine bisherigen Züge". Anywhere else it would name a pawn's move or the list of
 *  entries, which have their own words above. Returns the uses that break this. */
export function loneZug(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(Zug|Züge|Zügen)\b/g)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    const numbered = /^ \d/.test(after) || /\d\.? $/.test(before) || /\bsein(e|em|en|er|es)?( \p{L}+)? $/u.test(before);
    if (!numbered) found.push(text);
  }
  return found;
}
