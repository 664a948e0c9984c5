// Loads with the review screen: its section of both dictionaries.
import { registerSection } from './i18n';
import { reviewDe } from './review-de';
import { reviewEn } from './review-en';

registerSection({ en: reviewEn, de: reviewDe });
