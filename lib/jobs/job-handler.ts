/** Does a job's work; throwing makes the job run again later (see JOB_QUEUE_OPTIONS). */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;
