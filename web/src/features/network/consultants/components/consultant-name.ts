import type { ConsultantCard } from '@iqs/protocol'

/** A consultant's name as shown, or undefined when they have none (the caller's wording then). */
export function consultantName(card: Pick<ConsultantCard, 'first_name' | 'last_name'>): string | undefined {
  const name = [card.first_name, card.last_name].filter(Boolean).join(' ').trim()
  return name || undefined
}
