import http from 'node:http';

/** What one load run saw: every failed read, and which writes the servers acknowledged. */
export type TrafficReport = {
  reads: number;
  /** When the last read answered (Date.now()): the load went on past a failure injected before it. */
  lastReadAt: number;
  failedReads: string[];
  acknowledgedWrites: string[];
  refusedWrites: string[];
};

type TrafficOptions = {
  baseUrl: string;
  /** Concurrent readers, each sending its next GET when the previous one answered. */
  readers: number;
  seconds: number;
  /** Read in turn; `{term}` becomes a fresh word, so some reads always miss every cache and reach a server. */
  paths: readonly string[];
  /** Concurrent writers, each from its own loopback address (the servers rate-limit per address). */
  writers?: number;
  /** The third octet of the writers' loopback addresses (127.0.<block>.<n>): a fresh block per run. */
  addressBlock?: number;
  /** A label in every written e-mail, to find the writes in the database afterwards. */
  runId?: string;
};

// The membership form allows 5 requests per address in 10 minutes; each writer stays within that.
const WRITES_PER_WRITER = 5;

function send(options: { url: URL; agent: http.Agent; method?: string; body?: string; localAddress?: string }) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      options.url,
      {
        agent: options.agent,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        headers: options.body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) }
          : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * A closed-loop load on the cluster's front: readers on public pages and, optionally, writers on a public form.
 * `report` fills in as it runs (to inject a failure once the load is under way); `finished` resolves with it.
 */
export function startTraffic(options: TrafficOptions): { report: TrafficReport; finished: Promise<TrafficReport> } {
  const { baseUrl, readers, seconds, paths, writers = 0, addressBlock = 1, runId = 'run' } = options;
  const report: TrafficReport = { reads: 0, lastReadAt: 0, failedReads: [], acknowledgedWrites: [], refusedWrites: [] };
  const readAgent = new http.Agent({ keepAlive: true, maxSockets: readers });
  const deadline = Date.now() + seconds * 1000;
  let turn = 0;

  const reader = async () => {
    while (Date.now() < deadline) {
      const path = (paths[turn++ % paths.length] ?? '/').replace('{term}', `w${turn}x`);
      try {
        const status = await send({ url: new URL(path, baseUrl), agent: readAgent });
        if (status !== 200) report.failedReads.push(`${path}: ${status}`);
      } catch (error) {
        report.failedReads.push(`${path}: ${(error as Error).message}`);
      }
      report.reads += 1;
      report.lastReadAt = Date.now();
    }
  };

  const writer = async (index: number) => {
    const agent = new http.Agent({ keepAlive: false });
    const localAddress = `127.0.${addressBlock}.${index + 1}`;
    for (let write = 0; write < WRITES_PER_WRITER && Date.now() < deadline; write += 1) {
      const email = `cluster-${runId}-${index}-${write}@example.com`;
      const body = JSON.stringify({
        name: 'Cluster check',
        email,
        phone_number: '+976 7011 0000',
        business_type: 'Mining',
        member_request: true,
      });
      try {
        const status = await send({
          url: new URL('/api/insert/office-request', baseUrl),
          agent,
          method: 'POST',
          body,
          localAddress,
        });
        (status === 200 ? report.acknowledgedWrites : report.refusedWrites).push(
          status === 200 ? email : `${email}: ${status}`,
        );
      } catch (error) {
        report.refusedWrites.push(`${email}: ${(error as Error).message}`);
      }
      // Spread each writer's few writes over the whole run, so they meet the failure in the middle of it.
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / (WRITES_PER_WRITER + 1)));
    }
  };

  const finished = Promise.all([
    ...Array.from({ length: readers }, reader),
    ...Array.from({ length: writers }, (_, index) => writer(index)),
  ]).then(() => {
    readAgent.destroy();

    return report;
  });

  return { report, finished };
}

type PacedTrafficOptions = {
  baseUrl: string;
  /** Requests started each second, whether or not the earlier ones have answered (an open loop, like visitors). */
  perSecond: number;
  /** Every n-th request is a write (10: a tenth of them). */
  writeEvery: number;
  seconds: number;
  paths: readonly string[];
  addressBlock: number;
  runId: string;
};

/**
 * Requests at a steady rate, as many visitors send them: reads of public pages and, among them, writes on a public
 * form, each write from a loopback address of its own block (127.0.<block>.<n>, each address within the form's
 * limit). Every read must answer 200 and every write must be acknowledged.
 */
export function startPacedTraffic(options: PacedTrafficOptions): {
  report: TrafficReport;
  finished: Promise<TrafficReport>;
} {
  const { baseUrl, perSecond, writeEvery, seconds, paths, addressBlock, runId } = options;
  const report: TrafficReport = { reads: 0, lastReadAt: 0, failedReads: [], acknowledgedWrites: [], refusedWrites: [] };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const total = perSecond * seconds;
  const sent: Promise<void>[] = [];
  // Each write's address is 127.0.<block>.<n>: a block holds 254 writers' worth of writes.
  if (Math.ceil(total / writeEvery / WRITES_PER_WRITER) > 254)
    throw new Error(`${total / writeEvery} writes need more addresses than one block holds`);

  const read = async (turn: number) => {
    const path = (paths[turn % paths.length] ?? '/').replace('{term}', `p${turn}x`);
    try {
      const status = await send({ url: new URL(path, baseUrl), agent });
      if (status !== 200) report.failedReads.push(`${path}: ${status}`);
    } catch (error) {
      report.failedReads.push(`${path}: ${(error as Error).message}`);
    }
    report.reads += 1;
    report.lastReadAt = Date.now();
  };

  const write = async (index: number) => {
    const email = `cluster-${runId}-${index}@example.com`;
    const body = JSON.stringify({
      name: 'Cluster check',
      email,
      phone_number: '+976 7011 0000',
      business_type: 'Mining',
      member_request: true,
    });
    const localAddress = `127.0.${addressBlock}.${Math.floor(index / WRITES_PER_WRITER) + 1}`;
    try {
      const status = await send({
        url: new URL('/api/insert/office-request', baseUrl),
        agent: new http.Agent({ keepAlive: false }),
        method: 'POST',
        body,
        localAddress,
      });
      (status === 200 ? report.acknowledgedWrites : report.refusedWrites).push(
        status === 200 ? email : `${email}: ${status}`,
      );
    } catch (error) {
      report.refusedWrites.push(`${email}: ${(error as Error).message}`);
    }
  };

  const finished = (async () => {
    const startedAt = Date.now();
    let writes = 0;
    for (let turn = 0; turn < total; turn += 1) {
      sent.push(turn % writeEvery === writeEvery - 1 ? write(writes++) : read(turn));
      const due = startedAt + ((turn + 1) * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    }
    await Promise.all(sent);
    agent.destroy();

    return report;
  })();

  return { report, finished };
}

export function runTraffic(options: TrafficOptions): Promise<TrafficReport> {
  return startTraffic(options).finished;
}

/** One line of figures for the run's output. */
export function describeTraffic(label: string, report: TrafficReport): string {
  return `${label}: ${report.reads} reads (${report.failedReads.length} failed), ${report.acknowledgedWrites.length} writes acknowledged, ${report.refusedWrites.length} refused`;
}
