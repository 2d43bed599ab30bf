import { useEffect } from 'react'
import { useAppStartMutation } from '../api/queries'

/** Starts spec §4's app-start flow once the root has hydrated (once per page load). */
export function useAppStart(): void {
  const { mutate } = useAppStartMutation()
  useEffect(() => mutate(), [mutate])
}
