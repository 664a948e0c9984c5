// Loads with the move advice and with a turning point's position in the review: the advice's
// section of both dictionaries (its suggestions' words and reasons).
import { adviceDe } from './advice-de';
import { adviceEn } from './advice-en';
import { registerSection } from './i18n';

registerSection({ en: adviceEn, de: adviceDe });
