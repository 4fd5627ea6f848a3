/**
 * The demo's mock API, in a worker of its own (decision 067): the page starts it, the service worker
 * (public/mock-service-worker.js) sends it the page's API requests on a port, and it answers them. The page's main
 * thread does none of the mock's work — not the seed, not the handlers, not msw's matching.
 */
import { scope, storages } from './worker-scope'; // first: the globals msw and the mock read when they are evaluated
import { startMockApi, type MockApi } from './mock-api';
import type { PageToWorker, ServedAnswer, ServedRequest } from './protocol';
import { toAnswer, toRequest } from './serve-request';

let started: (api: MockApi) => void;
const mock = new Promise<MockApi>((resolve) => (started = resolve));

/** Answers each request the service worker sends on this port, on the port that came with it. */
function answerOn(port: MessagePort) {
  port.onmessage = async ({ data, ports: [reply] }: MessageEvent<ServedRequest>) => {
    let answer: ServedAnswer;
    try {
      answer = await toAnswer(await (await mock).answer(toRequest(data)));
    } catch (error) {
      console.error(`[mock api] could not answer ${data.method} ${data.url}`, error);
      answer = { kind: 'network-error' };
    }
    reply?.postMessage(answer, answer.kind === 'response' && answer.body ? [answer.body] : []);
  };
}

scope.onmessage = ({ data, ports }: MessageEvent<PageToWorker>) => {
  if (data.type === 'start') {
    storages.local.fill(data.local);
    storages.session.fill(data.session);
    started(startMockApi(data.options, storages));
  } else if (data.type === 'scenario') {
    void mock.then((api) => api.switchScenario(data.name));
  } else if (data.type === 'port' && ports[0]) {
    answerOn(ports[0]);
  }
};
