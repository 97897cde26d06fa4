// One HTTP call of a bench's load generator over node:http and a keep-alive agent: a quarter of what
// fetch costs the generator per call, which on this machine shares the cores with the server
// measured (outside players' clients do not).
import http from 'node:http';

export interface SendTarget {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers: Record<string, string>;
}

export function send(agent: http.Agent, target: SendTarget): Promise<{ status: number; body: string }> {
  const headers = target.body ? { ...target.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(target.body)) } : target.headers;
  return new Promise((resolve, reject) => {
    const request = http.request(target.url, { method: target.method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(target.body);
  });
}
