/** A JSON request body: a value sent as JSON, or text that is not JSON. */
export type BodyCase = { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

/** Query parameters as the URL carries them: each a string or repeated (an array). */
export type QueryCase = Record<string, string | string[]>;
