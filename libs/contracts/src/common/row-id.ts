/**
 * The largest id a PostgreSQL integer column holds. Every id a request carries is checked against it, so a larger
 * one is refused with the schema's message instead of failing the query with a 500.
 */
export const MAX_ROW_ID = 2_147_483_647;
