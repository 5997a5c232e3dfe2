/** Rows per page of the back office's applications and submissions lists. */
export const backofficeFormsPageSize = 25;
