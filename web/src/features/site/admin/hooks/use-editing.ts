import { useSearchParams } from 'react-router'

/**
 * Which record the page's panel shows, kept in the address (`?edit=12`, `?edit=new`): a reload or a
 * shared link opens the same one, and Back closes it.
 */
export function useEditing() {
  const [params, setParams] = useSearchParams()
  const editing = params.get('edit') ?? undefined
  const set = (value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set('edit', value)
      else next.delete('edit')
      return next
    })
  return { editing, open: (value: string) => set(value), close: () => set(undefined) }
}
