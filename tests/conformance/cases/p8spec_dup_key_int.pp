$h = {1 => a, '1' => b, 1 => c}
notify { 'x': message => $h }
