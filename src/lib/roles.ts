/**
 * Account roles (design.md "Roles"): the two audiences (buyer, brand), the organiser who runs
 * events, verifies buyers and runs the scheduler, the analyst who reads reports, and the editor
 * who writes and publishes the information pages. Only buyer
 * and brand can be chosen by a user (/loginRole); the others are given by the platform.
 */
export const ROLES = ['buyer', 'brand', 'organiser', 'analyst', 'editor'] as const
export type Role = (typeof ROLES)[number]

export function asRole(value: unknown): Role | null {
  return typeof value === 'string' && (ROLES as ReadonlyArray<string>).includes(value) ? (value as Role) : null
}
