// Probabilities as players read them: "31%", "4.5%", "<0.1%" (German: "31 %", "4,5 %").
import type { Language } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

function format(language: Language, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: digits });
    formats.set(key, found);
  }
  return found;
}

export function formatPercent(language: Language, probability: number): string {
  if (probability > 0 && probability < 0.001) return `<${format(language, 1).format(0.001)}`;
  return format(language, probability < 0.1 ? 1 : 0).format(probability);
}
