# Unknown names and wrong types are reported together, as Puppet does.
notify { 'n': message => inline_epp('<%- | Integer $a, String $b | -%>', { 'a' => 'x', 'b' => 1, 'c' => 3 }) }
