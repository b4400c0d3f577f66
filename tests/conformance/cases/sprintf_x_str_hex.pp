notify { 'a': message => sprintf('%x', '0x1f') }
