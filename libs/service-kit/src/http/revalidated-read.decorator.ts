import { applyDecorators, Header } from '@nestjs/common';

/**
 * Public reads (issue 20): the browser keeps the answer and asks again each time with its ETag (Express adds a weak
 * ETag to every JSON answer and answers an unchanged one 304, without a body). `private`: signed-in people see more
 * than visitors (a shop's contact details), so a shared cache must not hand one's answer to the other.
 */
export const REVALIDATED_READ_CACHE = 'private, no-cache';

export const RevalidatedRead = () => applyDecorators(Header('Cache-Control', REVALIDATED_READ_CACHE));
