/** The sitemap module's public surface (ADR 29): the composition root imports only this. */
export { sitemapHandlers } from './sitemap.routes.ts';
