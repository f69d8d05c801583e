// The staff queues' shared list (issue 36 item 6): every queue page of the workspace shows it.
export { QueueList, type QueueBulk, type QueueListProps } from './components/queue-list';
export type { QueueMove } from './components/queue-item';
