// Loads with the review screen: its section of both dictionaries and the logbook check's words.
import { logbookDe } from '../../words/logbook-de';
import { logbookEn } from '../../words/logbook-en';
import { registerLogbookWords, registerSection } from './i18n';
import { reviewDe } from './review-de';
import { reviewEn } from './review-en';
// The review names the end of the game as the table saw it.
import './turns-strings';

registerSection({ en: reviewEn, de: reviewDe });
registerLogbookWords({ en: logbookEn, de: logbookDe });
