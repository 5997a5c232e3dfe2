/** The largest CSV file the quick order reads, in the browser and posted (the API takes 100,000 characters). */
export const maxQuickOrderFileBytes = 200 * 1024;
