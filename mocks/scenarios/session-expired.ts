import { defineScenario } from './define-scenario';
import { bearerToken, userByToken } from '../db/rules/access';

export default defineScenario({
  name: 'session-expired',
  description: "Signing in works, but the first customer call after it answers 401 and the session is gone: the shop's sign-out notice shows.",
  network: ({ request, db }) => {
    const token = bearerToken(request.headers.get('authorization'));
    if (!token || userByToken(db.state, token)?.role !== 'customer') return undefined;
    delete db.state.tokens[token];
    db.changed();
    return { status: 401 };
  },
});
