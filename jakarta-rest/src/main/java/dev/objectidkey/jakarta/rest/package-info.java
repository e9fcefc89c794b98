/** Jakarta REST parameter binding for every typed id, with a 400 for a malformed one. */
package dev.objectidkey.jakarta.rest;
