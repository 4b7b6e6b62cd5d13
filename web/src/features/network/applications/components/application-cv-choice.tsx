import type { CvFile } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../../../lib/format.js'
import { CvDropZone } from '../../onboarding/components/cv-drop-zone.js'
import '../../onboarding/onboarding.css'

/** Which CV goes with the application: the one of my profile (a copy), or a new file. */
export type CvChoice = 'profile' | 'file'

interface ApplicationCvChoiceProps {
  choice: CvChoice
  /** The CV of my profile (onboarding); none: only a new file can go. */
  profileCv: CvFile | null
  file: File | null
  error: string | undefined
  progress: number | undefined
  disabled: boolean
  onChoice: (choice: CvChoice) => void
  onPick: (file: File | null) => void
}

/** Two choices; the second opens the onboarding's drop zone, with its checks and progress bar. */
export function ApplicationCvChoice(props: ApplicationCvChoiceProps) {
  const { t, i18n } = useTranslation('network-applications')
  const { choice, profileCv, onChoice } = props
  return (
    <fieldset className="application-cv">
      <legend>{t('form.cv')}</legend>
      <label className="application-cv__option">
        <input
          type="radio"
          name="cv-choice"
          checked={choice === 'profile'}
          disabled={!profileCv || props.disabled}
          onChange={() => onChoice('profile')}
        />
        <span>
          {t('form.profileCv')}
          <span className="muted application-cv__detail">
            {profileCv
              ? ` (${profileCv.file_name}, ${formatFileSize(profileCv.size, i18n.language)})`
              : ` (${t('form.noProfileCv')})`}
          </span>
        </span>
      </label>
      <label className="application-cv__option">
        <input
          type="radio"
          name="cv-choice"
          checked={choice === 'file'}
          disabled={props.disabled}
          onChange={() => onChoice('file')}
        />
        <span>{t('form.newCv')}</span>
      </label>
      {choice === 'file' && (
        <CvDropZone
          file={props.file}
          saved={null}
          error={props.error}
          progress={props.progress}
          disabled={props.disabled}
          onPick={props.onPick}
        />
      )}
      {choice === 'profile' && props.error && (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
