/** A message's date and time as the reader's language writes them: "4 May 2025, 10:00" / "4 mai 2025, 10:00". */
export function formatMessageTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}
