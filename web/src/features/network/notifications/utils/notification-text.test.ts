import { IQSTEM_NOTIFICATION_KINDS, MEMBER_ADMIN_NOTIFICATION_KINDS, type Notification } from '@iqs/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { notificationText } from './notification-text.js'

const notification = (kind: Notification['kind'], params: Notification['params']): Notification => ({
  id: 1,
  kind,
  params,
  link: '/my-iqstem/my-leads/12',
  read_at: null,
  created_at: '2025-05-04T08:00:00.000Z',
})

/** IQStem's notifications (issue 17): a sentence for every kind, in both languages, amounts as each writes them. */
describe('the IQStem notification sentences', () => {
  /** The language's texts, loaded as the app loads them: with the language. */
  const textsIn = async (language: string) => {
    await i18n.changeLanguage(language)
    await i18n.loadNamespaces('network-notifications')
    return i18n.getFixedT(language, 'network-notifications')
  }
  afterEach(async () => {
    await i18n.changeLanguage('en')
  })

  it.each(['en', 'fr'])('has a sentence of its own for every kind in %s', async (language) => {
    await i18n.loadNamespaces('network-notifications')
    const t = i18n.getFixedT(language, 'network-notifications')
    // The member admin areas' notices (issue 18) too: more information asked, suspended, reactivated.
    for (const kind of [...IQSTEM_NOTIFICATION_KINDS, ...MEMBER_ADMIN_NOTIFICATION_KINDS]) {
      const text = notificationText(
        t,
        notification(kind, { company: 'Acme', amount: '2500.00' }),
        false,
        language,
      )
      expect(text, kind).not.toContain('kinds.')
      expect(text, kind).not.toContain('{{')
    }
  })

  it('names the company and writes the amount in the reader’s language', async () => {
    const fr = await textsIn('fr')
    const en = await textsIn('en')
    expect(notificationText(en, notification('lead.qualified', { company: 'Acme' }), false, 'en')).toBe(
      'Your lead Acme was qualified: IQS contacted the client',
    )
    expect(notificationText(en, notification('commission.accrued', { amount: '2500.00' }), true, 'en')).toBe(
      'A commission of €2,500.00 was accrued',
    )
    expect(
      notificationText(fr, notification('commission.accrued', { amount: '2500.00' }), false, 'fr').replace(
        /\s/g,
        ' ',
      ),
    ).toBe('Une commission de 2 500,00 € vous est acquise')
    expect(
      notificationText(en, notification('referral.registered', { consultant_name: 'Ada Lovelace' }), false),
    ).toBe('Ada Lovelace, whom you sponsored, registered with IQS')
  })
})
