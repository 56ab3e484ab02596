/**
 * The one jotai store of the page. The shell's Provider and every exposed remote root use it,
 * so an atom set by the shell is the atom a remote reads.
 */
import { createStore } from 'jotai';

export const hifiStore = createStore();
