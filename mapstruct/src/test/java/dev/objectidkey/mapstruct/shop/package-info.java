/** A user's domain with Lombok and MapStruct: entities, their DTOs and one mapper. */
package dev.objectidkey.mapstruct.shop;
