import { createFileRoute, Outlet } from '@tanstack/react-router'

/**
 * Pathless layout of the hall screens (/realTime/*): full screen, no site header, footer or
 * navigation, on any device. Kiosk pages render their own frame (features/live KioskFrame).
 */
export const Route = createFileRoute('/_kiosk')({
  component: Outlet,
})
