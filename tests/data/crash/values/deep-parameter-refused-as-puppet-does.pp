# A parameter nested 301 levels: Puppet compiles it but its JSON writer
# refuses the catalog ("nesting of 100 is too deep"); so does spaceship,
# without panicking (serde_json's limit of 128 levels once did).
# args: --format json
# exit: 1
# expect: Error: nesting of 100 is too deep
$x = Integer[1, 300].reduce([]) |$m, $i| { [$m] }
notify { 'n': message => $x }
