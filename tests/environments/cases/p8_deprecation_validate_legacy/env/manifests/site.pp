# stdlib 9's validate_legacy always calls `deprecation`: under Puppet 8 it
# fails, naming its call and the `each` whose block made it.
[1].each |$x| {
  notify { "n${x}": }
  validate_legacy('Integer', 'validate_integer', $x)
}
