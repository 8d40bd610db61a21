import { createContext, useContext } from 'react'

export const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
/** The CSP nonce of this request; empty in the browser, where React keeps the server's value. */
export const useNonce = () => useContext(NonceContext)
