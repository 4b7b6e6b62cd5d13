import {
  dataEnvelope,
  myProjectParamsSchema,
  myProjectSchema,
  myProjectsQuerySchema,
  myProjectsSchema,
  projectRequestSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { recordCreation } from '../workflow/apply-transition.js'
import { toMyProjectSummary } from './my-project-dto.js'
import { insertDraft, listOwnProjects, writeFields } from './my-projects.repository.js'
import { projectProcess } from './project-process.js'
import { PROJECT_OWNER_ROLES, projectsTags } from './project-owners.js'
import { moveMyProject } from './move-my-project.js'
import { readMyProject } from './read-my-project.js'

const owners = { access: { roles: PROJECT_OWNER_ROLES } }
const answer = { 200: dataEnvelope(myProjectSchema) }

/**
 * The owner's projects (issue 16, spec §2 /my-projects/new-project): write a draft, read and edit
 * mine, delete a draft. Clients and executive partners, their own projects only: another owner's
 * id answers 404 PROJECT_NOT_FOUND, as a missing one would. Every change goes through the project's
 * state machine (project-process.ts), which records it.
 */
export const myProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/network/projects',
    {
      config: owners,
      schema: {
        tags: projectsTags,
        summary: 'Write a new project: a draft, only the title is needed until it is published',
        body: projectRequestSchema,
        response: { 201: dataEnvelope(myProjectSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const at = app.clock.date()
      const id = await app.db.transaction().execute(async (trx) => {
        const created = await insertDraft(trx, user.id, request.body, at)
        await recordCreation(trx, projectProcess, {
          entityId: created,
          transition: 'create',
          actor: { role: 'owner', userId: user.id },
          at,
        })
        return created
      })
      return reply.code(201).send({ data: await readMyProject(app.db, user.id, id) })
    },
  )

  app.get(
    '/api/network/projects',
    {
      config: owners,
      schema: {
        tags: projectsTags,
        summary: 'My projects (one state or all), last changed first, with how many are in each state',
        querystring: myProjectsQuerySchema,
        response: { 200: dataEnvelope(myProjectsSchema) },
      },
    },
    async (request) => {
      const { items, counts } = await listOwnProjects(app.db, requireUser(request).id, request.query.status)
      return { data: { items: items.map(toMyProjectSummary), counts } }
    },
  )

  app.get(
    '/api/network/projects/:id',
    {
      config: owners,
      schema: {
        tags: projectsTags,
        summary: 'One of my projects, with the history of its states',
        params: myProjectParamsSchema,
        response: answer,
      },
    },
    async (request) => ({ data: await readMyProject(app.db, requireUser(request).id, request.params.id) }),
  )

  app.put(
    '/api/network/projects/:id',
    {
      config: owners,
      schema: {
        tags: projectsTags,
        summary:
          'Edit a draft or a published project (the whole form); a published one stays published and ' +
          'must stay complete (422 PROJECT_INCOMPLETE); a closed one is refused (409)',
        params: myProjectParamsSchema,
        body: projectRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { id } = request.params
      await moveMyProject(app.db, {
        ownerId: user.id,
        id,
        transition: 'update',
        at: app.clock.date(),
        change: (trx) => writeFields(trx, id, request.body),
      })
      return { data: await readMyProject(app.db, user.id, id) }
    },
  )

  app.delete(
    '/api/network/projects/:id',
    {
      config: owners,
      schema: {
        tags: projectsTags,
        summary: 'Delete a draft of mine (a published or closed project stays: 409); answers my projects',
        params: myProjectParamsSchema,
        response: { 200: dataEnvelope(myProjectsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { id } = request.params
      await moveMyProject(app.db, { ownerId: user.id, id, transition: 'delete', at: app.clock.date() })
      const { items, counts } = await listOwnProjects(app.db, user.id, undefined)
      return { data: { items: items.map(toMyProjectSummary), counts } }
    },
  )
}
