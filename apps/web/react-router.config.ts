import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Route middleware (auth → handle-sales-manager → i18n) runs on every document and data request.
    v8_middleware: true,
  },
} satisfies Config;
