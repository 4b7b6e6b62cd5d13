import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.js'
import './lib/i18n.js'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('App crashed: #root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
