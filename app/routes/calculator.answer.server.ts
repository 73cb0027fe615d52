/** The answer's reader for the route's action, on the server (calculator.answer.ts). */
export { readAnswer } from './calculator.answer';
export { readStateAnswer } from './calculator.state';
