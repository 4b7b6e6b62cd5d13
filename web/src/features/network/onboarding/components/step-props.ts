import type { Onboarding } from '@iqs/protocol'
import type { StepNeighbours } from '../utils/step-order.js'

/** What every step's form is given by its page. */
export interface StepProps {
  onboarding: Onboarding
  neighbours: StepNeighbours
  required: boolean
}
