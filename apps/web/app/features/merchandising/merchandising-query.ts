/** The query value that opens a category page in merchandising mode (the back office links with it). */
export const merchandisingQuery = { name: 'merchandising', value: 'on' } as const;
