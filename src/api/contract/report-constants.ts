// Constants of the analyst reports (issue 30), importable by pages without the contract's schemas.

/** The longest period a report covers, in months. */
export const REPORT_MAX_MONTHS = 24

/** Months are calendar months in this time zone (stamped on every printout). */
export const REPORT_TIME_ZONE = 'UTC'

export const REPORT_KINDS = ['buyer', 'monthly'] as const

export const BUYER_SORTS = ['inquiries', 'meetings', 'deals', 'wishes', 'joined', 'company'] as const
