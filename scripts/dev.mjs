// `npm run dev`: the api from its TypeScript sources (restarting on change)
// and Vite's dev server with a proxy to it. Open http://localhost:5173.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', '--conditions=source', 'watch', 'services/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? '' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
]

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
for (const child of children) child.on('exit', (code) => code && stop(code))
