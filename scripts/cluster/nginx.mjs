// nginx for `npm run cluster`: Debian's /usr/sbin/nginx as a child process with its own prefix folder, the
// shop's template (deploy/nginx/templates/shop.conf.template, the one compose.yaml uses too) filled in, and a
// self-signed certificate made with openssl.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const templatePath = path.join(repoRoot, 'deploy/nginx/templates/shop.conf.template');
export const nginxBinary = process.env.NGINX_BIN || '/usr/sbin/nginx';

/**
 * Fills `${NAME}` placeholders as the nginx image's envsubst does: only the names given, so nginx's own
 * variables ($host, $request_id) stay. A placeholder without a value is an error, not an empty string.
 */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for ${whole}`);
    return String(values[name]);
  });
}

/** A self-signed certificate for localhost and 127.0.0.1, valid 30 days: { cert, key } file paths. */
export function makeCertificate(folder) {
  const cert = path.join(folder, 'tls-cert.pem');
  const key = path.join(folder, 'tls-key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return { cert, key };
}

/**
 * Writes `<prefix>/nginx.conf` (main context: pid, logs and temp folders inside the prefix, not a daemon)
 * around the shop's filled template, and checks it with `nginx -t`. `values` fill the template.
 */
export function writeNginxConfig(prefix, values) {
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  // Workers run as nobody when the master is root: they must reach the prefix's temp folders.
  chmodSync(prefix, 0o755);
  const shop = renderTemplate(readFileSync(templatePath, 'utf8'), {
    ACCESS_LOG: path.join(prefix, 'logs/access.log'),
    ...values,
  });
  writeFileSync(path.join(prefix, 'shop.conf'), shop);
  const main = `# Written by scripts/cluster/nginx.mjs for npm run cluster.
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs/error.log')} warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${path.join(prefix, 'client_body')};
    proxy_temp_path ${path.join(prefix, 'proxy')};
    fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
    uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
    scgi_temp_path ${path.join(prefix, 'scgi')};
    include ${path.join(prefix, 'shop.conf')};
}
`;
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, main);
  const check = spawnSync(nginxBinary, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  return config;
}

/** nginx in the foreground (`daemon off`), as a child of this process. */
export function spawnNginx(prefix, config) {
  return spawn(nginxBinary, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Whether Debian's nginx is installed (the cluster and its test need it). */
export function nginxInstalled() {
  return spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).status === 0;
}
