import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { installMatchMedia, setViewportWidth } from './viewport.js'

installMatchMedia()
// Lazy pages load their code and texts on first visit, which takes a moment on a cold test run.
configure({ asyncUtilTimeout: 5000 })

beforeEach(() => setViewportWidth(1200))
afterEach(() => cleanup())
