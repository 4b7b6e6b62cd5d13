import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../lib/i18n.js'
import { getToasts, resetToasts, toast, TOAST_LIMIT, updateToast } from './toast-store.js'
import { Toaster } from './toaster.js'

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetToasts()
  })
  afterEach(() => {
    resetToasts()
    vi.useRealTimers()
  })

  it('shows errors as alerts and successes as status messages', () => {
    render(<Toaster />)
    act(() => {
      toast.error('Failed to fetch adds')
      toast.success('Saved')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch adds')
    expect(screen.getByRole('alert')).toHaveClass('toast--error')
    expect(screen.getByRole('status')).toHaveClass('toast--success')
  })

  it('keeps blank and error toasts 4 s, success 2 s, loading until done', () => {
    render(<Toaster />)
    act(() => {
      toast('Plain')
      toast.error('Broken')
      toast.success('Done')
      toast.loading('Working')
    })
    act(() => void vi.advanceTimersByTime(2000))
    expect(screen.queryByText('Done')).not.toBeInTheDocument()
    expect(screen.getByText('Plain')).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(2000))
    expect(screen.queryByText('Plain')).not.toBeInTheDocument()
    expect(screen.queryByText('Broken')).not.toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Working')).toBeInTheDocument()
  })

  it('turns a loading toast into a success that then leaves after 2 s', () => {
    render(<Toaster />)
    let id = 0
    act(() => {
      id = toast.loading('Sending')
    })
    act(() => void updateToast(id, 'success', 'Sent'))
    expect(screen.getByText('Sent')).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(2000))
    expect(screen.queryByText('Sent')).not.toBeInTheDocument()
  })

  it('keeps at most 20, dropping the oldest', () => {
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${i}`)
    })
    expect(getToasts()).toHaveLength(TOAST_LIMIT)
    expect(getToasts()[0]?.message).toBe('Toast 6')
  })

  it('closes a toast with its close button', async () => {
    vi.useRealTimers()
    render(<Toaster />)
    act(() => {
      toast.loading('Working')
    })
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Working')).not.toBeInTheDocument()
  })
})
