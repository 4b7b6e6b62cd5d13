import { z } from 'zod'
import { userTypeSchema } from './accounts.js'
import { idParamSchema } from './public-taxonomy.js'
import { text } from './text.js'

/**
 * Contracts (issue 16, part 3): an accepted application becomes a contract between the consultant
 * and the project's owner. Its state moves through the network's workflow
 * (services/api/src/network/contracts/README.md): draft -> signed (by both) -> active ->
 * completed | terminated; a draft nobody finished signing lapses.
 */

export const CONTRACT_STATES = ['draft', 'signed', 'active', 'completed', 'terminated', 'lapsed'] as const
export const contractStateSchema = z.enum(CONTRACT_STATES)
export type ContractState = z.infer<typeof contractStateSchema>

/**
 * The moves a party asks for by name: `POST /api/network/contracts/:id/<action>`. `sign` is the
 * process's `sign` or `countersign`, whichever applies (the second signature moves it to signed).
 */
export const CONTRACT_ACTIONS = ['sign', 'start', 'complete', 'terminate'] as const
export type ContractAction = (typeof CONTRACT_ACTIONS)[number]

/** Every change of a contract's state (and each signature), told to the other party. */
export const CONTRACT_NOTIFICATION_KINDS = [
  'contract.drafted',
  'contract.signed',
  'contract.countersigned',
  'contract.started',
  'contract.completed',
  'contract.terminated',
  'contract.lapsed',
] as const
export type ContractNotificationKind = (typeof CONTRACT_NOTIFICATION_KINDS)[number]

/** The highest achievement of a KPI in percent: 300 % is three times the target. */
export const MAX_ACHIEVEMENT_PERCENT = 300
/** At most this many characters in a KPI's measured value and in a termination's message. */
export const MAX_KPI_MEASURE = 200
export const MAX_TERMINATION_MESSAGE = 2000

/** The refusal keys of the contract forms, translated by the web (`network-contracts`, `invalid.*`). */
export const contractMessages = {
  measured: 'measured',
  achievement: 'achievement',
  message: 'message',
} as const

export const contractKpiSchema = z.object({ name: z.string(), target: z.string() })
export type ContractKpi = z.infer<typeof contractKpiSchema>

export const kpiResultSchema = contractKpiSchema.extend({
  measured: z.string().describe('What was measured, as the owner wrote it'),
  achievement_percent: z.number().int().describe('0 to 300: how much of the target was reached'),
})
export type KpiResult = z.infer<typeof kpiResultSchema>

/** A party as the other sees them: a name and a role, never an e-mail or phone. */
export const contractPartySchema = z.object({
  user_id: z.number().int(),
  name: z.string().nullable().describe('null once the account is erased'),
  role: userTypeSchema,
})
export type ContractParty = z.infer<typeof contractPartySchema>

/** A contract in a list: its parties, project, terms, dates and signatures. */
export const contractSummarySchema = z.object({
  id: z.uuid(),
  application_id: z.uuid(),
  state: contractStateSchema,
  my_part: z.enum(['consultant', 'owner', 'admin']),
  project: z.object({ id: z.number().int(), title: z.string().nullable() }),
  consultant: contractPartySchema,
  owner: contractPartySchema,
  day_rate: z.string().describe('EUR a day, two decimals'),
  base_fee: z.string().nullable().describe('EUR, two decimals'),
  success_fee: z.string().nullable().describe('EUR, two decimals, before the multiple'),
  bonus_percent: z.number().int().nullable(),
  malus_percent: z.number().int().nullable(),
  starts_on: z.string().describe('YYYY-MM-DD'),
  ends_on: z.string().describe('YYYY-MM-DD'),
  consultant_signed_at: z.string().nullable(),
  owner_signed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ContractSummary = z.infer<typeof contractSummarySchema>

export const contractHistoryEntrySchema = z.object({
  transition: z.string(),
  from_state: z.string(),
  to_state: z.string(),
  by: z.enum(['consultant', 'owner', 'system', 'other']).describe('Which side took it'),
  message: z.string().nullable(),
  at: z.string(),
})

/** `GET /api/network/contracts/:id`: the terms with the KPIs, the results once completed, the history. */
export const contractSchema = contractSummarySchema.extend({
  kpis: z.array(contractKpiSchema),
  kpi_results: z.array(kpiResultSchema).nullable(),
  success_multiple: z.string().nullable().describe('e.g. "1.1000", within the bonus and malus bounds'),
  success_fee_due: z.string().nullable().describe('EUR, two decimals'),
  review: z
    .object({
      open_until: z.string().describe('ISO-8601: 30 days after completion'),
      mine: z.uuid().nullable().describe('My review of the other party, once written'),
    })
    .nullable()
    .describe('Reviews: null until completed (and for admins)'),
  history: z.array(contractHistoryEntrySchema),
})
export type Contract = z.infer<typeof contractSchema>

export const contractListSchema = z.object({ items: z.array(contractSummarySchema) })
export type ContractList = z.infer<typeof contractListSchema>

export const contractParamsSchema = z.object({ id: z.uuid() })

/** `POST .../complete`: one result per KPI of the contract, in its order. */
export const completeContractRequestSchema = z.strictObject({
  kpi_results: z
    .array(
      z.strictObject({
        measured: text({ error: contractMessages.measured })
          .trim()
          .min(1, { error: contractMessages.measured })
          .max(MAX_KPI_MEASURE, { error: contractMessages.measured }),
        achievement_percent: z
          .number({ error: contractMessages.achievement })
          .int({ error: contractMessages.achievement })
          .min(0, { error: contractMessages.achievement })
          .max(MAX_ACHIEVEMENT_PERCENT, { error: contractMessages.achievement }),
      }),
    )
    .max(10)
    .describe("One per KPI of the contract, in the contract's order"),
})
export type CompleteContractRequest = z.input<typeof completeContractRequestSchema>

/** `POST .../terminate`: why, told to the other party. */
export const terminateContractRequestSchema = z.strictObject({
  message: text({ multiline: true, error: contractMessages.message })
    .trim()
    .min(1, { error: contractMessages.message })
    .max(MAX_TERMINATION_MESSAGE, { error: contractMessages.message })
    .transform((value) => value.replace(/\r\n?/g, '\n')),
})
export type TerminateContractRequest = z.input<typeof terminateContractRequestSchema>

/** `GET /api/network/projects/:id/criteria`: the success-fee terms and each completed contract's result. */
export const projectCriteriaSchema = z.object({
  project: z.object({ id: z.number().int(), title: z.string().nullable() }),
  base_fee: z.string().nullable(),
  success_fee: z.string().nullable(),
  bonus_percent: z.number().int().nullable(),
  malus_percent: z.number().int().nullable(),
  kpis: z.array(contractKpiSchema),
  contracts: z.array(
    z.object({
      id: z.uuid(),
      state: contractStateSchema,
      consultant: contractPartySchema,
      success_fee: z.string().nullable().describe('As drafted in the contract'),
      kpi_results: z.array(kpiResultSchema).nullable(),
      success_multiple: z.string().nullable(),
      success_fee_due: z.string().nullable(),
      completed_at: z.string().nullable(),
    }),
  ),
})
export type ProjectCriteria = z.infer<typeof projectCriteriaSchema>
export const projectCriteriaParamsSchema = z.object({ id: idParamSchema })
