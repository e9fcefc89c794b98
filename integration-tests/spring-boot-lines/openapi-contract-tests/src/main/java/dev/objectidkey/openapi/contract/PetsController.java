package dev.objectidkey.openapi.contract;

import dev.objectidkey.openapi.contract.api.PetsApi;
import dev.objectidkey.openapi.contract.api.model.NewPetDto;
import dev.objectidkey.openapi.contract.api.model.PetDto;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** The generated {@link PetsApi}: a typed id in the path, in the query and in a body. */
@RestController
public class PetsController implements PetsApi {

  private final OwnerRepository owners;
  private final PetRepository pets;

  PetsController(OwnerRepository owners, PetRepository pets) {
    this.owners = owners;
    this.pets = pets;
  }

  @Override
  public ResponseEntity<PetDto> createPet(NewPetDto newPet) {
    if (!owners.existsById(newPet.getOwnerId())) {
      throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no owner " + newPet.getOwnerId());
    }
    Pet pet = pets.save(new Pet(newPet.getOwnerId(), newPet.getName()));
    return ResponseEntity.status(HttpStatus.CREATED).body(dto(pet));
  }

  @Override
  public ResponseEntity<PetDto> getPet(PetId petId) {
    return pets.findById(petId)
        .map(pet -> ResponseEntity.ok(dto(pet)))
        .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no pet " + petId));
  }

  @Override
  public ResponseEntity<List<PetDto>> listPets(OwnerId ownerId) {
    List<Pet> found =
        ownerId == null ? pets.findAllByOrderById() : pets.findByOwnerIdOrderById(ownerId);
    return ResponseEntity.ok(found.stream().map(PetsController::dto).toList());
  }

  private static PetDto dto(Pet pet) {
    return new PetDto(pet.getId(), pet.getOwnerId(), pet.getName());
  }
}
