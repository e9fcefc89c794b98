package dev.objectidkey.spring;

import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Echoes what Spring MVC bound, as text, so the tests see the binding itself. */
@RestController
class OwnerController {

  @GetMapping("/owners/{id}")
  String show(@PathVariable OwnerId id) {
    return "owner " + id;
  }

  @GetMapping("/owners")
  String find(@RequestParam(required = false) OwnerId after) {
    return "after " + after;
  }

  @GetMapping("/pages/{page}")
  String page(@PathVariable Integer page) {
    return "page " + page;
  }

  @PostMapping("/owners")
  String save(@ModelAttribute Owner owner, BindingResult result) {
    if (result.hasErrors()) {
      return "errors "
          + result.getFieldErrors().stream()
              .map(
                  e ->
                      e.getField()
                          + ": "
                          + e.getDefaultMessage()
                          + " "
                          + String.join(",", e.getCodes()))
              .toList();
    }
    return "saved " + owner.getId() + " " + owner.getName();
  }
}
