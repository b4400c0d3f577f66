notify { 'x': message => sprintf('%<a>c', { 'a' => undef }) }
