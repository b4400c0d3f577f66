$x = 2
notify { 'a': message => $x == 2 ? { true => 'yes', default => 'no' } }
notify { 'b': message => !$x ? { true => 't', false => 'f' } }
notify { 'c': message => $x + 1 ? { 3 => 'three', default => 'other' } }
notify { 'd': message => true and $x ? { 2 => false, default => true } }
notify { 'e': message => $x ? { 2 => 'two' } ? { 'two' => 'chained' } }
notify { 'f': message => "${x ? { 'x' => 'bare', 2 => 'var' }}" }
notify { 'g': message => $x in [2] ? { true => 'in' } }
