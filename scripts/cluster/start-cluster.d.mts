/** Types of start-cluster.mjs for the TypeScript tests that drive the cluster. */
export type ClusterPorts = {
  https: number;
  http: number;
  apiBalancer: number;
  api: [number, number];
  web: [number, number];
  apiMetrics: [number, number];
  webMetrics: [number, number];
};

export type ClusterInstance = {
  readonly name: string;
  readonly running: boolean;
  start(): ClusterInstance;
  kill(signal?: NodeJS.Signals): Promise<void>;
};

export type Cluster = {
  url: string;
  ports: ClusterPorts;
  apis: [ClusterInstance, ClusterInstance];
  webs: [ClusterInstance, ClusterInstance];
  certificate: { cert: string; key: string };
  folder: string;
  waitReady(instance: ClusterInstance): Promise<void>;
  stop(): Promise<void>;
};

export const defaultPorts: ClusterPorts;
export function ensureDatabase(url: string): Promise<boolean>;
export function redisAnswers(url: string): Promise<boolean>;
export function startCluster(options?: {
  databaseUrl?: string;
  redisUrl?: string;
  ports?: ClusterPorts;
  demoStyles?: number;
  renderImages?: boolean;
  extraEnv?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
