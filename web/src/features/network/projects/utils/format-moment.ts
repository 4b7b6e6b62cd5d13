/** A moment of the history as the reader's language writes it: "12 May 2025, 14:03" / "12 mai 2025, 14:03". */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}
