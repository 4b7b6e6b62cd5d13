import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

const apiPort = process.env.PORT ?? '3000'

// `npm run dev` serves the app on 5173 and proxies the api (REST and
// WebSocket) to the api server on PORT, so cookies stay same-origin.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
})
