/** `@vetrina/service-kit/jobs`: BullMQ queues and workers, and repeatable jobs built from them. */
export * from './job-queue.ts';
export * from './scheduled-job.ts';
export * from './push-notices.ts';
