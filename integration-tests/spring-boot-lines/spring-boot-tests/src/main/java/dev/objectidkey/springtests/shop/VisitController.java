package dev.objectidkey.springtests.shop;

import java.net.URI;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Records a visit of a pet named by its id, the way controllers usually reference an entity: a
 * {@code new Pet()} holding only the id, with no SELECT of the pet. An unknown pet is then the
 * foreign-key violation of the INSERT, which this controller answers with 404.
 */
@RestController
public class VisitController {

  private final VisitRepository visits;

  VisitController(VisitRepository visits) {
    this.visits = visits;
  }

  /**
   * Records a visit.
   *
   * @param petId the pet's id, from the path
   * @param reason why
   * @return 201 with the visit's location
   */
  @PostMapping("/pets/{petId}/visits")
  public ResponseEntity<Void> add(@PathVariable PetId petId, @RequestParam String reason) {
    Pet pet = new Pet();
    pet.setId(petId);
    Visit visit = visits.save(new Visit(pet, reason));
    return ResponseEntity.created(URI.create("/visits/" + visit.getId().toHexString())).build();
  }

  /** The only foreign key of a new visit is its pet's, so a violation means no such pet. */
  @ExceptionHandler(DataIntegrityViolationException.class)
  @ResponseStatus(HttpStatus.NOT_FOUND)
  void noSuchPet() {}
}
