notify { 'x': message => "${'a' =~ /a/ ? { true => 'y', default => 'n' }}" }
