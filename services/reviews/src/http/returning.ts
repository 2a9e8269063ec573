// Kept only for the projection handlers that still import it here; everything else imports `returnedRows` from
// `@app/database`. Delete this file once no handler imports it.
export { returnedRows } from '@app/database';
