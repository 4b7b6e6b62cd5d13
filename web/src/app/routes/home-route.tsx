import { HomePage } from '../../features/site/home/components/home-page.js'

/** The public home, in a chunk of its own: it must stay light (issue 5: at most 200 KB gzipped). */
export function HomeRoute() {
  return <HomePage />
}
