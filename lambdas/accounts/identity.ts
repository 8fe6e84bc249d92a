export { adminIds, deleteSignIn, signOutEverywhere } from '../lib/user-pool';
