// The back office's calls (login, the user list) are registered by app.ts from routes.ts; other
// modules use nothing of this one. What admins did is kept by the audit module.
export {};
