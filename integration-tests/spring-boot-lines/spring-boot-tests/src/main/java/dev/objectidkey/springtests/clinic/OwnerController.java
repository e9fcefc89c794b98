package dev.objectidkey.springtests.clinic;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.server.ResponseStatusException;

/** The owner's page, with the owner's pets. */
@Controller
class OwnerController {

  private final OwnerRepository owners;

  OwnerController(OwnerRepository owners) {
    this.owners = owners;
  }

  @GetMapping("/owners/{ownerId}")
  String show(@PathVariable OwnerId ownerId, Model model) {
    model.addAttribute("owner", find(owners, ownerId));
    return "clinic/owner";
  }

  static Owner find(OwnerRepository owners, OwnerId ownerId) {
    return owners
        .findById(ownerId)
        .orElseThrow(
            () -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no owner " + ownerId));
  }
}
