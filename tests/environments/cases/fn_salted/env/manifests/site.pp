# One PBKDF2 of the fewest iterations allowed: a debug build hashes slowly.
notify { 'pbkdf2': message => str2saltedpbkdf2(Sensitive('Pa55w0rd'), 'Use a s@lt h3r3 th@t is 32 byt3s', 40001) }
notify { 'sha512': message => [str2saltedsha512('password') =~ /\A[0-9a-f]{136}\z/] }
