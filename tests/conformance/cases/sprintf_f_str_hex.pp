notify { 'a': message => sprintf('%f', '0x1f') }
