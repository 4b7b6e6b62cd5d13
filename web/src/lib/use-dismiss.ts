import { useEffect, type RefObject } from 'react'

/**
 * Closes a popover (the header's notifications, its messages) the way people expect: Escape, or a
 * pointer pressed anywhere outside it. Listens only while it is open.
 *
 * @example useDismiss(open, rootRef, () => setOpen(false))
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    window.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, root, close])
}
