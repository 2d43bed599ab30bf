import { firstLoadJs, startApp } from '/work/wt/firstload/scripts/bench-lib.mjs'
const port = 5291
const app = await startApp(port, { DATA_DIR: '/work/wt/firstload/test-results/an-data' })
try {
for (const path of (process.argv[2]?.split(',') ?? ['/', '/product', '/product/detail?id=1', '/addInquiry', '/brand'])) {
  const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text()
  const r = await firstLoadJs(`http://127.0.0.1:${port}`, html, path.startsWith('/zh-CN') ? 'zh-CN' : 'en-US')
  console.log(path, (r.gz/1024).toFixed(1), 'KB gz', r.files.length, 'files; modulepreload tags', [...html.matchAll(/modulepreload/g)].length)
  console.log('   ' + r.files.filter(f=>f.gz>300).sort((a,b)=>b.gz-a.gz).map(f=>`${f.path.replace('/assets/','')} ${(f.gz/1024).toFixed(1)}`).join(', '))
}
} finally { app.kill() }
