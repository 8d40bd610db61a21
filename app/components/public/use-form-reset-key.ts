import { useActionData, useFormAction, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

/**
 * A number that goes up each time this route's form was sent and its action redirected, which is how
 * the actions answer success. Use it as the form's `key`, so a sent form starts empty again while a
 * refused one keeps what was typed.
 */
export function useFormResetKey(formAction?: string) {
  const navigation = useNavigation()
  const actionData = useActionData()
  const contextualAction = useFormAction()
  const target = formAction ?? contextualAction
  const sending = useRef(false)
  const [key, setKey] = useState(0)

  useEffect(() => {
    if (navigation.state === 'submitting' && navigation.formAction === target) {
      sending.current = true
    } else if (navigation.state === 'idle' && sending.current) {
      sending.current = false
      if (actionData === undefined) setKey((k) => k + 1)
    }
  }, [navigation.state, navigation.formAction, target, actionData])

  return key
}
