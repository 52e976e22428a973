import { z } from 'zod';

/**
 * Form ADV Item 5.D per client type (since the October 2017 form): how many clients of each type and
 * the regulatory assets managed for them. Held by the roster (content/adv-roster.json, `clientCounts`)
 * and a listed firm's file (its sourced `clientTypes` fact), both written by `npm run adv:import`.
 */

/** Item 5.D's client types, by the form's letters (scripts/adv/feed/feed-record.ts, AdvClientType). */
export const CLIENT_TYPE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n'] as const;

const count = z.number().int().min(0);

/**
 * One type the firm serves: `clients` 5.D(1) as filed (null when only "fewer than 5" is ticked),
 * `fewerThanFive` 5.D(2), `assets` 5.D(3) in US dollars (null when not filed). A type with neither
 * a count above 0 nor "fewer than 5" is not listed.
 */
export const clientCountSchema = z
  .object({
    type: z.enum(CLIENT_TYPE_LETTERS).meta({ title: 'Client type (5.D letter)' }),
    clients: count.nullable().meta({ title: 'Number of clients (5.D(1))' }),
    fewerThanFive: z.boolean().meta({ title: 'Fewer than 5 clients (5.D(2))' }),
    assets: count.nullable().meta({ title: 'Regulatory assets, US dollars (5.D(3))' }),
  })
  .strict();
export type ClientCount = z.infer<typeof clientCountSchema>;

export const clientCountsSchema = z.array(clientCountSchema);
