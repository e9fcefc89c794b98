package dev.objectidkey.springtests.clinic;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.InitBinder;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.server.ResponseStatusException;

/**
 * The pet form, one template for a new pet and for an edit: its hidden {@code id} field is empty
 * for a new pet and holds the hex id for an edit, and both post to the same URL.
 */
@Controller
class PetController {

  static final String FORM = "clinic/petForm";

  private final OwnerRepository owners;
  private final PetRepository pets;

  PetController(OwnerRepository owners, PetRepository pets) {
    this.owners = owners;
    this.pets = pets;
  }

  @InitBinder("pet")
  void formFields(WebDataBinder binder) {
    // Only the form's fields: never the owner, whatever a client posts.
    binder.setAllowedFields("id", "name", "species", "birthDate");
  }

  @GetMapping("/owners/{ownerId}/pets/new")
  String newForm(@PathVariable OwnerId ownerId, Model model) {
    model.addAttribute("owner", OwnerController.find(owners, ownerId));
    model.addAttribute("pet", new Pet());
    return FORM;
  }

  @GetMapping("/owners/{ownerId}/pets/{petId}/edit")
  String editForm(@PathVariable OwnerId ownerId, @PathVariable PetId petId, Model model) {
    Pet pet = find(petId, ownerId);
    model.addAttribute("owner", pet.getOwner());
    model.addAttribute("pet", pet);
    return FORM;
  }

  @PostMapping("/owners/{ownerId}/pets")
  @Transactional
  String save(
      @PathVariable OwnerId ownerId,
      @ModelAttribute("pet") Pet form,
      BindingResult result,
      Model model) {
    Owner owner = OwnerController.find(owners, ownerId);
    if (result.hasErrors()) {
      model.addAttribute("owner", owner);
      return FORM;
    }
    Pet pet;
    if (form.isNew()) {
      pet = form;
      owner.addPet(pet);
    } else {
      pet = find(form.getId(), ownerId);
      pet.setName(form.getName());
      pet.setSpecies(form.getSpecies());
      pet.setBirthDate(form.getBirthDate());
    }
    Pet saved = pets.save(pet);
    return "redirect:/owners/" + ownerId + "/pets/" + saved.getId();
  }

  @GetMapping("/owners/{ownerId}/pets/{petId}")
  String show(@PathVariable OwnerId ownerId, @PathVariable PetId petId, Model model) {
    model.addAttribute("pet", find(petId, ownerId));
    return "clinic/pet";
  }

  private Pet find(PetId petId, OwnerId ownerId) {
    return pets.findByIdAndOwnerId(petId, ownerId)
        .orElseThrow(
            () ->
                new ResponseStatusException(
                    HttpStatus.NOT_FOUND, "no pet " + petId + " of owner " + ownerId));
  }
}
