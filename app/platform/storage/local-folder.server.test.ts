import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { exportFiles, importFiles, type FilesBackup } from './file-backup.server'
import { InvalidFilePathError, isFilePath } from './file-paths'
import { localFolderStore } from './local-folder.server'

const root = mkdtempSync(path.join(tmpdir(), 'threshold-files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the local folder store', () => {
  const store = localFolderStore(path.join(root, 'files'))

  test('a file put is read back with its content type, listed, and gone once deleted', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])
    await store.putFile('photos/p-1/small.jpg', bytes, 'image/jpeg')
    expect(await store.readFile('photos/p-1/small.jpg')).toEqual({
      bytes,
      contentType: 'image/jpeg',
    })
    await store.putFile('photos/p-2/large.jpg', Buffer.from('x'), 'image/jpeg')
    await store.putFile('documents/d-1.pdf', Buffer.from('%PDF'), 'application/pdf')
    expect(await store.listFiles('photos/')).toEqual([
      'photos/p-1/small.jpg',
      'photos/p-2/large.jpg',
    ])
    expect(await store.listFiles()).toEqual([
      'documents/d-1.pdf',
      'photos/p-1/small.jpg',
      'photos/p-2/large.jpg',
    ])
    await store.deleteFile('photos/p-1/small.jpg')
    expect(await store.readFile('photos/p-1/small.jpg')).toBeNull()
    expect(await store.listFiles('photos/')).toEqual(['photos/p-2/large.jpg'])
  })

  test('a second put replaces the file and its type; no temporary file stays behind', async () => {
    await store.putFile('a/b.bin', Buffer.from('one'), 'application/octet-stream')
    await store.putFile('a/b.bin', Buffer.from('two'), 'text/plain; charset=utf-8')
    expect(await store.readFile('a/b.bin')).toEqual({
      bytes: Buffer.from('two'),
      contentType: 'text/plain; charset=utf-8',
    })
    expect(
      readdirSync(path.join(root, 'files', 'a')).filter((name) => name.includes('partial')),
    ).toEqual([])
  })

  test('a missing file reads as null and deletes without an error; an empty store lists nothing', async () => {
    expect(await store.readFile('nowhere/nothing.jpg')).toBeNull()
    await expect(store.deleteFile('nowhere/nothing.jpg')).resolves.toBeUndefined()
    expect(await localFolderStore(path.join(root, 'never-made')).listFiles()).toEqual([])
  })

  test.each([
    '../escape.jpg',
    'photos/../../escape.jpg',
    '/etc/passwd',
    'photos//x.jpg',
    'photos/./x.jpg',
    'photos/x y.jpg',
    'photos/x.jpg~type',
    'photos\\x.jpg',
    '',
    'photos/%2e%2e/x',
    'ünï.jpg',
    'x\u0000.jpg',
    '.',
  ])('the path %j is refused before anything is read or written', async (bad) => {
    expect(isFilePath(bad)).toBe(false)
    await expect(store.putFile(bad, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(
      InvalidFilePathError,
    )
    await expect(store.readFile(bad)).rejects.toBeInstanceOf(InvalidFilePathError)
    await expect(store.deleteFile(bad)).rejects.toBeInstanceOf(InvalidFilePathError)
    expect(existsSync(path.join(root, 'escape.jpg'))).toBe(false)
  })

  test('a content type with a line break is refused', async () => {
    await expect(
      store.putFile('ok.txt', Buffer.from('x'), 'text/html\r\nX-Evil: 1'),
    ).rejects.toBeInstanceOf(InvalidFilePathError)
    expect(await store.readFile('ok.txt')).toBeNull()
  })
})

describe('files in a backup', () => {
  test('every file comes back with its type in another store; --keep-existing leaves a file there as it was', async () => {
    const source = localFolderStore(path.join(root, 'source'))
    await source.putFile('photos/p-a/small.jpg', Buffer.from([1, 2, 3]), 'image/jpeg')
    await source.putFile('documents/d.pdf', Buffer.from('%PDF-1.7'), 'application/pdf')
    const backup = JSON.parse(JSON.stringify(await exportFiles(source))) as FilesBackup
    const target = localFolderStore(path.join(root, 'target'))
    await target.putFile('documents/d.pdf', Buffer.from('kept'), 'application/pdf')
    expect(await importFiles(target, backup, { keepExisting: true })).toEqual({
      written: 1,
      skipped: 1,
    })
    expect(await target.readFile('photos/p-a/small.jpg')).toEqual({
      bytes: Buffer.from([1, 2, 3]),
      contentType: 'image/jpeg',
    })
    expect((await target.readFile('documents/d.pdf'))?.bytes.toString()).toBe('kept')
    expect(await importFiles(target, backup)).toEqual({ written: 2, skipped: 0 })
    expect((await target.readFile('documents/d.pdf'))?.bytes.toString()).toBe('%PDF-1.7')
  })
})
