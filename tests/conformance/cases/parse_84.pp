notify { 'a': message => 'x' } -> notify { 'b': }
$x = { 'k' => 'v' }
notify { "${x}": }
