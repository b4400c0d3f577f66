notify { 'x': message => sprintf('%<a>.2f', { 'a' => undef }) }
