// Every word the map shows or speaks, in one object per language built from the app's dictionary
// (`texts` prop on LondonMap, GoToStation and MapLegend; English by default).
import type { TransportTicket } from '../../board/types';
import type { Params } from '../i18n/en';
import type { Language, MessageKey } from '../i18n/i18n';
import { dictionaryOf, language, listText, translate } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';

export interface MapTexts {
  station(label: number): string;
  candidate: string;
  lastSeen: string;
  /** "31% likely", for a candidate's probability. */
  likely(probability: number): string;
  /** "31%". */
  percent(probability: number): string;
  /** Name of a pawn as on its token's button: "Red", "Bobby 1 (Bobby)", "Red, stranded". */
  pawn(name: string, kind: 'detective' | 'bobby', stranded: boolean): string;
  pawnOn(pawn: string, label: number | null, selected: boolean): string;
  /** `mover` is the selected pawn's name, or null when no pawn is selected. */
  canMoveHere(mover: string | null, tickets: readonly TransportTicket[]): string;
  /** One-letter ticket marks on destination tags and in the key. */
  ticketLetter: Readonly<Record<TransportTicket, string>>;
  candidateCount(count: number): string;
  mapName: string;
  mapHelp: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  goToLabel: string;
  goToButton: string;
  goToEmpty: string;
  goToNotANumber(typed: string): string;
  goToUnknown(label: number): string;
  legendName: string;
  legend: Readonly<
    Record<
      | 'taxiStation'
      | 'busStation'
      | 'undergroundStation'
      | 'taxiLine'
      | 'busLine'
      | 'undergroundLine'
      | 'ferryLine'
      | 'candidate'
      | 'destination'
      | 'lastSeen'
      | 'likely'
      | 'detective'
      | 'bobby'
      | 'stranded',
      string
    >
  >;
}

const LEGEND_KEYS = [
  'taxiStation',
  'busStation',
  'undergroundStation',
  'taxiLine',
  'busLine',
  'undergroundLine',
  'ferryLine',
  'candidate',
  'destination',
  'lastSeen',
  'likely',
  'detective',
  'bobby',
  'stranded',
] as const;

/** The map's words in one language, from the app's dictionary (one object per language, so the
 *  map's memoised layers see a stable value). */
function textsFrom(language: Language): MapTexts {
  const say = (key: MessageKey, params: Params = {}) => translate(language, key, params);
  const orList = (words: readonly string[]) => listText(words, 'or', language);
  return {
    station: (label) => say('station.name', { station: label }),
    candidate: say('map.candidate'),
    lastSeen: say('map.lastSeen'),
    likely: (probability) => say('map.likely', { percent: formatPercent(language, probability) }),
    percent: (probability) => formatPercent(language, probability),
    pawn: (name, kind, stranded) =>
      `${name}${kind === 'bobby' && !/bobby/i.test(name) ? say('map.bobbySuffix') : ''}${stranded ? say('map.stranded') : ''}`,
    pawnOn: (pawn, label, selected) =>
      `${pawn}${label === null ? '' : say('map.onStation', { station: label })}${selected ? say('map.selected') : ''}`,
    canMoveHere: (mover, tickets) => {
      const by = orList(tickets.map((ticket) => say(`ticket.word.${ticket}`)));
      return mover ? say('map.canMoveHere', { pawn: mover, by }) : say('map.reachable', { by });
    },
    ticketLetter: {
      taxi: say('ticket.short.taxi'),
      bus: say('ticket.short.bus'),
      underground: say('ticket.short.underground'),
    },
    candidateCount: (count) => say('map.candidateCount', { count }),
    mapName: say('map.name'),
    mapHelp: say('map.help'),
    zoomIn: say('map.zoomIn'),
    zoomOut: say('map.zoomOut'),
    fit: say('map.fit'),
    goToLabel: say('map.goToLabel'),
    goToButton: say('map.goToButton'),
    goToEmpty: say('map.goToEmpty'),
    goToNotANumber: (typed) => say('map.goToNotANumber', { typed }),
    goToUnknown: (label) => say('map.goToUnknown', { station: label }),
    legendName: say('map.legendName'),
    legend: Object.fromEntries(LEGEND_KEYS.map((key) => [key, say(`map.legend.${key}`)])) as MapTexts['legend'],
  };
}

const byDictionary = new WeakMap<object, MapTexts>();

export function mapTextsFor(language: Language): MapTexts {
  const dictionary = dictionaryOf(language);
  let texts = byDictionary.get(dictionary);
  if (!texts) {
    texts = textsFrom(language);
    byDictionary.set(dictionary, texts);
  }
  return texts;
}

/** The map's words in the player's language (the components' default). */
export function currentMapTexts(): MapTexts {
  return mapTextsFor(language.value);
}
