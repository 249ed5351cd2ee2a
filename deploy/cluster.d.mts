/** How a server process ended: its exit code, or the signal that killed it. */
export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type ClusterServer = { url: string; start(): Promise<void>; stop(signal?: NodeJS.Signals): Promise<ServerExit> };

export type Cluster = {
  /** nginx, in front of the servers. */
  url: string;
  servers: ClusterServer[];
  outboxDir: string;
  databaseUrl: string;
  restartPostgres(): void;
  stop(): Promise<void>;
};

export function startCluster(options: {
  runDir: string;
  port?: number;
  servers?: number;
  firstServerPort?: number;
  postgresPort?: number;
  redisPort?: number;
  s3Port?: number;
}): Promise<Cluster>;

export function startNginx(options: {
  runDir: string;
  port: number;
  serverPorts: number[];
}): Promise<{ url: string; stop(): Promise<void> }>;
