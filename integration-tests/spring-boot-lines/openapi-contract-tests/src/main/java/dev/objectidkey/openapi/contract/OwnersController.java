package dev.objectidkey.openapi.contract;

import dev.objectidkey.openapi.contract.api.OwnersApi;
import dev.objectidkey.openapi.contract.api.model.AdoptionDto;
import dev.objectidkey.openapi.contract.api.model.NewOwnerDto;
import dev.objectidkey.openapi.contract.api.model.OwnerDto;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** The generated {@link OwnersApi}: its ids arrive and leave as {@link OwnerId} and {@link PetId}. */
@RestController
public class OwnersController implements OwnersApi {

  private final OwnerRepository owners;
  private final PetRepository pets;

  OwnersController(OwnerRepository owners, PetRepository pets) {
    this.owners = owners;
    this.pets = pets;
  }

  @Override
  public ResponseEntity<OwnerDto> createOwner(NewOwnerDto newOwner) {
    Owner owner = owners.save(new Owner(newOwner.getName()));
    return ResponseEntity.status(HttpStatus.CREATED).body(dto(owner));
  }

  @Override
  public ResponseEntity<OwnerDto> getOwner(OwnerId ownerId) {
    return ResponseEntity.ok(dto(find(ownerId)));
  }

  @Override
  @Transactional
  public ResponseEntity<OwnerDto> adoptPets(OwnerId ownerId, AdoptionDto adoption) {
    Owner owner = find(ownerId);
    for (PetId petId : adoption.getPetIds()) {
      pets.findById(petId)
          .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no pet " + petId))
          .setOwnerId(ownerId);
    }
    return ResponseEntity.ok(dto(owner));
  }

  private Owner find(OwnerId ownerId) {
    return owners
        .findById(ownerId)
        .orElseThrow(
            () -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no owner " + ownerId));
  }

  private OwnerDto dto(Owner owner) {
    return new OwnerDto(
        owner.getId(),
        owner.getName(),
        pets.findByOwnerIdOrderById(owner.getId()).stream().map(Pet::getId).toList());
  }
}
