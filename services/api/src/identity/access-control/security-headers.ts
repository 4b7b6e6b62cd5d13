import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

const GOOGLE_IDENTITY = 'https://accounts.google.com'

/**
 * Security headers (helmet) with a CSP that lets the built Vite app run:
 * its own scripts only, inline styles (React's `style` props), images from
 * itself and data: URLs (the TOTP QR code), fetch and WebSocket to itself.
 * When Google sign-in is configured, Google Identity Services' script,
 * popup frame and styles are allowed too, and the opener policy lets its
 * popup answer the page (`same-origin-allow-popups`). HSTS and
 * upgrade-insecure-requests only in production: plain-HTTP development on
 * a LAN address must keep working.
 */
export const securityHeadersPlugin = fp<{ production: boolean; googleSignIn: boolean }>(
  async (app, { production, googleSignIn }) => {
    const google = googleSignIn ? [GOOGLE_IDENTITY] : []
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...google],
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...google],
          frameSrc: google.length > 0 ? google : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    })
  },
  { name: 'security-headers' },
)
