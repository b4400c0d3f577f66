notify { 'x': message => sprintf('%<a>d', { 'a' => undef }) }
