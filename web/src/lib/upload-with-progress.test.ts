import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient, ApiError } from './api-client.js'
import { uploadWithProgress } from './upload-with-progress.js'

/** A fake XMLHttpRequest that answers each send with the next status of `statuses`. */
function fakeXhr(statuses: number[]) {
  const sent: string[] = []
  class FakeXhr {
    status = 0
    responseText = ''
    withCredentials = false
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    private url = ''
    open(_method: string, url: string) {
      this.url = url
    }
    send() {
      sent.push(this.url)
      this.status = statuses.shift() ?? 500
      this.responseText = JSON.stringify(
        this.status === 200 ? { data: { ok: true } } : { error: { code: 'UNAUTHENTICATED', message: 'no' } },
      )
      queueMicrotask(() => this.onload?.())
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

describe('uploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('renews an expired session once and sends the upload again', async () => {
    const sent = fakeXhr([401, 200])
    const refresh = vi.spyOn(apiClient, 'refreshSession').mockResolvedValue(undefined)
    await expect(
      uploadWithProgress('/api/network/onboarding/cv', new FormData(), () => undefined),
    ).resolves.toEqual({
      ok: true,
    })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(2)
  })

  it('gives up after a second 401', async () => {
    fakeXhr([401, 401])
    vi.spyOn(apiClient, 'refreshSession').mockResolvedValue(undefined)
    const upload = uploadWithProgress('/api/network/onboarding/cv', new FormData(), () => undefined)
    await expect(upload).rejects.toBeInstanceOf(ApiError)
    await expect(upload).rejects.toMatchObject({ status: 401 })
  })

  it('does not refresh for other refusals', async () => {
    fakeXhr([413])
    const refresh = vi.spyOn(apiClient, 'refreshSession')
    await expect(uploadWithProgress('/api/x', new FormData(), () => undefined)).rejects.toMatchObject({
      status: 413,
    })
    expect(refresh).not.toHaveBeenCalled()
  })
})
