/** MapStruct mapping methods between every typed id and its hex string. */
package dev.objectidkey.mapstruct;
