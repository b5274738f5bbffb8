import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { releaseHeldHeaders, type EdgeHandler } from '@vetrina/service-kit';

type Next = (err?: unknown) => void;

const PASSED = Symbol('edge passed');
const CLEAN = { error: undefined };

/** A request the edge has run on, and how it ended: undefined, or the error a step passed on. */
interface Passed {
  [PASSED]?: { error: unknown };
}

/**
 * Whether a request may be answered without Express's router: it has passed the whole edge, and the
 * answer is ready (a cache hit, answered here) or undefined for "not this one" (the router takes it).
 */
export type AnswerBeforeRouter = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | false;

export interface EdgeChain {
  /** Runs the steps in order on a request (Express's or node:http's), then `done` unless a step answered. */
  run(req: IncomingMessage, res: ServerResponse, done: Next): void;
  /** The same steps as one Express layer; a request the edge already ran on (before the router) goes past. */
  middleware: EdgeHandler;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

/**
 * The gateway's edge as one chain: the steps run in this order, each on the request the previous
 * passed on, as Express would run them (a step that throws or rejects passes its error on; a step that
 * answers ends the chain). One definition of the order (app.ts), run either inside Express's router or
 * before it (answerBeforeRouter).
 */
export function edgeChain(steps: EdgeHandler[]): EdgeChain {
  const run = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, done: Next) => {
    // As Express's router records it before any step rewrites the URL (the request log's url).
    req.originalUrl ??= req.url;
    let index = 0;
    const next: Next = (err) => {
      if (err !== undefined && err !== null) return done(err);
      const step = steps[index++];
      if (step === undefined) return done();
      try {
        const result = step(req, res, next);
        if (isPromise(result)) result.then(undefined, next);
      } catch (error) {
        next(error);
      }
    };
    next();
  };
  return {
    run,
    middleware: (req: IncomingMessage, res: ServerResponse, next: Next) => {
      const passed = (req as Passed)[PASSED];
      if (passed) return next(passed.error);
      run(req, res, next);
    },
  };
}

/**
 * Runs the edge on every request before Express's router (which costs a cached read more than the
 * rest of the gateway together: ~20 layers, each request's and response's prototype swapped), then
 * offers it to the answerers (the caches): a hit is answered there. Anything else, or an error a step passed on,
 * goes to the app, whose edge layer lets it past (the edge has run) or passes the error on.
 */
export function answerBeforeRouter(app: Express, edge: EdgeChain, answerers: AnswerBeforeRouter[]): void {
  /** The first answerer that takes the request (each takes only its own paths). */
  const answer: AnswerBeforeRouter = (req, res) => {
    for (const answerer of answerers) {
      const answered = answerer(req, res);
      if (answered !== false) return answered;
    }
    return false;
  };
  const expressApp = app as Express & {
    handle: (req: IncomingMessage, res: ServerResponse, cb?: Next) => void;
  };
  const handle = expressApp.handle.bind(app);
  // Express gives the response its own prototype: the edge's held headers go to Node's store first.
  const route: typeof handle = (req, res, callback) => {
    releaseHeldHeaders(res);
    handle(req, res, callback);
  };
  expressApp.handle = (req, res, callback) => {
    edge.run(req, res, (error) => {
      (req as Passed)[PASSED] = error === undefined ? CLEAN : { error };
      const answered = error === undefined ? answer(req, res) : false;
      if (answered === false) return route(req, res, callback);
      answered.then(
        (done) => done || route(req, res, callback),
        (err: unknown) => {
          (req as Passed)[PASSED] = { error: err };
          route(req, res, callback);
        },
      );
    });
  };
}
