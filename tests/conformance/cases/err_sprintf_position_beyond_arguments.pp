notify { 'a': message => sprintf('%2147483647$s', 'x') }
