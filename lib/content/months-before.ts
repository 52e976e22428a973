/**
 * The day `months` before `now` (UTC), as YYYY-MM-DD: the oldest check or review date the
 * production gates still accept (`day < monthsBefore(now, n)` is more than n months old).
 */
export function monthsBefore(now: Date, months: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}
