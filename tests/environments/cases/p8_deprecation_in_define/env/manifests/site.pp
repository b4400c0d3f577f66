# Without the strict setting `deprecation` only warns; with it, from a
# define's body (run after the top scope, no caller frame left) it fails
# naming its own call and nothing for the second frame.
deprecation('quiet', 'not governed by strict', false)
define legacy_thing() {
  deprecation('legacy_thing', 'legacy_thing is deprecated')
}
legacy_thing { 'a': }
