// Starts a server on a port the user chose: a taken or invalid port ends the process with exit code 1 and
// one line saying which setting to change, never with a stack trace.

/**
 * @param {import('node:net').Server} server
 * @param {{ port: string | number, host: string, hint: string }} options `hint` completes the sentence
 *   "Port 3000 is in use: …", e.g. "set PORT to another port (PORT=3005 npm start)".
 */
export function listenOrExit(server, { port, host, hint }) {
  const fail = (text) => {
    console.error(text);
    process.exit(1);
  };
  const number = Number(port);
  if (String(port).trim() === '' || !Number.isInteger(number) || number < 0 || number > 65535)
    fail(`Port "${port}" is not a port number: ${hint}.`);
  return new Promise((resolve) => {
    const onError = (error) =>
      fail(
        error.code === 'EADDRINUSE'
          ? `Port ${number} is in use: ${hint}.`
          : `Cannot listen on ${host}:${number} (${error.code ?? error.message}): ${hint}.`,
      );
    server.once('error', onError);
    server.listen(number, host, () => {
      server.off('error', onError);
      resolve(server);
    });
  });
}

/** The port a listening server got: the chosen one, or the one the system picked for port 0. */
export const portOf = (server) => server.address().port;
