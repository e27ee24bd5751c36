import { useNavigation } from '@remix-run/react'
import { Spinner } from '~/ui/spinner'

export function NavigationProgress() {
  const navigation = useNavigation()
  const pending = navigation.state === 'loading'
  return (
    <div role="status" className="navigation-progress" data-pending={pending}>
      {pending ? (
        <>
          <Spinner />
          <span>Loading...</span>
        </>
      ) : null}
    </div>
  )
}
