import { constants } from '../../../../app.config'

export type ColorModePreference = 'system' | 'light' | 'dark'
export type ColorMode = 'light' | 'dark'

/**
 * The colour mode in force. A route (or the product, through constants.colorMode.forced)
 * can force one; otherwise the saved preference applies, with 'system' following the OS.
 * This product forces light (spec §2), so the document never gets the `dark` class.
 */
export function resolveColorMode(input: {
  preference: ColorModePreference
  routeForced?: ColorMode
  systemPrefersDark: boolean
}): ColorMode {
  const forced = input.routeForced ?? constants.colorMode.forced
  if (forced) return forced
  if (input.preference === 'system') return input.systemPrefersDark ? 'dark' : 'light'
  return input.preference
}

export function readColorModePreference(): ColorModePreference {
  try {
    const saved = window.localStorage.getItem(constants.colorMode.storageKey)
    return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'system'
  } catch {
    return 'system'
  }
}

export function saveColorModePreference(preference: ColorModePreference): void {
  try {
    window.localStorage.setItem(constants.colorMode.storageKey, preference)
  } catch {
    // Preference is best-effort when storage is disabled.
  }
}
