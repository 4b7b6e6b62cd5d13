/** An instant with its time, as the reader's language writes it: "12 Mar 2030, 10:00" / "12 mars 2030, 10:00". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}
