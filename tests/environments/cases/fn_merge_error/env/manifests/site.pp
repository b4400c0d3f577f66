$x = stdlib::merge({'a' => 1}, ['b'])
