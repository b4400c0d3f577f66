notify { 'a': message => sprintf('%d', '0x1f') }
