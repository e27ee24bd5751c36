import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

// Runs tasks on a few worker threads of `program`, one task at a time per thread, and gives the
// results in the tasks' order. The program answers each `{ id, task }` message with `{ id, result }`
// or `{ id, error }`. Work that takes seconds of CPU (training a model) runs here so that it uses
// every core and never holds up the server's event loop.
// `onResult` hears of each task done, as it is done (a progress page counts them)
export async function runInWorkers<Task, Result>(
  program: URL,
  tasks: Task[],
  threads = availableParallelism(),
  onResult?: (index: number) => void,
): Promise<Result[]> {
  const results = new Array<Result>(tasks.length)
  let next = 0
  const runThread = async () => {
    const worker = new Worker(program)
    try {
      while (next < tasks.length) {
        const id = next
        next += 1
        results[id] = await new Promise<Result>((resolve, reject) => {
          const onMessage = (message: { id: number; result?: Result; error?: string }) => {
            if (message.id !== id) return
            worker.off('error', onError)
            worker.off('message', onMessage)
            if (message.error !== undefined) reject(new Error(message.error))
            else {
              onResult?.(id)
              resolve(message.result as Result)
            }
          }
          const onError = (error: Error) => {
            worker.off('message', onMessage)
            reject(error)
          }
          worker.on('message', onMessage)
          worker.once('error', onError)
          worker.postMessage({ id, task: tasks[id] })
        })
      }
    } finally {
      await worker.terminate()
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, tasks.length)) }, runThread))
  return results
}
