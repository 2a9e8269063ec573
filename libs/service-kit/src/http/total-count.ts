/** Public lists stay arrays; their total travels in this header (shared DECISIONS: public list size). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
