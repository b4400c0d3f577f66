$v = 2
notify { "v is ${v ? { 1 => 'one', 2 => 'two', default => 'many' }}": }
