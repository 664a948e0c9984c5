// The words of the move advice and a turning point's position in the review: the advice's words (its suggestions and reasons), in both languages: the modules that show them ask for them here, so they load
// with those modules.
import { adviceDe } from './advice-de';
import { adviceEn } from './advice-en';
import { wordsOf } from './i18n';

export const adviceSection = { en: adviceEn, de: adviceDe };
export const { t, translate } = wordsOf(adviceSection);
