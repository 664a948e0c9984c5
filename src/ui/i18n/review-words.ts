// The review screen's words in both languages, with the turn panels' (it names the end of the game
// as the table saw it) and the logbook check's: the review's modules ask for them here, so they load
// with the review.

import { logbookDe } from '../../words/logbook-de';
import { logbookEn } from '../../words/logbook-en';
import type { LogbookWords } from '../../words/words';
import { language, wordsOf } from './i18n';
import { reviewDe } from './review-de';
import { reviewEn } from './review-en';
import { turnsSection } from './turns-words';

export const reviewSection = { en: reviewEn, de: reviewDe };
export const { t, translate } = wordsOf(reviewSection, turnsSection);

const LOGBOOK_WORDS = { en: logbookEn, de: logbookDe };

/** The logbook check's words in the player's language. */
export function logbookWords(): LogbookWords {
  return LOGBOOK_WORDS[language.value];
}
