/** A jMolecules aggregate whose classes jMolecules' ByteBuddy plugin has rewritten. */
package dev.objectidkey.bytebuddy;
