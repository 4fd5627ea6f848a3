// Fails when regenerating the client from the contract would change what is committed.
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });
const generatedPaths = 'openapi/dist src/api/generated';

run('npm run --silent api:generate');
const changes = execSync(`git status --porcelain -- ${generatedPaths}`, { encoding: 'utf8' }).trim();
if (changes) {
  console.error(`Generated code is out of date with openapi/. Run \`npm run api:generate\` and commit:\n${changes}`);
  process.exit(1);
}
console.info('Generated code matches the contract.');
