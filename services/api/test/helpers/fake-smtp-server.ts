import { createServer, type AddressInfo, type Socket } from 'node:net'

/** A message as the fake SMTP server received it: the envelope and the raw RFC 5322 data. */
export interface ReceivedMail {
  from: string
  to: string[]
  data: string
}

/**
 * Just enough of an SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no
 * auth) to prove the SMTP adapter speaks SMTP to a real socket. `smtp-server` is not a dependency
 * of this repository, and nodemailer's JSON transport would skip the very code that matters here.
 *
 * @example const smtp = await startFakeSmtpServer(); ... smtp.url // 'smtp://127.0.0.1:53211'
 */
export async function startFakeSmtpServer(): Promise<{
  url: string
  mails: ReceivedMail[]
  close(): Promise<void>
}> {
  const mails: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let envelope: ReceivedMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake-smtp ready')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          // Undo dot-stuffing (a line starting with '.' was sent as '..').
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          mails.push(envelope)
          envelope = { from: '', to: [], data: '' }
          inData = false
          reply('250 OK: queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') reply('250-fake-smtp\r\n250 8BITMIME')
        else if (verb === 'HELO') reply('250 fake-smtp')
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 OK')
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [], data: '' }
          reply('250 OK')
        } else if (verb === 'NOOP') reply('250 OK')
        else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
          return
        } else reply('502 Command not implemented')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
