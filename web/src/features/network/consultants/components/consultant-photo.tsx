import { apiUrl } from '../../../../lib/api-client.js'

/** The profile's thumbnail, or its initials on a disc; decorative (the name is next to it). */
export function ConsultantPhoto({ url, name, large }: { url: string | null; name: string; large?: boolean }) {
  const className = `consultant-photo${large ? ' consultant-photo--large' : ''}`
  if (url)
    return (
      <img className={className} src={apiUrl(url)} alt="" width={large ? 96 : 56} height={large ? 96 : 56} />
    )
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return (
    <span className={`${className} consultant-photo--initials`} aria-hidden="true">
      {initials}
    </span>
  )
}
