// `npm run start:api`: the API host alone, in production mode, configured by the environment (.env.example).
// Run as many as needed behind a load balancer; see README "Running in production". `npm start` instead runs
// one API host and one web server together for the demo.
process.env.NODE_ENV ??= 'production';
await import('../apps/api/src/server.ts');
