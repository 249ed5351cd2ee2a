import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { registerOutboxMetrics } from '@/lib/observability/outbox-metrics';
import { metricsRegistry } from '@/lib/setup/metrics-registry';
import { useTestDatabase } from '@/tests/fixtures/database';

useTestDatabase();

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');

type Dashboard = {
  schemaVersion: number;
  title: string;
  panels: Array<{ title: string; gridPos: object; targets: Array<{ expr: string }> }>;
};

/** The series an expression reads: names followed by `{`, or by `[` / `)` / space as bare selectors. */
const seriesOf = (expr: string) =>
  [...expr.matchAll(/\b([a-z_]+_(?:total|seconds|jobs|connections|messages|bytes|bucket))\b/g)].map(
    (match) => match[1] ?? '',
  );

describe('deploy/grafana-dashboard.json', () => {
  it('is a Grafana dashboard whose every panel queries series this server exports', async () => {
    const dashboard = JSON.parse(read('grafana-dashboard.json')) as Dashboard;
    const registry = metricsRegistry();
    // The outbox's gauges are registered with the outbox's summary; the names are what matters here.
    registerOutboxMetrics(registry, async () => ({ pending: 0, failed: 0, oldestPendingSeconds: null }));
    const exported = new Set(
      (await registry.getMetricsAsJSON()).flatMap((metric) => [metric.name, `${metric.name}_bucket`]),
    );

    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(30);
    expect(dashboard.panels.map((panel) => panel.title)).toEqual(
      expect.arrayContaining([
        'p95 latency by route',
        '5xx rate (share of all answers)',
        'Page cache hit ratio',
        'Job queue depth and failures',
        'Mail outbox',
        'Database connections',
        'Free disk space (data and backups folders)',
      ]),
    );
    for (const panel of dashboard.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets) {
        for (const series of seriesOf(expr)) expect(exported, `${panel.title}: ${series}`).toContain(series);
      }
    }
  });
});

describe('deploy/alerts.yml', () => {
  it('is loaded by prometheus.yml, and each of its rules reads series this server exports', async () => {
    expect(read('prometheus.yml')).toMatch(/^rule_files:\s+- alerts\.yml$/m);
    const exported = new Set((await metricsRegistry().getMetricsAsJSON()).map((metric) => metric.name));

    const alerts = read('alerts.yml');
    const expressions = [...alerts.matchAll(/^\s+expr: (.+)$/gm)].map((match) => match[1] ?? '');
    expect([...alerts.matchAll(/- alert: (\w+)/g)].map((match) => match[1])).toEqual(
      expect.arrayContaining(['DiskNearlyFull', 'DiskFull']),
    );
    expect(expressions.length).toBeGreaterThan(0);
    for (const expr of expressions) {
      expect(seriesOf(expr).length, expr).toBeGreaterThan(0);
      for (const series of seriesOf(expr)) expect(exported, expr).toContain(series);
    }
  });
});

describe('deploy/ configuration', () => {
  it('has Prometheus scrape /metrics with a bearer token, and nginx refuse /metrics from outside', () => {
    const prometheus = read('prometheus.yml');
    expect(prometheus).toMatch(/metrics_path: \/metrics/);
    expect(prometheus).toMatch(/authorization:\s+type: Bearer\s+credentials_file: /);

    expect(read('nginx.conf.template')).toMatch(/location = \/metrics \{\s+deny all;\s+\}/);
  });
});
