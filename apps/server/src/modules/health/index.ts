// `/healthz` and `/readyz` are registered by app.ts from routes.ts; other modules use nothing of
// this one.
export {};
