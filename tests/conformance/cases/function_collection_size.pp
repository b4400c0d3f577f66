# Puppet's describer has no size check for Collection: the call is refused with the signature.
function f(Integer $a, Collection[2] $b) {}
f(1, {a => 1})
