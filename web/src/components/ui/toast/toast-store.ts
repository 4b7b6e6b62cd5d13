/**
 * A small toast store (no library is installed; react-hot-toast's model in
 * ~80 lines). Spec §2/§4/§9: bottom centre, errors red, successes green;
 * blank 4 s, error 4 s, success 2 s, loading until dismissed; at most 20.
 */
export type ToastKind = 'blank' | 'success' | 'error' | 'loading'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
}

export const TOAST_DURATIONS: Record<ToastKind, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
}
export const TOAST_LIMIT = 20

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit() {
  for (const listener of listeners) listener()
}

function schedule(item: Toast) {
  clearTimeout(timers.get(item.id))
  timers.delete(item.id)
  const duration = TOAST_DURATIONS[item.kind]
  if (Number.isFinite(duration))
    timers.set(
      item.id,
      setTimeout(() => dismissToast(item.id), duration),
    )
}

function show(kind: ToastKind, message: string): number {
  const item = { id: nextId++, kind, message }
  // The oldest go first when the limit is reached.
  const kept = [...toasts, item]
  for (const dropped of kept.slice(0, Math.max(0, kept.length - TOAST_LIMIT)))
    clearTimeout(timers.get(dropped.id))
  toasts = kept.slice(-TOAST_LIMIT)
  schedule(item)
  emit()
  return item.id
}

/** Removes a toast now (a loading toast stays until this is called or it is updated). */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Turns a toast (typically a loading one) into another kind with a new message and that kind's duration. */
export function updateToast(id: number, kind: ToastKind, message: string): void {
  const item = toasts.find((t) => t.id === id)
  if (!item) return
  const updated = { ...item, kind, message }
  toasts = toasts.map((t) => (t.id === id ? updated : t))
  schedule(updated)
  emit()
}

/**
 * Shows a toast; returns its id.
 *
 * @example
 * toast.success(t('newsletter.subscribed'))
 * const id = toast.loading(t('contact.sending')); ...; updateToast(id, 'success', t('contact.sent'))
 */
export const toast = Object.assign((message: string) => show('blank', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  dismiss: dismissToast,
})

export function getToasts(): Toast[] {
  return toasts
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Empties the store (tests). */
export function resetToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer)
  timers.clear()
  toasts = []
  emit()
}
