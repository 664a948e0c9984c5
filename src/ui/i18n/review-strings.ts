// Loads with the review screen: its section of both dictionaries and the logbook check's words.
import { logbookDe } from '../../words/logbook-de';
import { logbookEn } from '../../words/logbook-en';
import { registerLogbookWords, registerSection } from './i18n';
import { reviewDe } from './review-de';
import { reviewEn } from './review-en';

registerSection({ en: reviewEn, de: reviewDe });
registerLogbookWords({ en: logbookEn, de: logbookDe });
