notify { 'pbkdf2': message => str2saltedpbkdf2('Pa55w0rd', 'Use a s@lt h3r3 th@t is 32 byt3s', 50000) }
notify { 'pbkdf2_sensitive': message => str2saltedpbkdf2(Sensitive('p'), Sensitive('saltsalt'), 40001)['password_hex'] }
notify { 'sha512': message => [str2saltedsha512('password') =~ /\A[0-9a-f]{136}\z/] }
