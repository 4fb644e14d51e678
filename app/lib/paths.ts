/** Paths the app itself links to (the route table is in App.tsx). */
export const LOGIN_PATH = '/';
export const LANDING_PATH = '/apresentacao';
export const DASHBOARD_PATH = '/dashboard';
export const DOCS_PATH = '/api/docs';
/** The networks' privacy notices, public (linked from the login and landing pages). */
export const AVISO_PRIVACIDADE_PATH = '/aviso-de-privacidade';
