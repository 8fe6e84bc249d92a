/**
 * The search parameter that opens one visit on the member's page: `/dashboard/work?visit=<id>` (no
 * route of its own, decision 023), so Back closes it and a link can open it.
 */
export const VISIT_PARAM = 'visit';
