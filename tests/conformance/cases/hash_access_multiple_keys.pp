$h = {'a' => 1}
notify { 'a': message => $h['a', 'b'] }
