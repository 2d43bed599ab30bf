import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { constants } from '../../../../app.config'
import { parseCookies } from '@/lib/cookies'
import { deviceType, isDevice, type Device } from '@/lib/device'
import { effectiveDevice } from '@/lib/request-routing'

/** The device variant a page renders for: from the request on the server, the browser on the client. */
export const currentDevice = createIsomorphicFn()
  .server((): Device => effectiveDevice(getRequest().headers))
  .client((): Device => {
    const preference = parseCookies(document.cookie)[constants.device.cookieName]
    return isDevice(preference) ? preference : deviceType(navigator.userAgent)
  })
