/**
 * This process's Prometheus registry and the counters the server's rooms bump (requests, mail,
 * SIP2 sessions). A leaf: it imports nothing of the server, so the mailer and the SIP2 server
 * count without reaching into server/http (whose /metrics route, server/http/metrics.ts, reads
 * the database and the app's context).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
registry.setDefaultLabels({ pid: String(process.pid) });
collectDefaultMetrics({ register: registry, prefix: 'catalogo_' });

export const httpRequests = new Counter({
  name: 'catalogo_http_requests_total',
  help: 'HTTP requests answered, by contract operation (or static, page, other) and status',
  labelNames: ['operation', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'catalogo_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by contract operation',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const mailSent = new Counter({
  name: 'catalogo_mail_sent_total',
  help: 'Mail accepted by the SMTP server or written to the outbox folder',
  labelNames: ['via'] as const,
  registers: [registry],
});

export const mailFailed = new Counter({
  name: 'catalogo_mail_failed_total',
  help: 'Mail not sent: temporary (retried by its sender) or permanent (refused recipient, a bounce: never retried)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const sip2Sessions = new Counter({
  name: 'catalogo_sip2_sessions_total',
  help: 'SIP2 connections accepted (refused ones: label refused)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const sip2Open = new Gauge({
  name: 'catalogo_sip2_sessions_open',
  help: 'SIP2 connections open now in this process',
  registers: [registry],
});
