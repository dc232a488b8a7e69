import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { emulatorOrigin, firebase } from './firebaseApp';

let functions: Functions | undefined;

// The callable functions of the project, wired to the Functions emulator in development.
function handle(): Functions {
  if (functions) return functions;
  functions = getFunctions(firebase().app);
  const origin = emulatorOrigin(5001);
  if (origin) {
    const url = new URL(origin);
    connectFunctionsEmulator(functions, url.hostname, Number(url.port));
  }
  return functions;
}

/** Calls a callable function by name and resolves to its result. */
export async function callFunction<In, Out>(name: string, data: In): Promise<Out> {
  const result = await httpsCallable<In, Out>(handle(), name)(data);
  return result.data;
}
