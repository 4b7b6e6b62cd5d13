/**
 * What the public site reads of the network's projects (issue 16): the board, which shows the
 * published ones only. The site maps rows to its own answer (`site/projects/project-dto.ts`).
 */
export {
  boardFilterValues,
  findBoardProject,
  listBoardProjects,
  type BoardSearch,
} from '../projects/board-projects.repository.js'
export { projectFieldsOf } from '../projects/project-fields.js'
export type { ProjectRow as BoardProjectRow } from '../projects/projects.table.js'
